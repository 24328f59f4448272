import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminKyc } from '@mall/api-client/kyc-staff';
import { KYC_DOCUMENT_TYPES } from '@mall/contract/kyc';
import { ImagePreview } from '@mall/backoffice/shared/image-preview';
import { PagedQueryTable } from '@mall/backoffice/shared/paged-query-table';
import { SelectFilter } from '@mall/backoffice/shared/select-filter';
import { TextPromptDialog } from '@mall/backoffice/shared/text-prompt-dialog';
import { usePagedSearch } from '@mall/backoffice/shared/use-paging';
import { SearchField } from '@mall/ui/search-field';
import { useToast } from '@mall/ui/toast-provider';
import { useKycDecision, useKycQueue } from '../api/kyc-queue';

const STATES = ['0', '1', '2', '3'] as const;
const LEVELS = ['basic', 'advanced'] as const;
const COLOURS = { 0: 'info', 1: 'warning', 2: 'success', 3: 'error' } as const;

/** The pictures of one application (document sides, or the address proof), each opening full size. */
function Pictures({ row }: { row: AdminKyc }) {
  const { t } = useTranslation();
  const pictures = row.level === 'advanced'
    ? [['addressImg', t('kyc:form.addressProof')]] as const
    : [['idimg_1', t('kyc:form.front')], ['idimg_2', t('kyc:form.back')], ['idimg_3', t('kyc:form.hand')]] as const;
  return (
    <Stack direction="row" spacing={0.5}>
      {pictures.map(([field, label]) => {
        const alt = `${label}: ${row.name}`;
        return <ImagePreview key={field} src={row[field]} alt={alt} enlargeLabel={alt} />;
      })}
    </Stack>
  );
}

/** The review queue: by state and level, search by name, document number or account; take, approve, reject with a reason. */
export function KycQueue() {
  const { t } = useTranslation();
  const toast = useToast();
  const [status, setStatus] = useState('0');
  const [level, setLevel] = useState('');
  const { paging, search, query } = usePagedSearch(10);
  const queue = useKycQueue({ ...query, status, level });
  const [rejecting, setRejecting] = useState<AdminKyc | null>(null);
  const decide = useKycDecision({
    onSuccess: (action) => {
      toast.show(t(action === 'review' ? 'kyc:admin.reviewed' : action === 'approve' ? 'kyc:admin.approved' : 'kyc:admin.rejected'), 'success');
      setRejecting(null);
    },
  });
  const docType = (v: string) => {
    const known = KYC_DOCUMENT_TYPES.find((d) => d === v);
    return known ? t(`kyc:types.${known}`) : v;
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SearchField label={t('kyc:admin.keyword')} placeholder={t('kyc:admin.keyword')} {...search} />
        <SelectFilter
          label={t('kyc:admin.status')} allLabel={t('kyc:admin.all')} sx={{ minWidth: 180 }}
          value={status} onChange={paging.resetting(setStatus)}
          options={STATES.map((s) => ({ value: s, label: t(`kyc:status.${s}`) }))}
        />
        <SelectFilter
          label={t('kyc:admin.level')} allLabel={t('kyc:admin.all')} sx={{ minWidth: 160 }}
          value={level} onChange={paging.resetting(setLevel)}
          options={LEVELS.map((l) => ({ value: l, label: t(`kyc:admin.levels.${l}`) }))}
        />
      </Stack>
      <PagedQueryTable
        query={queue}
        paging={paging}
        label={t('kyc:admin.title')}
        columns={[t('kyc:admin.owner'), t('kyc:admin.document'), t('kyc:admin.pictures'), t('kyc:admin.status'), t('backoffice:common.actions')]}
        row={(r) => (
          <TableRow key={r.id} data-testid="kyc-row">
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.name}</Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {r.ownerName} · {t(`kyc:admin.kind.${r.ownerKind}`)} · {t(`kyc:admin.levels.${r.level}`)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">{t('kyc:admin.sent')}: {r.createTime}</Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2">{docType(r.idname)} · {r.nationality}</Typography>
              <Typography variant="caption" color="text.secondary" component="p" dir="ltr" sx={{ textAlign: 'start' }}>{r.idnumber}</Typography>
              {r.level === 'advanced' && <Typography variant="caption" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.address}</Typography>}
            </TableCell>
            <TableCell><Pictures row={r} /></TableCell>
            <TableCell>
              <Chip size="small" label={t(`kyc:status.${r.status}`)} color={COLOURS[r.status]} />
              {r.status === 3 && r.reason && <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>{r.reason}</Typography>}
              {r.reviewer && <Typography variant="caption" color="text.secondary" component="p">{r.reviewer}</Typography>}
            </TableCell>
            <TableCell>
              {(r.status === 0 || r.status === 1) && (
                <Stack direction="row" spacing={1}>
                  {r.status === 0 && (
                    <Button size="small" disabled={decide.isPending} onClick={() => decide.mutate({ action: 'review', id: r.id })}
                      aria-label={`${t('kyc:admin.review')}: ${r.name}`}>{t('kyc:admin.review')}</Button>
                  )}
                  <Button size="small" variant="contained" disabled={decide.isPending} onClick={() => decide.mutate({ action: 'approve', id: r.id })}
                    aria-label={`${t('kyc:admin.approve')}: ${r.name}`}>{t('kyc:admin.approve')}</Button>
                  <Button size="small" color="error" disabled={decide.isPending} onClick={() => setRejecting(r)}
                    aria-label={`${t('kyc:admin.reject')}: ${r.name}`}>{t('kyc:admin.reject')}</Button>
                </Stack>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      {rejecting && (
        <TextPromptDialog
          title={t('kyc:admin.rejectTitle')}
          message={rejecting.name}
          label={t('kyc:admin.reason')}
          requiredMessage={t('kyc:form.required')}
          confirmLabel={t('kyc:admin.reject')}
          multiline
          destructive
          busy={decide.isPending}
          onCancel={() => setRejecting(null)}
          onSubmit={(reason) => decide.mutate({ action: 'reject', id: rejecting.id, reason })}
        />
      )}
    </Stack>
  );
}
