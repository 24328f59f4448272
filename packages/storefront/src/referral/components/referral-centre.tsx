import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReferralInfo } from '@mall/api-client/referral';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { errorMessage } from '../../shared/utils/errors';
import { useBindReferrer, useReferralInfo, useReferralMembers } from '../api/referral';
import { QrCode } from '@mall/ui/qr-code';

const PAGE_SIZE = 20;

/** The sign-up address that carries a code (`?code=` is saved as the agent code and pre-fills the form). */
export function invitationLink(origin: string, registerPath: string, code: string): string {
  return `${origin}${registerPath}?code=${encodeURIComponent(code)}`;
}

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try { await navigator.clipboard.writeText(value); toast.show(t('referral:centre.copied'), 'success'); } catch { /* clipboard refused: the text stays selectable */ }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField label={label} value={value} size="small" fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': testId } }} />
      <Button variant="outlined" onClick={() => void copy()}>{t('referral:centre.copy')}</Button>
    </Stack>
  );
}

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

function Members({ level }: { level: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const members = useReferralMembers(level, page, PAGE_SIZE);
  return (
    <QueryState isPending={members.isPending} isError={members.isError} onRetry={() => void members.refetch()}>
      {members.data && members.data.list.length === 0 && <Typography color="text.secondary">{t('referral:centre.empty')}</Typography>}
      {members.data && members.data.list.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('referral:centre.members')}>
          {members.data.list.map((m, i) => (
            <Box component="li" key={`${m.name}-${m.createTime}-${i}`} data-testid="referral-member"
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, borderBlockEnd: 1, borderColor: 'divider', paddingBlock: 0.5 }}>
              <span>{m.name}</span>
              <Typography component="span" color="text.secondary">{m.createTime}</Typography>
            </Box>
          ))}
        </Stack>
      )}
      {members.data && members.data.total > PAGE_SIZE && (
        <Pagination count={Math.ceil(members.data.total / PAGE_SIZE)} page={page} onChange={(_e, p) => setPage(p)} sx={{ marginBlockStart: 2 }} />
      )}
    </QueryState>
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
  const [level, setLevel] = useState(1);
  const data = info.data;
  const link = data ? invitationLink(window.location.origin, registerPath, data.invitationCode) : '';
  const levels = data && data.levels.length > 0 ? data.levels : [{ level: 1, count: 0 }];
  return (
    <QueryState isPending={info.isPending} isError={info.isError} onRetry={() => void info.refetch()}>
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" component="section" aria-labelledby="referral-title" sx={{ padding: { xs: 2, md: 3 } }}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
                <Typography id="referral-title" variant="h6" component="h2">{t('referral:centre.title')}</Typography>
                {data.agentLevel > 0 && <Chip size="small" color="primary" label={t('referral:centre.agentLevel', { level: data.agentLevel })} />}
              </Stack>
              <Typography color="text.secondary">{t('referral:centre.intro')}</Typography>
              {!data.allowed && <Alert severity="warning">{t('referral:centre.notAllowed')}</Alert>}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
                <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
                  <CopyField label={t('referral:centre.code')} value={data.invitationCode} testId="referral-code" />
                  <CopyField label={t('referral:centre.link')} value={link} testId="referral-link" />
                </Stack>
                <QrCode value={link} label={t('referral:centre.qr')} />
              </Stack>
            </Stack>
          </Paper>
          <Paper variant="outlined" component="section" aria-labelledby="referral-members-title" sx={{ padding: { xs: 2, md: 3 } }}>
            <Stack spacing={2}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography id="referral-members-title" variant="h6" component="h2">{t('referral:centre.members')}</Typography>
                <Typography>{t('referral:centre.total')}: <strong data-testid="referral-total">{data.total}</strong></Typography>
              </Stack>
              <Tabs value={level} onChange={(_e, v: number) => setLevel(v)} variant="scrollable" aria-label={t('referral:centre.levels')}>
                {levels.map((l) => <Tab key={l.level} value={l.level} label={`${t('referral:centre.level', { level: l.level })} (${l.count})`} data-testid={`referral-level-${l.level}`} />)}
              </Tabs>
              <Members key={level} level={level} />
            </Stack>
          </Paper>
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
