import Typography from '@mui/material/Typography';

/** A figure's companion under it in a cell: "Fee: 1.00". */
export function Caption({ label, value }: { label: string; value: string }) {
  return <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap' }}>{label}: <bdi>{value}</bdi></Typography>;
}

/**
 * A chain address or hash: left to right, in a monospace font, broken only where the cell must
 * (they have no words to break between), with an optional label before it.
 */
export function Address({ text, label }: { text: string; label?: string }) {
  return (
    <Typography variant="caption" color="text.secondary" component="div" sx={{ maxWidth: 200 }}>
      {label && <>{label}: </>}
      <Typography component="span" variant="caption" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', color: 'text.primary' }}>{text}</Typography>
    </Typography>
  );
}
