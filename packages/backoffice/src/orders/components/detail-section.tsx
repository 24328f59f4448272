import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled card of the order detail page. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ padding: 2 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1.5 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

/** Label and value pairs, one a line; a row whose value is null is left out. */
export function Facts({ rows }: { rows: readonly (readonly [label: string, value: ReactNode, strong?: boolean] | null)[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, margin: 0 }}>
      {rows.filter((r) => r !== null).map(([label, value, strong]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ margin: 0, textAlign: 'end', overflowWrap: 'anywhere', fontWeight: strong ? 600 : undefined }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
