import { useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Send from '@mui/icons-material/Send';
import { fill, useChatLabels, type ChatLabels } from './chat-labels';

/** Pictures the chat accepts (the server keeps JPEG and PNG only). */
export const CHAT_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;
/** Largest chat picture: 2 MB. */
export const CHAT_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export interface ChatComposerProps {
  /** Called with the typed text (trimmed, never empty); the input is then cleared. */
  onSend: (text: string) => void;
  /** Called with a picture that passed the type and size checks; without it there is no picture button. */
  onPickPicture?: (file: File) => void;
  /** Longest text, in characters (the chat wire's limit). */
  maxLength: number;
  maxPictureBytes?: number;
  pictureTypes?: readonly string[];
  /** While a message or picture is being sent: sending and picking are off. */
  busy?: boolean;
  /** A picture is uploading: the picture button shows a progress ring. */
  uploading?: boolean;
  /** Upload progress in percent; without it the ring spins. */
  uploadProgress?: number;
  /** Nothing can be typed or sent (signed out, closed conversation). */
  disabled?: boolean;
  /** Told when a picture is refused before upload. */
  onRejectPicture?: (reason: 'type' | 'size', file: File) => void;
  labels?: Partial<ChatLabels>;
  /** Focuses the input when shown. */
  autoFocus?: boolean;
  /**
   * The text, when the caller keeps it (to put a saved reply into the box); with `onChange`. The box
   * keeps its own text otherwise. It is cleared through `onChange('')` after a send.
   */
  value?: string;
  onChange?: (text: string) => void;
}

/** A multiline message box: Enter sends, Shift+Enter starts a new line; a picture button; a length counter. */
export function ChatComposer({
  onSend, onPickPicture, maxLength, maxPictureBytes = CHAT_PICTURE_MAX_BYTES, pictureTypes = CHAT_PICTURE_TYPES,
  busy = false, uploading = false, uploadProgress, disabled = false, onRejectPicture, labels: overrides, autoFocus = false, value, onChange,
}: ChatComposerProps) {
  const labels = useChatLabels(overrides);
  const rtl = useTheme().direction === 'rtl';
  const [ownText, setOwnText] = useState('');
  const text = value ?? ownText;
  const setText = (next: string) => { if (value === undefined) setOwnText(next); onChange?.(next); };
  const [pictureError, setPictureError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const tooLong = text.length > maxLength;
  const canSend = !disabled && !busy && !tooLong && text.trim() !== '';

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // Enter while an input method is composing picks a candidate; it does not send.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };

  const pick = (file: File | undefined) => {
    if (!file || !onPickPicture) return;
    if (!pictureTypes.includes(file.type)) {
      setPictureError(labels.pictureType);
      onRejectPicture?.('type', file);
      return;
    }
    if (file.size > maxPictureBytes) {
      setPictureError(fill(labels.pictureSize, { max: Math.round((maxPictureBytes / 1024 / 1024) * 10) / 10 }));
      onRejectPicture?.('size', file);
      return;
    }
    setPictureError('');
    onPickPicture(file);
  };

  return (
    <Box sx={{ borderBlockStart: 1, borderColor: 'divider', paddingInline: 1, paddingBlock: 0.75 }}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-end' }}>
        {onPickPicture && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={pictureTypes.join(',')}
              hidden
              aria-label={labels.sendPicture}
              data-testid="chat-picture-input"
              onChange={(e) => { pick(e.target.files?.[0]); e.target.value = ''; }}
            />
            <Tooltip title={labels.sendPicture}>
              <span>
                <IconButton aria-label={labels.sendPicture} onClick={() => fileInput.current?.click()} disabled={disabled || busy || uploading} sx={{ position: 'relative' }}>
                  <ImageOutlined />
                  {uploading && (
                    <CircularProgress
                      size={36}
                      variant={uploadProgress === undefined ? 'indeterminate' : 'determinate'}
                      value={uploadProgress}
                      aria-label={labels.uploading}
                      sx={{ position: 'absolute', insetBlockStart: 2, insetInlineStart: 2 }}
                    />
                  )}
                </IconButton>
              </span>
            </Tooltip>
          </>
        )}
        <InputBase
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          multiline
          maxRows={5}
          disabled={disabled}
          autoFocus={autoFocus}
          placeholder={labels.placeholder}
          inputProps={{ 'aria-label': labels.input, 'aria-invalid': tooLong || undefined }}
          sx={{ flex: 1, paddingInline: 1, paddingBlock: 0.75, borderRadius: 1, backgroundColor: 'action.hover', fontSize: 14 }}
        />
        <Tooltip title={labels.send}>
          <span>
            <IconButton aria-label={labels.send} color="primary" onClick={send} disabled={!canSend}>
              {busy ? <CircularProgress size={20} aria-hidden /> : <Send sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />}
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', minHeight: 18, paddingInline: 0.5 }}>
        <FormHelperText error sx={{ margin: 0 }} role={pictureError || tooLong ? 'alert' : undefined}>
          {tooLong ? fill(labels.tooLong, { max: maxLength }) : pictureError}
        </FormHelperText>
        <Typography variant="caption" color={tooLong ? 'error' : 'text.secondary'} data-testid="chat-counter">
          {`${text.length}/${maxLength}`}
        </Typography>
      </Stack>
    </Box>
  );
}
