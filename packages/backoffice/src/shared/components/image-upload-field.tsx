import { useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UPLOAD_LIMIT, UPLOAD_LIMITS } from '@mall/contract/platform';
import { useToast } from '@mall/ui/toast-provider';
import { useUploadImage } from '../api/upload-image';
import { usePictureSrc } from '../backoffice-context';

/** The server keeps JPEG and PNG only (it checks the bytes); refusing others here saves the upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** Picks files, checks type and size against the module's limit, and uploads them one by one. */
function useImagePicker(moduleName: string, onUploaded: (url: string) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const upload = useUploadImage(moduleName);
  const limit = UPLOAD_LIMITS[moduleName] ?? DEFAULT_UPLOAD_LIMIT;
  const pick = async (files: readonly File[]) => {
    for (const file of files) {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) { toast.show(t('errors:UPLOAD_TYPE')); continue; }
      if (file.size > limit) { toast.show(t('errors:UPLOAD_TOO_LARGE')); continue; }
      // A failed upload is already shown by the app's QueryClient.
      const url = await upload.mutateAsync(file).catch(() => null);
      if (url) onUploaded(url);
    }
  };
  return { pick, busy: upload.isPending };
}

function Thumb({ src, alt, size }: { src: string; alt: string; size: { width: number; height: number } }) {
  const source = usePictureSrc();
  return (
    <Box sx={{ ...size, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: 'action.hover', color: 'text.disabled', flexShrink: 0 }}>
      {src ? <Box component="img" src={source(src)} alt={alt} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} /> : <ImageOutlined aria-hidden />}
    </Box>
  );
}

export interface ImageUploadFieldProps {
  label: string;
  /** The image URL, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Upload module (avatar, banner, goods, category): decides the size limit on both sides. */
  moduleName: string;
  helperText?: ReactNode;
  /** Preview size in px; banners are wide. */
  previewSize?: { width: number; height: number };
}

/** One uploaded image with a preview, upload/replace and remove. Texts from the app's namespace (`upload.*`). */
export function ImageUploadField({ label, value, onChange, moduleName, helperText, previewSize = { width: 96, height: 96 } }: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { pick, busy } = useImagePicker(moduleName, onChange);
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" sx={{ marginBlockEnd: 1 }}>{label}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Thumb src={value} alt={label} size={previewSize} />
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden aria-label={label} onChange={(e) => { void pick([...(e.target.files ?? [])].slice(0, 1)); e.target.value = ''; }} />
          <Button size="small" variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? t(`backoffice:upload.uploading`) : value ? t(`backoffice:upload.replace`) : t(`backoffice:upload.upload`)}
          </Button>
          {value && <Button size="small" color="inherit" disabled={busy} onClick={() => onChange('')}>{t(`backoffice:upload.remove`)}</Button>}
        </Stack>
      </Stack>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </Box>
  );
}

export interface ImageListFieldProps {
  label: string;
  value: readonly string[];
  onChange: (urls: string[]) => void;
  moduleName: string;
  /** Most images allowed (goods: 10). */
  max: number;
  error?: ReactNode;
}

/** Several uploaded images in order (the first is the main one), with add and remove. */
export function ImageListField({ label, value, onChange, moduleName, max, error }: ImageListFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  // Uploads finish one after another; read the latest list each time.
  const latest = useRef(value);
  latest.current = value;
  const { pick, busy } = useImagePicker(moduleName, (url) => {
    const next = [...latest.current, url].slice(0, max);
    latest.current = next;
    onChange(next);
  });
  const room = max - value.length;
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2">{label}</Typography>
      <Typography variant="caption" color="text.secondary">{t(`backoffice:upload.count`, { n: value.length, max })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, marginBlockStart: 1 }}>
        {value.map((url, i) => (
          <Box key={`${url}-${i}`} sx={{ position: 'relative' }}>
            <Thumb src={url} alt={t(`backoffice:upload.imageN`, { n: i + 1 })} size={{ width: 88, height: 88 }} />
            <IconButton
              size="small"
              aria-label={t(`backoffice:upload.removeN`, { n: i + 1 })}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              sx={{ position: 'absolute', insetBlockStart: 2, insetInlineEnd: 2, backgroundColor: 'background.paper', boxShadow: 1, '&:hover': { backgroundColor: 'background.paper' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {room > 0 && (
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => input.current?.click()}
            sx={{ width: 88, height: 88, flexDirection: 'column', gap: 0.5, fontSize: 12, borderStyle: 'dashed' }}
          >
            <AddPhotoAlternateOutlined aria-hidden />
            {busy ? t(`backoffice:upload.uploading`) : t(`backoffice:upload.add`)}
          </Button>
        )}
        <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} multiple hidden aria-label={label} onChange={(e) => { void pick([...(e.target.files ?? [])].slice(0, room)); e.target.value = ''; }} />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}

export interface CompactImageFieldProps {
  /** Accessible name, e.g. "Image of Red / M". */
  label: string;
  value: string;
  onChange: (url: string) => void;
  moduleName: string;
}

/** A small square image picker for table rows: click to upload or replace; a remove control when set. */
export function CompactImageField({ label, value, onChange, moduleName }: CompactImageFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { pick, busy } = useImagePicker(moduleName, onChange);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <input ref={input} type="file" accept={IMAGE_TYPES.join(',')} hidden aria-label={label} onChange={(e) => { void pick([...(e.target.files ?? [])].slice(0, 1)); e.target.value = ''; }} />
      <Button variant="outlined" aria-label={label} disabled={busy} onClick={() => input.current?.click()} sx={{ minWidth: 0, width: 44, height: 44, padding: 0, overflow: 'hidden', borderStyle: value ? 'solid' : 'dashed' }}>
        {value ? <Box component="img" src={value} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} /> : <AddPhotoAlternateOutlined fontSize="small" aria-hidden />}
      </Button>
      {value && (
        <IconButton size="small" aria-label={t(`backoffice:upload.removeNamed`, { name: label })} onClick={() => onChange('')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}
