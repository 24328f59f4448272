import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { Syspara } from '@mall/api-client/staff';
import { EmptyState } from '@mall/ui/empty-state';
import { useToast } from '@mall/ui/toast-provider';
import { QueryState } from '@mall/ui/query-state';
import { formatTime } from '../../../lib/format-time';
import { useSystemParameters } from '../api/get-system-parameters';
import { useUpdateSystemParameter } from '../api/update-system-parameter';

/** The system parameters, each value editable in place. */
export function SystemParameterTable() {
  const { t } = useTranslation();
  const list = useSystemParameters();
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <QueryState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
      {list.data?.length === 0 ? <EmptyState /> : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('admin:systemParameters.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('admin:systemParameters.code')}</TableCell>
                <TableCell sx={{ minWidth: 220 }}>{t('admin:systemParameters.value')}</TableCell>
                <TableCell sx={{ minWidth: 240 }}>{t('admin:systemParameters.description')}</TableCell>
                <TableCell>{t('admin:systemParameters.visibility')}</TableCell>
                <TableCell>{t('admin:systemParameters.updatedAt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.map((p) => (
                <ParameterRow
                  key={p.code}
                  parameter={p}
                  editing={editing === p.code}
                  onEdit={() => setEditing(p.code)}
                  onDone={() => setEditing(null)}
                />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </QueryState>
  );
}

interface ParameterRowProps {
  parameter: Syspara;
  editing: boolean;
  onEdit: () => void;
  onDone: () => void;
}

function ParameterRow({ parameter, editing, onEdit, onDone }: ParameterRowProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [draft, setDraft] = useState(parameter.value);
  const update = useUpdateSystemParameter({
    onSuccess: () => {
      toast.show(t('admin:systemParameters.saved', { code: parameter.code }), 'success');
      onDone();
    },
  });
  const startEditing = () => { setDraft(parameter.value); onEdit(); };
  const save = () => {
    if (draft === parameter.value) { onDone(); return; }
    update.mutate({ code: parameter.code, value: draft });
  };

  return (
    <TableRow data-code={parameter.code} hover>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{parameter.code}</TableCell>
      <TableCell>
        {editing ? (
          <Box
            component="form"
            onSubmit={(e) => { e.preventDefault(); save(); }}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <TextField
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => { if (e.key === 'Escape') onDone(); }}
              size="small"
              fullWidth
              autoFocus
              disabled={update.isPending}
              slotProps={{ htmlInput: { 'aria-label': t('admin:systemParameters.valueOf', { code: parameter.code }) } }}
            />
            <Tooltip title={t('backoffice:common.save')}>
              <IconButton type="submit" color="primary" disabled={update.isPending} aria-label={t('backoffice:common.save')}>
                <CheckIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('backoffice:common.cancel')}>
              <IconButton onClick={onDone} disabled={update.isPending} aria-label={t('backoffice:common.cancel')}>
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" sx={{ flex: 1, wordBreak: 'break-all' }}>
              {parameter.value === '' ? '—' : parameter.value}
            </Typography>
            <Tooltip title={t('admin:systemParameters.edit', { code: parameter.code })}>
              <IconButton size="small" onClick={startEditing} aria-label={t('admin:systemParameters.edit', { code: parameter.code })}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        )}
      </TableCell>
      {/* The server stores an English description; a parameter this release knows is described in the reader's language. */}
      <TableCell>{t(`admin:systemParameters.descriptions.${parameter.code}`, { defaultValue: parameter.description })}</TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={parameter.isPublic ? 'primary' : 'default'}
          label={parameter.isPublic ? t('admin:systemParameters.public') : t('admin:systemParameters.private')}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{formatTime(parameter.updatedAt)}</bdi></TableCell>
    </TableRow>
  );
}
