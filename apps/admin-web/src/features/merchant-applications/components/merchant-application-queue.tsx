import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { merchantStatuses, type AdminMerchantApplication, type MerchantStatus } from '@mall/api-client/merchant';
import { ImagePreview } from '@mall/backoffice/shared/image-preview';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { TextPromptDialog } from '@mall/backoffice/shared/text-prompt-dialog';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { useDecideMerchantApplication } from '../api/decide-merchant-application';
import { useMerchantApplications } from '../api/get-merchant-applications';

const COLOR = { pending: 'info', more_docs: 'warning', approved: 'success', rejected: 'default' } as const;

/** The applications to open a store: documents, approve, reject or ask for more documents (both with a reason the applicant reads). */
export function MerchantApplicationQueue() {
  const { t } = useTranslation();
  const toast = useToast();
  const [status, setStatus] = useState<MerchantStatus | ''>('pending');
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const list = useMerchantApplications({ pageNum, pageSize, status });
  const [approving, setApproving] = useState<AdminMerchantApplication | null>(null);
  const [prompt, setPrompt] = useState<{ kind: 'reject' | 'requestDocuments'; app: AdminMerchantApplication } | null>(null);
  const decide = useDecideMerchantApplication({
    onSuccess: (d) => {
      toast.show(d.kind === 'approve' ? t('merchant:queue.approved') : t('merchant:queue.decided'), 'success');
      setApproving(null);
      setPrompt(null);
    },
  });

  return (
    <Stack spacing={2}>
      <TextField
        select size="small" label={t('merchant:queue.status')} value={status} sx={{ maxWidth: 260 }}
        onChange={(e) => { setStatus(e.target.value as MerchantStatus | ''); setPageNum(1); }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('merchant:queue.all')}</MenuItem>
        {merchantStatuses.map((s) => <MenuItem key={s} value={s}>{t(`merchant:status.${s}`)}</MenuItem>)}
      </TextField>
      <QueryData query={list}>
        {(page) => (
          <PaginatedTable
            label={t('merchant:queue.title')}
            columns={[
              t('merchant:queue.store'), t('merchant:queue.contact'), t('merchant:queue.documents'), t('merchant:queue.status'), t('backoffice:common.actions'),
            ]}
            rows={page.pageList.map((a) => (
              <TableRow key={a.id} data-testid="merchant-application-row">
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{a.storeName}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">{a.category} · {a.country}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">{t('merchant:queue.applicant')}: {a.applicant}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p">{t('merchant:queue.created')}: {a.createTime}</Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2" dir="ltr" sx={{ textAlign: 'start', overflowWrap: 'anywhere' }}>{a.email}</Typography>
                  <Typography variant="caption" color="text.secondary" component="p" dir="ltr" sx={{ textAlign: 'start' }}>{a.phone}</Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="caption" color="text.secondary" component="p">{t(`merchant:form.docKinds.${a.docKind}`)}</Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {a.documents.map((src, i) => {
                      const alt = t('merchant:form.documentAlt', { n: i + 1 });
                      return <ImagePreview key={src} src={src} alt={alt} enlargeLabel={alt} />;
                    })}
                  </Stack>
                </TableCell>
                <TableCell>
                  <Chip size="small" color={COLOR[a.status]} label={t(`merchant:status.${a.status}`)} />
                  {a.reason && <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>{a.reason}</Typography>}
                  {a.decidedBy && <Typography variant="caption" color="text.secondary" component="p">{t('merchant:queue.decidedBy', { name: a.decidedBy })}</Typography>}
                </TableCell>
                <TableCell>
                  {a.status === 'pending' && (
                    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Button size="small" variant="contained" onClick={() => setApproving(a)}>{t('merchant:queue.approve')}</Button>
                      <Button size="small" onClick={() => setPrompt({ kind: 'requestDocuments', app: a })}>{t('merchant:queue.requestDocuments')}</Button>
                      <Button size="small" color="error" onClick={() => setPrompt({ kind: 'reject', app: a })}>{t('merchant:queue.reject')}</Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
            total={page.pageInfo.totalElements}
            pageNum={pageNum}
            pageSize={pageSize}
            onPage={setPageNum}
            onPageSize={(s) => { setPageSize(s); setPageNum(1); }}
          />
        )}
      </QueryData>
      <ConfirmDialog
        open={approving !== null}
        title={t('merchant:queue.approve')}
        message={approving ? `${approving.storeName} · ${approving.email}` : ''}
        confirmLabel={t('merchant:queue.approve')}
        busy={decide.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && decide.mutate({ kind: 'approve', id: approving.id })}
      />
      {prompt && (
        <TextPromptDialog
          title={t(`merchant:queue.${prompt.kind}`)}
          message={`${prompt.app.storeName} · ${prompt.app.email}`}
          label={t('merchant:queue.reason')}
          requiredMessage={t('errors:REASON_REQUIRED')}
          confirmLabel={t('merchant:queue.confirm')}
          multiline
          maxLength={500}
          destructive={prompt.kind === 'reject'}
          busy={decide.isPending}
          onCancel={() => setPrompt(null)}
          onSubmit={(reason) => decide.mutate({ kind: prompt.kind, id: prompt.app.id, reason })}
        />
      )}
    </Stack>
  );
}
