import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { WalletSettingsEditor } from '../../features/wallet-settings/components/wallet-settings-form';

export default function WalletSettingsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:walletSettings.title')} description={t('admin:walletSettings.intro')} />
      <WalletSettingsEditor />
    </>
  );
}
