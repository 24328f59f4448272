import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Keeps an element for screen readers but out of sight: a 1 px clipped box. Sizes are strings on
 * purpose: in `sx`, MUI reads the number 1 as 100 %, which made a hidden heading as wide as its
 * container and pushed pages sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const satisfies SxProps<Theme>;
