import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { downloadUrlQuery, sysparaQuery } from '@mall/api-client/platform';
import { useApi } from '@mall/storefront/shared/api-context';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { AppDownloadCard } from '../../../features/app-download/components/app-download-card';
import { absoluteUrl } from '../../../features/app-download/utils/absolute-url';

/** /userInfo/download: the buyer and seller apps, each with a QR code made in the browser. */
export function Component() {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const api = useApi();
  usePageTitle(t('catalogue:download.title'));
  const buyer = useQuery({ ...downloadUrlQuery(api), meta: { silent: true } });
  const buyerSyspara = useQuery({ ...sysparaQuery(api, 'app_download_url'), meta: { silent: true } });
  const seller = useQuery({ ...sysparaQuery(api, 'seller_app_download_url'), meta: { silent: true } });
  const origin = window.location.origin;
  const buyerUrl = absoluteUrl(buyer.data || buyerSyspara.data || '', origin);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('catalogue:download.title')}</Typography>
      <Typography color="text.secondary">{t('catalogue:download.lead', { brandName: brand.name })}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 2 }}>
        <AppDownloadCard name={t('catalogue:download.buyer')} url={buyerUrl} loading={buyer.isPending && buyerSyspara.isPending} />
        <AppDownloadCard name={t('catalogue:download.seller')} url={absoluteUrl(seller.data ?? '', origin)} loading={seller.isPending} />
      </Box>
    </Stack>
  );
}
