import { useId, useState, type ReactNode } from 'react';
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
import { QrCode } from './qr-code';
import { QueryState } from './query-state';
import { useToast } from './toast-provider';

// The referral network as a buyer (storefronts) and a store (seller zone) see it: the invitation code,
// link and QR code, and the accounts signed up with it, by level. The apps fetch; texts come from the
// `referral` namespace, which they load.

/** The sign-up address that carries a code (`?code=` is saved as the agent code and pre-fills the form). */
export function invitationLink(origin: string, registerPath: string, code: string): string {
  return `${origin}${registerPath}?code=${encodeURIComponent(code)}`;
}

/** Members listed on one page. */
export const REFERRAL_PAGE_SIZE = 20;

/** An invited account as the list shows it (the name comes masked from the server). */
export interface ReferralMember {
  name: string;
  createTime: string;
}

/** One page of the members of a level, as a query. */
export interface ReferralMembersQuery {
  isPending: boolean;
  isError: boolean;
  data?: { list: ReferralMember[]; total: number };
  refetch: () => unknown;
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

export interface ReferralInviteProps {
  code: string;
  /** The sign-up address carrying the code. */
  link: string;
  /** The agent level; 0: none (no chip). */
  agentLevel: number;
  /** False when the platform does not let this account invite: a warning says so. */
  allowed: boolean;
  /** A heading and a sentence above the code, where the page has none of its own. */
  heading?: { title: ReactNode; intro: ReactNode };
}

/** The invitation code and link, each with a copy button, and the link's QR code. */
export function ReferralInvite({ code, link, agentLevel, allowed, heading }: ReferralInviteProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const level = agentLevel > 0 && <Chip size="small" color="primary" label={t('referral:centre.agentLevel', { level: agentLevel })} sx={{ alignSelf: heading ? undefined : 'flex-start' }} />;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={heading ? titleId : undefined} sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        {heading ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography id={titleId} variant="h6" component="h2">{heading.title}</Typography>
              {level}
            </Stack>
            <Typography color="text.secondary">{heading.intro}</Typography>
          </>
        ) : level}
        {!allowed && <Alert severity="warning">{t('referral:centre.notAllowed')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <CopyField label={t('referral:centre.code')} value={code} testId="referral-code" />
            <CopyField label={t('referral:centre.link')} value={link} testId="referral-link" />
          </Stack>
          <QrCode value={link} label={t('referral:centre.qr')} />
        </Stack>
      </Stack>
    </Paper>
  );
}

function Members({ level, useMembers }: { level: number; useMembers: ReferralMembersProps['useMembers'] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const members = useMembers(level, page, REFERRAL_PAGE_SIZE);
  const data = members.data;
  return (
    <QueryState isPending={members.isPending} isError={members.isError} onRetry={() => void members.refetch()}>
      {data && data.list.length === 0 && <Typography color="text.secondary">{t('referral:centre.empty')}</Typography>}
      {data && data.list.length > 0 && (
        <Stack component="ul" spacing={1} aria-label={t('referral:centre.members')} sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.list.map((m, i) => (
            <Box component="li" key={`${m.name}-${m.createTime}-${i}`} data-testid="referral-member"
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, borderBlockEnd: 1, borderColor: 'divider', paddingBlock: 0.5 }}>
              <span>{m.name}</span>
              <Typography component="span" color="text.secondary">{m.createTime}</Typography>
            </Box>
          ))}
        </Stack>
      )}
      {data && data.total > REFERRAL_PAGE_SIZE && (
        <Pagination count={Math.ceil(data.total / REFERRAL_PAGE_SIZE)} page={page} onChange={(_e, p) => setPage(p)} sx={{ marginBlockStart: 2 }} />
      )}
    </QueryState>
  );
}

export interface ReferralMembersProps {
  /** Everyone signed up through this account, all levels. */
  total: number;
  /** How many at each level (level 1: invited directly); none yet shows level 1 empty. */
  levels: readonly { level: number; count: number }[];
  /** The app's query of one page of a level's members. */
  useMembers: (level: number, page: number, pageSize: number) => ReferralMembersQuery;
}

/** The accounts signed up with the code: the total, a tab a level and the level's members, a page at a time. */
export function ReferralMembers({ total, levels, useMembers }: ReferralMembersProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [level, setLevel] = useState(1);
  const tabs = levels.length > 0 ? levels : [{ level: 1, count: 0 }];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography id={titleId} variant="h6" component="h2">{t('referral:centre.members')}</Typography>
          <Typography>{t('referral:centre.total')}: <strong data-testid="referral-total">{total}</strong></Typography>
        </Stack>
        <Tabs value={level} onChange={(_e, v: number) => setLevel(v)} variant="scrollable" aria-label={t('referral:centre.levels')}>
          {tabs.map((l) => <Tab key={l.level} value={l.level} label={`${t('referral:centre.level', { level: l.level })} (${l.count})`} data-testid={`referral-level-${l.level}`} />)}
        </Tabs>
        <Members key={level} level={level} useMembers={useMembers} />
      </Stack>
    </Paper>
  );
}
