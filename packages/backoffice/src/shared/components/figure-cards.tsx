import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface FigureCard {
  key: string;
  label: string;
  value: string;
  /** A second figure under the first (the period's, when the first is today's). */
  detail?: string;
}

/** Headline figures as a description list of cards. */
export function FigureCards({ cards, label }: { cards: readonly FigureCard[]; label?: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', margin: 0, marginBlockEnd: 3 }}>
      {cards.map((c) => (
        <Paper key={c.key} variant="outlined" sx={{ padding: 2, borderInlineStart: (theme) => `4px solid ${theme.palette.primary.main}` }}>
          <Typography component="dt" variant="body2" color="text.secondary">{c.label}</Typography>
          <Typography component="dd" variant="h5" sx={{ margin: 0, fontWeight: 600 }}>{c.value}</Typography>
          {c.detail && <Typography component="dd" variant="body2" color="text.secondary" sx={{ margin: 0 }}>{c.detail}</Typography>}
        </Paper>
      ))}
    </Box>
  );
}
