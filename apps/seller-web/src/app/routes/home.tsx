import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { useMe } from '../../features/auth/api/get-me';
import { useStore } from '../../features/store/api/get-store';
import { StoreStatusChip } from '../../features/store/components/store-status-chip';
import { navItems } from '../layout/navigation';

export default function HomeRoute() {
  const { t } = useTranslation();
  const me = useMe();
  const store = useStore();
  if (!me.data) return null;
  const status = store.data?.status;
  const sections = navItems.filter((i) => i.id !== 'home');
  return (
    <>
      <PageHeader title={t('backoffice:home.welcome', { name: me.data.name })} description={t('seller:home.intro')} />
      <Paper variant="outlined" sx={{ padding: 3, marginBlockEnd: 3, display: 'flex', gap: 2, alignItems: 'center', borderInlineStart: (theme) => `4px solid ${theme.palette.primary.main}` }}>
        <StorefrontOutlined color="primary" sx={{ fontSize: 40 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">{t('seller:home.yourStore')}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>{me.data.storeName}</Typography>
            {status && <StoreStatusChip status={status} />}
          </Box>
          <Typography variant="body2" color="text.secondary">{t('seller:home.account', { email: me.data.email })}</Typography>
        </Box>
      </Paper>
      {status && status !== 'active' && (
        <Alert severity={status === 'pending' ? 'info' : 'error'} sx={{ marginBlockEnd: 3 }}>{t(`seller:store.statusHint.${status}`)}</Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {sections.map((s) => (
          <Card key={s.id} variant="outlined">
            <CardActionArea component={Link} to={s.href} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t(`seller:${s.labelKey}`)}</Typography>
                <Typography variant="body2" color="text.secondary">{t(`seller:sections.${s.id}`)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </>
  );
}
