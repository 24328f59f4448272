import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { pictureSrc } from '@mall/api-client/kyc';
import { uploadImage } from '@mall/api-client/platform';
import { DEFAULT_UPLOAD_LIMIT, UPLOAD_LIMITS } from '@mall/contract/platform';
import { useToast } from '@mall/ui/toast-provider';
import { useApi } from '../api-context';
import { getToken } from '../utils/session';

/** The server keeps JPEG and PNG only. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

/** The visible texts of one picture field, already translated. */
export interface ImageUploadTexts {
  label: string;
  hint?: string;
  alt: string;
  upload: string;
  replace: string;
  uploading: string;
}

export interface ImageUploadProps {
  /** Upload module (`moduleName`): decides the size limit on both sides. */
  module: string;
  texts: ImageUploadTexts;
  /** The uploaded image URL, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Translated message of a failed rule. */
  error?: string;
  disabled?: boolean;
}

/** Picks a JPEG or PNG picture, checks its type and size, uploads it (`uploadimg!execute`) and shows it. */
export function ImageUpload({ module, texts, value, onChange, error, disabled = false }: ImageUploadProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const api = useApi();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const upload = useMutation({ mutationFn: (file: File) => uploadImage(api, file, module) });
  const maxBytes = UPLOAD_LIMITS[module] ?? DEFAULT_UPLOAD_LIMIT;
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) { toast.show(t('errors:UPLOAD_TYPE')); return; }
    if (file.size > maxBytes) { toast.show(t('errors:UPLOAD_TOO_LARGE')); return; }
    // A failed upload is already shown by the app's QueryClient.
    upload.mutate(file, { onSuccess: onChange });
  };
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2">{texts.label}</Typography>
      {texts.hint && <Typography variant="caption" color="text.secondary">{texts.hint}</Typography>}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', marginBlockStart: 1 }}>
        <Box
          sx={{
            width: 88, height: 88, flexShrink: 0, borderRadius: 1, border: 1, borderColor: error ? 'error.main' : 'divider', overflow: 'hidden',
            display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: 'action.hover', color: 'text.disabled',
          }}
        >
          {value
            ? <Box component="img" src={pictureSrc(value, getToken())} alt={texts.alt} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            : <ImageOutlined aria-hidden />}
        </Box>
        <input
          ref={input}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          aria-label={texts.label}
          onChange={(e) => { pick(e.target.files?.[0]); e.target.value = ''; }}
        />
        <Button variant="outlined" disabled={disabled || upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? texts.uploading : value ? texts.replace : texts.upload}
        </Button>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
