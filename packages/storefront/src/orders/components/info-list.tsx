import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Numbers, codes and amounts read left to right in every language. */
  ltr?: boolean;
  /** Draws the row as the sum under the others. */
  strong?: boolean;
}

/** Label and value rows as a description list, values at the end of the line. */
export function InfoList({ items, testId }: { items: readonly InfoItem[]; testId?: string }) {
  return (
    <Box component="dl" data-testid={testId} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 1, margin: 0 }}>
      {items.map((f) => (
        <Box key={f.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={f.strong ? { fontWeight: 700, color: 'text.primary' } : undefined}>{f.label}</Typography>
          <Typography
            component="dd"
            variant={f.strong ? 'subtitle1' : 'body2'}
            sx={{ margin: 0, textAlign: 'end', overflowWrap: 'anywhere', ...(f.strong ? { fontWeight: 700, color: 'primary.main' } : {}) }}
          >
            {f.ltr ? <bdi>{f.value}</bdi> : f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
