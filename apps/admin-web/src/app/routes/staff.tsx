import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { CreateStaffDialog } from '../../features/staff/components/create-staff-dialog';
import { StaffTable } from '../../features/staff/components/staff-table';

export default function StaffRoute() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={t('admin:staff.title')}
        description={t('admin:staff.intro')}
        actions={<Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{t('admin:staff.create')}</Button>}
      />
      <StaffTable />
      <CreateStaffDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}
