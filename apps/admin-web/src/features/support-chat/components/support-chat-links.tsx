import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';

const LINKS = [
  ['conversations', paths.supportChat.getHref()],
  ['filter', paths.supportChatFilter.getHref()],
  ['stats', paths.supportChatStats.getHref()],
] as const;

/** The customer-service pages: conversations, the content filter and the agents' statistics. */
export function SupportChatLinks({ current }: { current: (typeof LINKS)[number][0] }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} component="nav" aria-label={t('admin:supportChat.title')} sx={{ flexWrap: 'wrap' }}>
      {LINKS.filter(([id]) => id !== current).map(([id, href]) => (
        <Button key={id} component={Link} to={href} variant="outlined" size="small">{t(`admin:supportChat.links.${id}`)}</Button>
      ))}
    </Stack>
  );
}
