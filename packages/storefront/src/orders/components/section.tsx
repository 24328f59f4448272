import type { ReactNode } from 'react';
import { useId } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled card of the order pages. */
export function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ padding: { xs: 1.5, md: 2.5 } }}>
      <Typography id={id} variant="subtitle1" component="h2" sx={{ fontWeight: 700, marginBlockEnd: 1.5, display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        {title}
        {aside}
      </Typography>
      {children}
    </Paper>
  );
}
