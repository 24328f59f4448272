import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useTranslation } from 'react-i18next';

export interface EmptyStateProps {
  /** Defaults to the translated "Nothing here yet". */
  message?: ReactNode;
  /** Defaults to an empty-inbox icon. */
  icon?: ReactNode;
  /** An optional call to action under the message. */
  action?: ReactNode;
}

/** Placeholder for an empty list or search result. */
export function EmptyState({ message, icon, action }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, paddingBlock: 6, paddingInline: 2, color: 'text.secondary', textAlign: 'center' }}>
      <Box aria-hidden sx={{ fontSize: 56, lineHeight: 0, color: 'divider', '& svg': { fontSize: 'inherit' } }}>
        {icon ?? <InboxOutlinedIcon />}
      </Box>
      <Typography variant="body1">{message ?? t('emptyState.noData')}</Typography>
      {action}
    </Box>
  );
}
