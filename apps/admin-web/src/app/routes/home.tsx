import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { useMe } from '../../features/auth/api/get-me';
import { PlatformOverview } from '../../features/overview/components/platform-overview';
import { canDo, visibleNavItems } from '../layout/navigation';

export default function HomeRoute() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) return null;
  const pages = visibleNavItems(me.data.roles).filter((i) => i.id !== 'home');
  return (
    <>
      <PageHeader title={t('backoffice:home.welcome', { name: me.data.name })} description={t('admin:home.intro')} />
      <Stack direction="row" spacing={1} sx={{ marginBlockEnd: 3, flexWrap: 'wrap' }} aria-label={t('admin:home.yourRoles')}>
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>{t('admin:home.yourRoles')}</Typography>
        {me.data.roles.map((role) => <Chip key={role} label={t(`admin:roles.${role}`)} color="secondary" size="small" />)}
      </Stack>
      {canDo('platformOverview', me.data.roles) && <PlatformOverview />}
      {pages.length === 0 ? (
        <Typography color="text.secondary">{t('admin:home.noPages')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {pages.map((page) => (
            <Card key={page.id} variant="outlined">
              <CardActionArea component={Link} to={page.href} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>{t(`admin:${page.labelKey}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">{t(`admin:home.pages.${page.id}`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </>
  );
}
