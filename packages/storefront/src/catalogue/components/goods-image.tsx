import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';

export interface GoodsImageProps {
  src: string;
  alt: string;
  /** Width over height; defaults to a square. */
  ratio?: number;
  sx?: SxProps<Theme>;
  /** Loads at once (the main image of a page) instead of when scrolled near. */
  eager?: boolean;
}

/** A product or store image in a fixed frame; a missing or broken image shows a neutral placeholder. */
export function GoodsImage({ src, alt, ratio = 1, sx, eager = false }: GoodsImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = Boolean(src) && failed !== src;
  return (
    <Box sx={[{ position: 'relative', aspectRatio: String(ratio), width: '100%', overflow: 'hidden', backgroundColor: 'action.hover' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {usable ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          onError={() => setFailed(src)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Box role="img" aria-label={alt} sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.disabled' }}>
          <ImageOutlinedIcon sx={{ fontSize: 48 }} />
        </Box>
      )}
    </Box>
  );
}
