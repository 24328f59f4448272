import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MerchantApplication } from '@mall/api-client/merchant';
import { useResubmitDocuments } from '../api/apply-as-merchant';
import { DocumentPictures } from './document-pictures';

const SEVERITY = { pending: 'info', more_docs: 'warning', approved: 'success', rejected: 'error' } as const;

/** Where the applicant's application stands; new pictures when more were asked for; a fresh start after a rejection. */
export function MerchantApplicationStatus({ application, onApplyAgain }: { application: MerchantApplication; onApplyAgain: () => void }) {
  const { t } = useTranslation();
  const resubmit = useResubmitDocuments();
  const [documents, setDocuments] = useState<string[]>(application.documents);
  const a = application;
  return (
    <Stack spacing={2}>
      <Alert severity={SEVERITY[a.status]} role="status">
        <AlertTitle>{t(`merchant:status.${a.status}`)}</AlertTitle>
        {t(`merchant:status.${a.status}Text`, { storeName: a.storeName, email: a.email })}
        {a.reason && <div>{t('merchant:status.reason', { reason: a.reason })}</div>}
      </Alert>
      {a.status === 'more_docs' && (
        <Stack spacing={2}>
          <DocumentPictures value={documents} onChange={setDocuments} disabled={resubmit.isPending} />
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }} disabled={!documents.length || resubmit.isPending}
            onClick={() => resubmit.mutate({ id: a.id, documents })}>
            {t('merchant:status.resubmit')}
          </Button>
        </Stack>
      )}
      {a.status === 'approved' && (
        <Button variant="contained" href="/seller/" sx={{ alignSelf: 'flex-start' }}>{t('merchant:status.sellerZone')}</Button>
      )}
      {a.status === 'rejected' && (
        <Button variant="outlined" onClick={onApplyAgain} sx={{ alignSelf: 'flex-start' }}>{t('merchant:status.applyAgain')}</Button>
      )}
    </Stack>
  );
}
