import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Facts, type Fact } from './facts';

export interface RecordCardProps {
  title: string;
  /** The order number, under the title. */
  subtitle?: string;
  /** A state chip or a signed amount, at the end of the header. */
  aside?: ReactNode;
  facts: readonly Fact[];
}

/** One wallet record as a card: type and order number, its state, then every field. */
export function RecordCard({ title, subtitle, aside, facts }: RecordCardProps) {
  return (
    <Paper component="li" variant="outlined" aria-label={subtitle ? `${title} ${subtitle}` : title} sx={{ padding: { xs: 1.5, md: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', marginBlockEnd: 1.5 }}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3">{title}</Typography>
          {subtitle && <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere', textAlign: 'start' }}>{subtitle}</Typography>}
        </Stack>
        {aside}
      </Stack>
      <Facts items={facts} />
    </Paper>
  );
}
