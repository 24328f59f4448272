import Typography from '@mui/material/Typography';
import { formatTime } from '../../../lib/format-time';

/** The order number and when it was created, first cell of a review row. */
export function OrderCell({ orderNo, createTime }: { orderNo: string; createTime: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}><bdi>{orderNo}</bdi></Typography>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}><bdi>{formatTime(createTime)}</bdi></Typography>
    </>
  );
}
