import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { CreateSellerDialog } from '../../features/sellers/components/create-seller-dialog';
import { SellerTable } from '../../features/sellers/components/seller-table';
import { useMe } from '../../features/auth/api/get-me';
import { canDo } from '../layout/navigation';

export default function SellersRoute() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const me = useMe();
  const mayCreate = canDo('createSeller', me.data?.roles ?? []);
  return (
    <>
      <PageHeader
        title={t('admin:sellers.title')}
        description={t('admin:sellers.intro')}
        actions={mayCreate && <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{t('admin:sellers.create')}</Button>}
      />
      <SellerTable />
      <CreateSellerDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
