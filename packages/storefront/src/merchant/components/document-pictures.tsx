import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Close from '@mui/icons-material/Close';
import { MERCHANT_MAX_DOCUMENTS } from '@mall/contract/merchant';
import { ImageUpload } from '../../shared/components/image-upload';

/** Upload module of the document pictures (private to the applicant and reviewing staff). */
const DOCUMENT_MODULE = 'merchant';

export interface DocumentPicturesProps {
  value: string[];
  onChange: (urls: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/** The application's document pictures: thumbnails with a remove control, and an upload for the next one (at most six). */
export function DocumentPictures({ value, onChange, error, disabled }: DocumentPicturesProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      {value.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          {value.map((url, i) => (
            <Box key={url} sx={{ position: 'relative', width: 88, height: 88, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              <Box component="img" src={url} alt={t('merchant:form.documentAlt', { n: i + 1 })} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              <IconButton
                size="small" aria-label={t('merchant:form.remove', { n: i + 1 })} disabled={disabled}
                onClick={() => onChange(value.filter((u) => u !== url))}
                sx={{ position: 'absolute', insetBlockStart: 2, insetInlineEnd: 2, bgcolor: 'background.paper' }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Stack>
      )}
      {value.length < MERCHANT_MAX_DOCUMENTS && (
        <ImageUpload
          module={DOCUMENT_MODULE} value="" disabled={disabled}
          onChange={(url) => onChange(value.includes(url) ? value : [...value, url])}
          texts={{
            label: t('merchant:form.documents'), hint: t('merchant:form.documentsHint', { max: MERCHANT_MAX_DOCUMENTS }), alt: t('merchant:form.documents'),
            upload: t('merchant:form.upload'), replace: t('merchant:form.upload'), uploading: t('merchant:form.uploading'),
          }}
        />
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}
