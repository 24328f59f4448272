import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { PlatformUser } from '@mall/api-client/staff';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { QueryState } from '@mall/ui/query-state';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { useDebouncedValue } from '@mall/backoffice/shared/use-debounced-value';
import { formatTime } from '../../../lib/format-time';
import { useDisableUser } from '../api/disable-user';
import { useEnableUser } from '../api/enable-user';
import { useUsers } from '../api/get-users';
import { SearchField } from '@mall/ui/search-field';

/** Buyer accounts with search and disable/enable. */
export function UserTable() {
  const { t, i18n } = useTranslation();
  const statusLabel = (s: string) => (i18n.exists(`admin:users.statuses.${s}`) ? t(`admin:users.statuses.${s}`) : s);
  const toast = useToast();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim());
  const users = useUsers({ pageNum, pageSize, keyword: debouncedKeyword });
  const [pending, setPending] = useState<PlatformUser | null>(null);
  const done = (key: 'disabled' | 'enabled') => () => {
    toast.show(t(`admin:users.${key}`, { name: pending?.username ?? '' }), 'success');
    setPending(null);
  };
  const disable = useDisableUser({ onSuccess: done('disabled') });
  const enable = useEnableUser({ onSuccess: done('enabled') });
  const disabling = pending?.status === 'active';

  return (
    <>
      <Box sx={{ marginBlockEnd: 2 }}>
        <SearchField label={t('admin:users.search')} placeholder={t('admin:users.searchPlaceholder')} value={keyword} onChange={(v) => { setKeyword(v); setPageNum(1); }} minWidth={320} />
      </Box>
      <QueryState isPending={users.isPending} isError={users.isError} onRetry={() => void users.refetch()}>
        <PaginatedTable
          label={t('admin:users.title')}
          columns={[
            t('admin:users.usercode'), t('admin:users.username'), t('admin:users.email'), t('admin:users.phone'),
            t('admin:users.status'), t('admin:users.createTime'), t('backoffice:common.actions'),
          ]}
          total={users.data?.pageInfo.totalElements ?? 0}
          pageNum={pageNum}
          pageSize={pageSize}
          onPage={setPageNum}
          onPageSize={(size) => { setPageSize(size); setPageNum(1); }}
          rows={(users.data?.pageList ?? []).map((u) => (
            <TableRow key={u.usercode} hover>
              <TableCell sx={{ fontFamily: 'monospace' }}>{u.usercode}</TableCell>
              <TableCell>{u.username}</TableCell>
              <TableCell>{u.email || '--'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{u.phone || '--'}</TableCell>
              <TableCell>
                <Chip size="small" color={u.status === 'active' ? 'success' : 'default'} label={statusLabel(u.status)} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{formatTime(u.createTime)}</bdi></TableCell>
              <TableCell>
                {/* A cancelled (deregistered) account can be neither disabled nor enabled. */}
                {(u.status === 'active' || u.status === 'disabled') && (
                  <Button size="small" color={u.status === 'active' ? 'error' : 'primary'} onClick={() => setPending(u)}>
                    {u.status === 'active' ? t('admin:users.disable') : t('admin:users.enable')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        />
      </QueryState>
      <ConfirmDialog
        open={pending !== null}
        title={disabling ? t('admin:users.confirmDisableTitle') : t('admin:users.confirmEnableTitle')}
        message={t(disabling ? 'admin:users.confirmDisable' : 'admin:users.confirmEnable', { name: pending?.username ?? '' })}
        destructive={disabling}
        busy={disable.isPending || enable.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          if (disabling) disable.mutate(pending.usercode); else enable.mutate(pending.usercode);
        }}
      />
    </>
  );
}
