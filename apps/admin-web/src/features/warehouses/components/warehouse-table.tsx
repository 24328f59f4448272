import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@mall/backoffice/shared/list-table';
import type { Warehouse } from '@mall/api-client/catalogue-staff';
import { useWarehouses } from '../api/get-warehouses';
import { WarehouseDialog } from './warehouse-dialog';

/** The warehouses that hold platform stock, with create and edit. */
export function WarehouseTable() {
  const { t } = useTranslation();
  const warehouses = useWarehouses();
  const [editing, setEditing] = useState<{ warehouse?: Warehouse } | null>(null);
  return (
    <>
      <Box sx={{ marginBlockEnd: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>{t('admin:warehouses.create')}</Button>
      </Box>
      <ListTable
        query={warehouses}
        label={t('admin:warehouses.title')}
        emptyMessage={t('admin:warehouses.empty')}
        columns={[
          t('admin:warehouses.fields.name'),
          t('admin:warehouses.fields.address'),
          t('backoffice:common.actions'),
        ]}
        rows={warehouses.data?.map((w) => (
          <TableRow key={w.id} hover>
            <TableCell sx={{ fontWeight: 600 }}>{w.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>{w.address || '--'}</TableCell>
            <TableCell>
              <Button size="small" onClick={() => setEditing({ warehouse: w })} aria-label={t('admin:common.editNamed', { name: w.name })}>{t('backoffice:common.edit')}</Button>
            </TableCell>
          </TableRow>
        ))}
      />
      {editing && <WarehouseDialog warehouse={editing.warehouse} onClose={() => setEditing(null)} />}
    </>
  );
}
