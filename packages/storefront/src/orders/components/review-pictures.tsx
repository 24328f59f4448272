import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import type { ErrorKey } from '@mall/contract/errors';
import { REVIEW_IMAGE_MAX_BYTES, REVIEW_IMAGE_TYPES, useUploadReviewImage } from '../api/upload-review-image';
import { MAX_REVIEW_PICTURES } from '../utils/review-body';

export interface ReviewPicturesProps {
  /** Uploaded picture URLs. */
  value: readonly string[];
  onAdd: (url: string) => void;
  onRemove: (index: number) => void;
  /** Told +1 when an upload starts and -1 when it ends, so the form can wait for them. */
  onUploading: (delta: 1 | -1) => void;
  disabled?: boolean;
}

const TILE = { width: 72, height: 72, borderRadius: 1, flexShrink: 0 } as const;

/**
 * Up to 9 review pictures (docs/product-rules.md), each uploaded as soon as it is picked (`uploadimg!execute`).
 * Pictures past the ninth, counting those still uploading, are refused with a message.
 */
export function ReviewPictures({ value, onAdd, onRemove, onUploading, disabled = false }: ReviewPicturesProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadReviewImage();
  const [pending, setPending] = useState(0);
  const [error, setError] = useState<ErrorKey | null>(null);
  const used = value.length + pending;
  const pick = (files: File[]) => {
    setError(null);
    const typeOk = (f: File) => (REVIEW_IMAGE_TYPES as readonly string[]).includes(f.type);
    const fit = files.filter((f) => typeOk(f) && f.size <= REVIEW_IMAGE_MAX_BYTES);
    const room = Math.max(0, MAX_REVIEW_PICTURES - used);
    if (fit.length > room) setError('REVIEW_IMAGE_LIMIT');
    else if (files.some((f) => !typeOk(f))) setError('UPLOAD_TYPE');
    else if (fit.length < files.length) setError('UPLOAD_TOO_LARGE');
    for (const file of fit.slice(0, room)) {
      setPending((n) => n + 1);
      onUploading(1);
      // A failed upload is already shown by the app's QueryClient.
      upload.mutateAsync(file).then(onAdd, () => undefined).finally(() => { setPending((n) => n - 1); onUploading(-1); });
    }
  };
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
        {t('orders:review.pictures', { count: value.length, max: MAX_REVIEW_PICTURES })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {value.map((src, i) => (
          <Box key={`${i}-${src}`} sx={{ ...TILE, position: 'relative', overflow: 'hidden', border: 1, borderColor: 'divider' }}>
            <Box component="img" src={src} alt={t('orders:review.picture', { index: i + 1 })} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
            <IconButton
              size="small"
              aria-label={t('orders:review.removePicture', { index: i + 1 })}
              onClick={() => onRemove(i)}
              disabled={disabled}
              sx={{ position: 'absolute', insetBlockStart: 2, insetInlineEnd: 2, padding: 0.25, backgroundColor: 'background.paper', '&:hover': { backgroundColor: 'background.paper' } }}
            >
              <CloseIcon sx={{ fontSize: 14 }} />
            </IconButton>
          </Box>
        ))}
        {Array.from({ length: pending }, (_, i) => (
          <Box key={`pending-${i}`} sx={{ ...TILE, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider' }}>
            <CircularProgress size={24} aria-label={t('orders:review.uploading')} />
          </Box>
        ))}
        {used < MAX_REVIEW_PICTURES && (
          <ButtonBase
            onClick={() => input.current?.click()}
            disabled={disabled}
            aria-label={t('orders:review.addPictures')}
            sx={{ ...TILE, border: 1, borderStyle: 'dashed', borderColor: 'divider', color: 'text.secondary', '&:hover': { borderColor: 'primary.main', color: 'primary.main' } }}
          >
            <AddPhotoAlternateOutlined />
          </ButtonBase>
        )}
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={REVIEW_IMAGE_TYPES.join(',')}
          aria-label={t('orders:review.addPictures')}
          disabled={disabled}
          onChange={(e) => { pick(Array.from(e.target.files ?? [])); e.target.value = ''; }}
        />
      </Box>
      {error && <FormHelperText error>{t(`errors:${error}`)}</FormHelperText>}
    </Box>
  );
}
