import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { formatLocalTime } from '@mall/domain/format';
import { paths } from '../../../config/paths';
import { useNotices, useReadNotices } from '../api/notices';

/**
 * The seller's notices in the top bar: a bell with the unread count; its menu lists the newest
 * (paid orders, shipment reminders, refund requests), and choosing one marks it read and opens the order.
 */
export function NoticeBell() {
  const { t } = useTranslation('seller');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notices = useNotices();
  const read = useReadNotices();
  const unread = notices.data?.unread ?? 0;
  const list = notices.data?.pageList ?? [];

  return (
    <>
      <IconButton color="inherit" aria-label={t('notices.open', { count: unread })} onClick={(e) => setAnchor(e.currentTarget)}>
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 360, maxWidth: '100%' } } }}>
        <Typography variant="subtitle2" sx={{ paddingX: 2, paddingY: 1 }}>{t('notices.title')}</Typography>
        <Divider />
        {list.length === 0 && <MenuItem disabled>{t('notices.empty')}</MenuItem>}
        {list.map((n) => (
          <MenuItem
            key={n.id}
            selected={n.read === 0}
            onClick={() => {
              setAnchor(null);
              if (n.read === 0) read.mutate(n.id);
              navigate(paths.orderDetail.getHref(n.orderId));
            }}
          >
            <ListItemText
              primary={t(`notices.kinds.${n.kind}`, { orderNo: n.orderNo })}
              secondary={<bdi>{formatLocalTime(n.createTime)}</bdi>}
              slotProps={{ primary: { sx: { whiteSpace: 'normal', fontWeight: n.read === 0 ? 600 : 400 } } }}
            />
          </MenuItem>
        ))}
        {unread > 0 && <Divider />}
        {unread > 0 && (
          <Button sx={{ marginX: 1 }} onClick={() => read.mutate(undefined)} disabled={read.isPending}>{t('notices.readAll')}</Button>
        )}
      </Menu>
    </>
  );
}
