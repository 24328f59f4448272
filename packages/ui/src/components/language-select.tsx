import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import InputAdornment from '@mui/material/InputAdornment';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden';

export interface LanguageOption {
  code: string;
  nativeName: string;
  /** BCP 47 tag, so screen readers pronounce each name in its own language. */
  tag?: string;
}

export interface LanguageSelectProps {
  /** The current language code. */
  value: string;
  languages: readonly LanguageOption[];
  onChange: (code: string) => void;
  size?: 'small' | 'medium';
  /** Only the language icon on narrow screens (below sm): the name stays for screen readers. */
  compact?: boolean;
}

/** Dropdown of interface languages, each shown by its native name. */
export function LanguageSelect({ value, languages, onChange, size = 'small', compact = false }: LanguageSelectProps) {
  const { t } = useTranslation('ui');
  return (
    <Select
      value={value}
      size={size}
      onChange={(e) => {
        const code = String(e.target.value);
        if (code !== value) onChange(code);
      }}
      inputProps={{ 'aria-label': t('languageSelect.label') }}
      startAdornment={(
        <InputAdornment position="start">
          <TranslateIcon fontSize="small" />
        </InputAdornment>
      )}
      renderValue={(code) => {
        const name = languages.find((l) => l.code === code)?.nativeName ?? code;
        return compact ? <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>{name}</Box> : name;
      }}
      sx={{ minWidth: compact ? { xs: 0, sm: 160 } : 160 }}
    >
      {languages.map((l) => (
        <MenuItem key={l.code} value={l.code} lang={l.tag}>
          {l.nativeName}
        </MenuItem>
      ))}
    </Select>
  );
}
