import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons shown at the inline end of the title. */
  actions?: ReactNode;
}

/** Title row of a back-office page: an h1, an optional description and actions at the inline end. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', marginBlockEnd: 3 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>{title}</Typography>
        {description && <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>{description}</Typography>}
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1 }}>{actions}</Box>}
    </Box>
  );
}
