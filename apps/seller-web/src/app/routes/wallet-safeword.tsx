import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { SafewordEditor } from '../../features/wallet/components/safeword-form';
import { paths } from '../../config/paths';

export default function WalletSafewordRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('seller:wallet.safeword.title')}
        description={t('seller:wallet.safeword.description')}
        actions={<Button component={Link} to={paths.wallet.getHref()}>{t('seller:wallet.back')}</Button>}
      />
      <SafewordEditor />
    </>
  );
}
