import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useOpenChat } from '@mall/storefront/chat/open-chat';

/** /info/online-service: the info page of the online service; it opens the chat dialog. */
export function Component() {
  const { t } = useTranslation();
  const openChat = useOpenChat();
  usePageTitle(t('chat:title'));
  useEffect(() => { openChat(); }, [openChat]);
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 5 }}>
      <Paper variant="outlined" component="article" sx={{ padding: { xs: 3, md: 5 } }}>
        <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 2 }}>{t('chat:title')}</Typography>
        <Typography sx={{ marginBlockEnd: 3 }}>{t('chat:onlineService.intro')}</Typography>
        <Button variant="contained" startIcon={<SupportAgentOutlined />} onClick={() => openChat()}>{t('chat:onlineService.open')}</Button>
      </Paper>
    </Container>
  );
}
