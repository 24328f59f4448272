import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { merchantStatuses, type AdminMerchantApplication, type MerchantStatus } from '@mall/api-client/merchant';
import { ImagePreview } from '@mall/backoffice/shared/image-preview';
import { PagedQueryTable } from '@mall/backoffice/shared/paged-query-table';
import { SelectFilter } from '@mall/backoffice/shared/select-filter';
import { TextPromptDialog } from '@mall/backoffice/shared/text-prompt-dialog';
import { usePaging } from '@mall/backoffice/shared/use-paging';
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
  const paging = usePaging(10);
  const list = useMerchantApplications({ pageNum: paging.pageNum, pageSize: paging.pageSize, status });
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
      <SelectFilter
        label={t('merchant:queue.status')} allLabel={t('merchant:queue.all')} sx={{ maxWidth: 260 }}
        value={status}
        onChange={paging.resetting(setStatus)}
        options={merchantStatuses.map((s) => ({ value: s, label: t(`merchant:status.${s}`) }))}
      />
      <PagedQueryTable
        query={list}
        paging={paging}
        label={t('merchant:queue.title')}
        columns={[
          t('merchant:queue.store'), t('merchant:queue.contact'), t('merchant:queue.documents'), t('merchant:queue.status'), t('backoffice:common.actions'),
        ]}
        row={(a) => (
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
        )}
      />
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
