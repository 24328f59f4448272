import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format-time';

/** Who decided a recharge or withdrawal, and when: decided rows show this instead of actions. */
export function ReviewResult({ reviewer, reviewTime }: { reviewer: string; reviewTime: string }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2">{t('admin:walletReview.reviewedBy', { name: reviewer || '--' })}</Typography>
      <Typography variant="caption" color="text.secondary"><bdi>{formatTime(reviewTime)}</bdi></Typography>
    </Box>
  );
}
