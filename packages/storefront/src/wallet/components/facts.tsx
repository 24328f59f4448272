import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface Fact {
  label: string;
  value: ReactNode;
  /** Addresses, hashes and numbers read left to right in every language. */
  ltr?: boolean;
  /** Takes a whole row (long addresses). */
  wide?: boolean;
}

type Columns = { xs: number; sm?: number; md?: number };

/** Label and value pairs as a description list: two per row on phones, more on wide screens. */
export function Facts({ items, columns = { xs: 2, md: 4 } }: { items: readonly Fact[]; columns?: Columns }) {
  const grid = Object.fromEntries(Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: grid, columnGap: 2, rowGap: 1.5, margin: 0 }}>
      {items.map((f) => (
        <Box key={f.label} sx={{ minWidth: 0, gridColumn: f.wide ? '1 / -1' : undefined }}>
          <Typography component="dt" variant="caption" color="text.secondary">{f.label}</Typography>
          <Typography component="dd" variant="body2" dir={f.ltr ? 'ltr' : undefined} sx={{ margin: 0, overflowWrap: 'anywhere', textAlign: 'start' }}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
