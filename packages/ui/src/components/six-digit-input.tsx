import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const LENGTH = 6;

export interface SixDigitInputProps {
  /** The digits entered so far (0 to 6 digits, no gaps). */
  value: string;
  onChange: (value: string) => void;
  /** Visible label; defaults to the translated "Transaction password". */
  label?: string;
  /** Hides the digits like a password (default true). */
  masked?: boolean;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  /** Form field name, set on the first box. */
  name?: string;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Six boxes for the 6-digit transaction password: digits only, paste-aware, masked by default. */
export function SixDigitInput({
  value, onChange, label, masked = true, disabled = false, error = false, autoFocus = false, name,
}: SixDigitInputProps) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const current = digitsOf(value).slice(0, LENGTH);
  // Length the parent is about to render; focus moves happen before the new value comes back as a prop.
  const filled = useRef(current.length);
  filled.current = current.length;

  const focusBox = (i: number) => {
    const box = refs.current[Math.max(0, Math.min(LENGTH - 1, i))];
    box?.focus();
    box?.select();
  };

  // Writes digits starting at box i; there are never gaps, so the start is at most the current length.
  const writeFrom = (i: number, digits: string) => {
    const start = Math.min(i, current.length);
    const next = (current.slice(0, start) + digits + current.slice(start + digits.length)).slice(0, LENGTH);
    if (next !== current) onChange(next);
    filled.current = next.length;
    focusBox(start + digits.length);
  };

  const handleInput = (i: number, raw: string) => {
    let digits = digitsOf(raw);
    if (!digits) return;
    // Typed into a filled box without selecting it: keep only the new digit.
    if (digits.length === 2 && current[i] && digits.startsWith(current[i])) digits = digits.slice(1);
    writeFrom(i, digits.slice(0, LENGTH));
  };

  const handleKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      const at = current[i] ? i : i - 1;
      if (at < 0) return;
      const next = current.slice(0, at) + current.slice(at + 1);
      onChange(next);
      filled.current = next.length;
      focusBox(at);
    } else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      // The row is always laid out left to right, like the digits of a number.
      e.preventDefault();
      focusBox(e.key === 'ArrowLeft' ? i - 1 : i + 1);
    }
  };

  const handlePaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = digitsOf(e.clipboardData.getData('text'));
    if (digits) writeFrom(i, digits.slice(0, LENGTH));
  };

  return (
    <Box>
      <Typography id={labelId} component="div" variant="body2" sx={{ display: 'block', marginBlockEnd: 1, color: error ? 'error.main' : 'text.primary' }}>
        {label ?? t('sixDigitInput.label')}
      </Typography>
      {/* The boxes narrow together on a small screen (a dialog on a phone), so the sixth is never cut off. */}
      <Box role="group" aria-labelledby={labelId} dir="ltr" sx={{ display: 'flex', gap: { xs: 0.75, sm: 1 }, maxWidth: '100%' }}>
        {Array.from({ length: LENGTH }, (_, i) => (
          <Box
            key={i}
            component="input"
            ref={(el: HTMLInputElement | null) => { refs.current[i] = el; }}
            name={i === 0 ? name : undefined}
            type={masked ? 'password' : 'text'}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            autoFocus={autoFocus && i === 0}
            disabled={disabled}
            aria-label={t('sixDigitInput.digit', { index: i + 1, total: LENGTH })}
            aria-invalid={error || undefined}
            value={current[i] ?? ''}
            onChange={(e) => handleInput(i, e.target.value)}
            onKeyDown={(e) => handleKeyDown(i, e)}
            onPaste={(e) => handlePaste(i, e)}
            onFocus={(e) => {
              if (i > filled.current) focusBox(filled.current);
              else e.target.select();
            }}
            sx={{
              flex: '0 1 44px',
              width: 44,
              minWidth: 0,
              padding: 0,
              height: 52,
              textAlign: 'center',
              fontSize: 22,
              fontFamily: 'inherit',
              color: 'text.primary',
              backgroundColor: 'background.paper',
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              outline: 'none',
              '&:focus': { borderColor: 'primary.main', boxShadow: (th) => `0 0 0 2px ${th.palette.primary.main}` },
              '&:disabled': { opacity: 0.6 },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
