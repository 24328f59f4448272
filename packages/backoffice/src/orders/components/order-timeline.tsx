import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatLocalTime } from '@mall/domain/format';
import type { StaffOrder } from '../api/get-staff-order';

/** What happened to the order, oldest first (the server writes each event in the reader's language). */
export function OrderTimeline({ logs }: { logs: StaffOrder['logs'] }) {
  const { t } = useTranslation();
  if (logs.length === 0) return <Typography variant="body2" color="text.secondary">{t(`backoffice:orders.detail.noTimeline`)}</Typography>;
  return (
    <List dense disablePadding component="ol">
      {logs.map((entry) => (
        <ListItem key={entry.id} disableGutters sx={{ borderInlineStart: 2, borderColor: 'divider', paddingInlineStart: 1.5 }}>
          <ListItemText primary={entry.text} secondary={<bdi>{formatLocalTime(entry.createTime)}</bdi>} />
        </ListItem>
      ))}
    </List>
  );
}
