import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { Warehouse } from '@mall/api-client/catalogue-staff';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
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
      <QueryState isPending={warehouses.isPending} isError={warehouses.isError} onRetry={() => void warehouses.refetch()}>
        {warehouses.data?.length === 0 ? <EmptyState message={t('admin:warehouses.empty')} /> : (
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('admin:warehouses.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('admin:warehouses.fields.name')}</TableCell>
                  <TableCell>{t('admin:warehouses.fields.address')}</TableCell>
                  <TableCell>{t('backoffice:common.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {warehouses.data?.map((w) => (
                  <TableRow key={w.id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{w.name}</TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-line' }}>{w.address || '--'}</TableCell>
                    <TableCell>
                      <Button size="small" onClick={() => setEditing({ warehouse: w })} aria-label={t('admin:common.editNamed', { name: w.name })}>{t('backoffice:common.edit')}</Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryState>
      {editing && <WarehouseDialog warehouse={editing.warehouse} onClose={() => setEditing(null)} />}
    </>
  );
}
