import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { GoodsImage } from './goods-image';

export interface ProductGalleryProps {
  name: string;
  images: readonly string[];
  /** The chosen variant's image: shown until a thumbnail is picked. */
  variantImage?: string;
  /** Thumbnails under the main image (desktop) or a swipeable strip only (mobile). */
  thumbnails?: boolean;
}

/** The product's images: a large one and thumbnails to switch; a chosen variant shows its own image. */
export function ProductGallery({ name, images, variantImage = '', thumbnails = true }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number | null>(null);
  // A newly chosen variant takes over the main image.
  useEffect(() => { setPicked(null); }, [variantImage]);
  const main = picked != null ? images[picked] : variantImage || images[0] || '';
  const current = picked ?? (variantImage ? -1 : 0);
  return (
    <Box component="section" aria-label={t('catalogue:product.gallery')}>
      <GoodsImage src={main} alt={name} eager sx={{ borderRadius: 2 }} />
      {thumbnails && images.length > 1 && (
        <Box sx={{ display: 'flex', gap: 1, marginBlockStart: 1, overflowX: 'auto', paddingBlockEnd: 0.5 }}>
          {images.map((src, i) => (
            <Box
              key={`${i}-${src}`}
              component="button"
              type="button"
              aria-label={t('catalogue:product.image', { index: i + 1 })}
              aria-pressed={current === i}
              onClick={() => setPicked(i)}
              onMouseEnter={() => setPicked(i)}
              sx={{
                flex: '0 0 64px', padding: 0, border: 2, borderRadius: 1, overflow: 'hidden', cursor: 'pointer', backgroundColor: 'transparent',
                borderColor: current === i ? 'primary.main' : 'divider',
              }}
            >
              <GoodsImage src={src} alt="" />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
