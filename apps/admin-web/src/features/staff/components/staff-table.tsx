import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { formatTime } from '../../../lib/format-time';
import { useStaff } from '../api/get-staff';

/** Admin accounts and their roles. */
export function StaffTable() {
  const { t, i18n } = useTranslation();
  const roleLabel = (r: string) => (i18n.exists(`admin:roles.${r}`) ? t(`admin:roles.${r}`) : r);
  const staff = useStaff();
  return (
    <QueryState isPending={staff.isPending} isError={staff.isError} onRetry={() => void staff.refetch()}>
      {staff.data?.length === 0 ? <EmptyState /> : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('admin:staff.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin:staff.name')}</TableCell>
                <TableCell>{t('admin:staff.email')}</TableCell>
                <TableCell>{t('admin:staff.roles')}</TableCell>
                <TableCell>{t('admin:staff.createTime')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {staff.data?.map((m) => (
                <TableRow key={m.id} hover>
                  <TableCell sx={{ fontWeight: 600 }}>{m.name}</TableCell>
                  <TableCell>{m.email}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                      {m.roles.map((r) => <Chip key={r} size="small" variant="outlined" label={roleLabel(r)} />)}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{formatTime(m.createTime)}</bdi></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </QueryState>
  );
}
