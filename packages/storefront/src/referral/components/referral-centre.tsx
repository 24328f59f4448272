import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReferralInfo } from '@mall/api-client/referral';
import { QueryState } from '@mall/ui/query-state';
import { invitationLink, ReferralInvite, ReferralMembers } from '@mall/ui/referral-network';
import { useToast } from '@mall/ui/toast-provider';
import { errorMessage } from '../../shared/utils/errors';
import { useBindReferrer, useReferralInfo, useReferralMembers } from '../api/referral';

function BindForm({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [code, setCode] = useState('');
  const bind = useBindReferrer({ onSuccess: () => toast.show(t('referral:bind.done'), 'success') });
  if (info.referrerCode) return <Typography data-testid="referral-recommender">{t('referral:bind.yours', { code: info.referrerCode })}</Typography>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) bind.mutate(code);
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ alignItems: 'flex-start' }}>
      <TextField label={t('referral:bind.label')} value={code} onChange={(e) => setCode(e.target.value)} size="small"
        error={bind.isError} helperText={bind.isError ? errorMessage(bind.error, t) : undefined} />
      <Button type="submit" variant="contained" disabled={bind.isPending || !code.trim()}>{t('referral:bind.submit')}</Button>
    </Stack>
  );
}

export interface ReferralCentreProps {
  /** The app's sign-up path (e.g. `/register`); the link is built on the current origin. */
  registerPath: string;
}

/** The buyer's invitation code, link and QR code, counts by level, invited accounts, and their recommender. */
export function ReferralCentre({ registerPath }: ReferralCentreProps) {
  const { t } = useTranslation();
  const info = useReferralInfo();
  const data = info.data;
  return (
    <QueryState isPending={info.isPending} isError={info.isError} onRetry={() => void info.refetch()}>
      {data && (
        <Stack spacing={2}>
          <ReferralInvite code={data.invitationCode} link={invitationLink(window.location.origin, registerPath, data.invitationCode)} agentLevel={data.agentLevel}
            allowed={data.allowed} heading={{ title: t('referral:centre.title'), intro: t('referral:centre.intro') }} />
          <ReferralMembers total={data.total} levels={data.levels} useMembers={useReferralMembers} />
          <Paper variant="outlined" component="section" aria-labelledby="referral-bind-title" sx={{ padding: { xs: 2, md: 3 } }}>
            <Stack spacing={2}>
              <Typography id="referral-bind-title" variant="h6" component="h2">{t('referral:bind.title')}</Typography>
              <BindForm info={data} />
            </Stack>
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
}
