import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { useToast } from '@mall/ui/toast-provider';
import { PROOF_MAX_BYTES, PROOF_TYPES, useUploadProof } from '../api/upload-proof';

export interface ProofUploadProps {
  /** The uploaded image URL, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Translated message of a failed rule. */
  error?: string;
  disabled?: boolean;
}

/** Picks a JPEG or PNG payment proof, uploads it (`uploadimg!execute`) and shows it. */
export function ProofUpload({ value, onChange, error, disabled = false }: ProofUploadProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const upload = useUploadProof();
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!(PROOF_TYPES as readonly string[]).includes(file.type)) { toast.show(t('errors:UPLOAD_TYPE')); return; }
    if (file.size > PROOF_MAX_BYTES) { toast.show(t('errors:UPLOAD_TOO_LARGE')); return; }
    // A failed upload is already shown by the app's QueryClient.
    upload.mutate(file, { onSuccess: onChange });
  };
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2">{t('wallet:recharge.proof')}</Typography>
      <Typography variant="caption" color="text.secondary">{t('wallet:recharge.proofHint')}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', marginBlockStart: 1 }}>
        <Box
          sx={{
            width: 88, height: 88, flexShrink: 0, borderRadius: 1, border: 1, borderColor: error ? 'error.main' : 'divider', overflow: 'hidden',
            display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: 'action.hover', color: 'text.disabled',
          }}
        >
          {value
            ? <Box component="img" src={value} alt={t('wallet:recharge.proofAlt')} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            : <ImageOutlined aria-hidden />}
        </Box>
        <input
          ref={input}
          type="file"
          accept={PROOF_TYPES.join(',')}
          hidden
          aria-label={t('wallet:recharge.proof')}
          onChange={(e) => { pick(e.target.files?.[0]); e.target.value = ''; }}
        />
        <Button variant="outlined" disabled={disabled || upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? t('wallet:recharge.uploading') : value ? t('wallet:recharge.replaceProof') : t('wallet:recharge.uploadProof')}
        </Button>
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
