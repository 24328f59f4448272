import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { AGENT_LEVEL_MAX } from '@mall/contract/referral';
import type { ReferralKind, ReferralNode } from '@mall/api-client/referral';
import { ApiError } from '@mall/api-client/client';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { findAccount, useReferralAccount, useReferralChildren, useUpdateReferral } from '../api/referral';

const PAGE_SIZE = 50;
interface Ref { kind: ReferralKind; id: string }

function NodeLabel({ node, onOpen }: { node: ReferralNode; onOpen: (r: Ref) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, minWidth: 0 }}>
      <Chip size="small" label={t(`referral:admin.${node.kind}`)} />
      <Button size="small" onClick={() => onOpen({ kind: node.kind, id: node.id })} sx={{ textTransform: 'none' }}>{node.name}</Button>
      {node.usercode && <Typography variant="body2" color="text.secondary">UID {node.usercode}</Typography>}
      {node.invitationCode && <Typography variant="body2" color="text.secondary">{node.invitationCode}</Typography>}
      {node.agentLevel > 0 && <Chip size="small" color="primary" variant="outlined" label={t('referral:centre.agentLevel', { level: node.agentLevel })} />}
      {!node.allowed && <Chip size="small" color="warning" label={t('errors:REFERRER_NOT_ALLOWED')} />}
      <Typography variant="body2" color="text.secondary">{t('referral:admin.childCount')}: {node.children}</Typography>
    </Stack>
  );
}

/** One level of the tree below `parent`, each account expandable in place. */
function Children({ parent, onOpen }: { parent: Ref; onOpen: (r: Ref) => void }) {
  const kids = useReferralChildren(parent.kind, parent.id, 1, PAGE_SIZE);
  return (
    <QueryState isPending={kids.isPending} isError={kids.isError} onRetry={() => void kids.refetch()}>
      <Box component="ul" role="group" sx={{ listStyle: 'none', margin: 0, paddingInlineStart: 3 }}>
        {kids.data?.list.map((n) => <TreeNode key={`${n.kind}-${n.id}`} node={n} onOpen={onOpen} />)}
      </Box>
    </QueryState>
  );
}

function TreeNode({ node, onOpen }: { node: ReferralNode; onOpen: (r: Ref) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box component="li" role="treeitem" aria-expanded={node.children > 0 ? open : undefined} data-testid="referral-node">
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <IconButton size="small" disabled={node.children === 0} onClick={() => setOpen(!open)}
          aria-label={t(open ? 'referral:admin.collapse' : 'referral:admin.expand', { name: node.name })}>
          {open ? <ExpandMoreIcon /> : <ChevronRightIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        </IconButton>
        <NodeLabel node={node} onOpen={onOpen} />
      </Stack>
      {open && <Children parent={{ kind: node.kind, id: node.id }} onOpen={onOpen} />}
    </Box>
  );
}

function Settings({ node, mayEdit }: { node: ReferralNode; mayEdit: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateReferral({ onSuccess: () => toast.show(t('referral:admin.saved'), 'success') });
  const ref = { kind: node.kind, id: node.id };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <TextField select size="small" label={t('referral:admin.agentLevel')} value={node.agentLevel} disabled={!mayEdit || update.isPending} sx={{ minWidth: 200 }}
        onChange={(e) => update.mutate({ ...ref, agentLevel: Number(e.target.value) })} slotProps={{ htmlInput: { 'data-testid': 'agent-level' } }}>
        {Array.from({ length: AGENT_LEVEL_MAX + 1 }, (_, l) => (
          <MenuItem key={l} value={l}>{l === 0 ? t('referral:admin.agentNone') : t('referral:centre.agentLevel', { level: l })}</MenuItem>
        ))}
      </TextField>
      <FormControlLabel label={t('referral:admin.allowed')} disabled={!mayEdit || update.isPending}
        control={<Switch checked={node.allowed} onChange={(e) => update.mutate({ ...ref, allowed: e.target.checked })} />} />
    </Stack>
  );
}

function Account({ target, onOpen, mayEdit }: { target: Ref; onOpen: (r: Ref) => void; mayEdit: boolean }) {
  const { t } = useTranslation();
  const account = useReferralAccount(target.kind, target.id);
  const a = account.data;
  return (
    <QueryState isPending={account.isPending} isError={account.isError} onRetry={() => void account.refetch()}>
      {a && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ padding: 2 }}>
            <Stack spacing={2}>
              <NodeLabel node={a.node} onOpen={onOpen} />
              <Typography variant="body2" color="text.secondary">{t('referral:admin.created')}: {a.node.createTime}</Typography>
              <Settings node={a.node} mayEdit={mayEdit} />
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Chip label={`${t('referral:centre.total')}: ${a.total}`} data-testid="referral-total" />
                {a.levels.map((l) => <Chip key={l.level} variant="outlined" label={`${t('referral:centre.level', { level: l.level })}: ${l.count}`} />)}
              </Stack>
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ padding: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ marginBlockEnd: 1 }}>{t('referral:admin.upline')}</Typography>
            {a.upline.length === 0 && <Typography color="text.secondary">{t('referral:admin.noUpline')}</Typography>}
            <Box component="ol" sx={{ margin: 0, paddingInlineStart: 3 }} data-testid="referral-upline">
              {a.upline.map((n) => <li key={`${n.kind}-${n.id}`}><NodeLabel node={n} onOpen={onOpen} /></li>)}
            </Box>
          </Paper>
          <Paper variant="outlined" sx={{ padding: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ marginBlockEnd: 1 }}>{t('referral:admin.children')}</Typography>
            <Box role="tree" aria-label={t('referral:admin.children')}>
              <Children parent={target} onOpen={onOpen} />
            </Box>
          </Paper>
        </Stack>
      )}
    </QueryState>
  );
}

/** Looks an account up and shows its place in the referral tree; super admins set agent levels and the right to refer. */
export function ReferralTree({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [target, setTarget] = useState<Ref | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = async (e: FormEvent) => {
    e.preventDefault();
    if (!q.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const found = await findAccount(q);
      setTarget({ kind: found.node.kind, id: found.node.id });
    } catch (err) {
      setTarget(null);
      setError(err instanceof ApiError ? err.message || t('errors:NOT_FOUND') : t('errors:NOT_FOUND'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Stack component="form" direction="row" spacing={1} onSubmit={(e) => void search(e)} sx={{ alignItems: 'flex-start' }}>
        <TextField size="small" label={t('referral:admin.search')} value={q} onChange={(e) => setQ(e.target.value)} sx={{ flex: 1, maxWidth: 480 }} />
        <Button type="submit" variant="contained" disabled={busy || !q.trim()}>{t('referral:admin.find')}</Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {target && <Account key={`${target.kind}-${target.id}`} target={target} onOpen={setTarget} mayEdit={mayEdit} />}
    </Stack>
  );
}
