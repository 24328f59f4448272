import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryState } from '@mall/ui/query-state';
import { useSellerReferral, useSellerReferralMembers } from '../api/get-referral';
import { QrCode } from '@mall/ui/qr-code';

const PAGE_SIZE = 20;

/** The buyers' sign-up page on this host, carrying the code (`?code=` pre-fills the invitation code). */
export const buyerSignUpLink = (origin: string, code: string) => `${origin}/register?code=${encodeURIComponent(code)}`;

function Members({ level }: { level: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const members = useSellerReferralMembers(level, page, PAGE_SIZE);
  return (
    <QueryState isPending={members.isPending} isError={members.isError} onRetry={() => void members.refetch()}>
      {members.data?.list.length === 0 && <Typography color="text.secondary">{t('referral:centre.empty')}</Typography>}
      {members.data && members.data.list.length > 0 && (
        <Stack component="ul" spacing={1} aria-label={t('referral:centre.members')} sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
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

/** The store's invitation code, link and QR code, and the buyers it brought, by level. */
export function SellerReferral() {
  const { t } = useTranslation();
  const info = useSellerReferral();
  const [level, setLevel] = useState(1);
  const data = info.data;
  const link = data ? buyerSignUpLink(window.location.origin, data.invitationCode) : '';
  const levels = data && data.levels.length > 0 ? data.levels : [{ level: 1, count: 0 }];
  return (
    <QueryState isPending={info.isPending} isError={info.isError} onRetry={() => void info.refetch()}>
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
            <Stack spacing={2}>
              {data.agentLevel > 0 && <Chip size="small" color="primary" label={t('referral:centre.agentLevel', { level: data.agentLevel })} sx={{ alignSelf: 'flex-start' }} />}
              {!data.allowed && <Alert severity="warning">{t('referral:centre.notAllowed')}</Alert>}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
                <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
                  <TextField label={t('referral:centre.code')} value={data.invitationCode} size="small" slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-code' } }} />
                  <TextField label={t('referral:centre.link')} value={link} size="small" slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-link' } }} />
                </Stack>
                <QrCode value={link} label={t('referral:centre.qr')} />
              </Stack>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
            <Stack spacing={2}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography variant="h6" component="h2">{t('referral:centre.members')}</Typography>
                <Typography>{t('referral:centre.total')}: <strong data-testid="referral-total">{data.total}</strong></Typography>
              </Stack>
              <Tabs value={level} onChange={(_e, v: number) => setLevel(v)} variant="scrollable" aria-label={t('referral:centre.levels')}>
                {levels.map((l) => <Tab key={l.level} value={l.level} label={`${t('referral:centre.level', { level: l.level })} (${l.count})`} />)}
              </Tabs>
              <Members key={level} level={level} />
            </Stack>
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
}
