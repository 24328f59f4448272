import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import QuickreplyOutlined from '@mui/icons-material/QuickreplyOutlined';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_TEXT } from '@mall/contract/chat';
import type { CannedReply } from '@mall/api-client/chat';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { QueryState } from '@mall/ui/query-state';
import { FormDialog } from '../../shared/components/form-dialog';
import { useCannedReplies, useDeleteCanned, useSaveCanned } from '../api/use-chat';

const TITLE_MAX = 64;

/** The title and text of a saved reply: both needed, the text no longer than a message may be. */
export function cannedErrors(v: { title: string; content: string }): { title?: 'required' | 'maxLength'; content?: 'required' | 'maxLength' } {
  const out: { title?: 'required' | 'maxLength'; content?: 'required' | 'maxLength' } = {};
  if (!v.title.trim()) out.title = 'required';
  else if (v.title.trim().length > TITLE_MAX) out.title = 'maxLength';
  if (!v.content.trim()) out.content = 'required';
  else if (v.content.length > CHAT_MAX_TEXT) out.content = 'maxLength';
  return out;
}

function CannedForm({ reply, onClose }: { reply: Partial<CannedReply>; onClose: () => void }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(reply.title ?? '');
  const [content, setContent] = useState(reply.content ?? '');
  const [touched, setTouched] = useState(false);
  const save = useSaveCanned(onClose);
  const errors = touched ? cannedErrors({ title, content }) : {};
  const message = (e: 'required' | 'maxLength' | undefined, max: number) =>
    e === 'required' ? t('backoffice:validation.required') : e === 'maxLength' ? t('backoffice:validation.maxLength', { max }) : undefined;
  return (
    <FormDialog
      title={reply.id ? t('backoffice:chat.canned.editTitle') : t('backoffice:chat.canned.addTitle')}
      busy={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        setTouched(true);
        if (Object.keys(cannedErrors({ title, content })).length === 0) save.mutate({ id: reply.id ?? '', title: title.trim(), content });
      }}
    >
      <TextField label={t('backoffice:chat.canned.titleField')} value={title} onChange={(e) => setTitle(e.target.value)} required
        error={Boolean(errors.title)} helperText={message(errors.title, TITLE_MAX)} />
      <TextField label={t('backoffice:chat.canned.contentField')} value={content} onChange={(e) => setContent(e.target.value)} required multiline minRows={3}
        error={Boolean(errors.content)} helperText={message(errors.content, CHAT_MAX_TEXT)} />
    </FormDialog>
  );
}

/** The saved replies: list, add, edit and delete. */
export function CannedManager({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const canned = useCannedReplies();
  const [editing, setEditing] = useState<Partial<CannedReply> | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const remove = useDeleteCanned(() => setDeleting(null));
  return (
    <>
      <Dialog open={open && !editing && !deleting} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="canned-manager-title">
        <DialogTitle id="canned-manager-title">{t('backoffice:chat.canned.manage')}</DialogTitle>
        <DialogContent dividers>
          <QueryState isPending={canned.isPending} isError={canned.isError} onRetry={() => void canned.refetch()}>
            {canned.data?.length === 0 && <Typography color="text.secondary">{t('backoffice:chat.canned.empty')}</Typography>}
            <List disablePadding>
              {canned.data?.map((r) => (
                <ListItem
                  key={r.id}
                  divider
                  data-testid="canned-reply"
                  secondaryAction={(
                    <Stack direction="row">
                      <IconButton aria-label={t('backoffice:chat.canned.editNamed', { title: r.title })} onClick={() => setEditing(r)}><EditOutlined /></IconButton>
                      <IconButton aria-label={t('backoffice:chat.canned.deleteNamed', { title: r.title })} onClick={() => setDeleting(r)}><DeleteOutlined /></IconButton>
                    </Stack>
                  )}
                  sx={{ paddingInlineEnd: 12 }}
                >
                  <ListItemText primary={r.title} secondary={r.content} slotProps={{ secondary: { sx: { whiteSpace: 'pre-wrap' } } }} />
                </ListItem>
              ))}
            </List>
          </QueryState>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing({})}>{t('backoffice:chat.canned.add')}</Button>
          <Button onClick={onClose} variant="contained">{t('backoffice:chat.canned.done')}</Button>
        </DialogActions>
      </Dialog>
      {editing && <CannedForm reply={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('backoffice:chat.canned.deleteTitle')}
        message={t('backoffice:chat.canned.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('backoffice:chat.canned.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}

/** A menu of the saved replies beside the composer: choosing one puts its text in the composer. */
export function CannedPicker({ onInsert, disabled }: { onInsert: (text: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [managing, setManaging] = useState(false);
  const canned = useCannedReplies();
  return (
    <>
      <Button size="small" startIcon={<QuickreplyOutlined />} disabled={disabled} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {t('backoffice:chat.canned.pick')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 360 } } }}>
        {canned.data?.length === 0 && <MenuItem disabled>{t('backoffice:chat.canned.empty')}</MenuItem>}
        {canned.data?.map((r) => (
          <MenuItem key={r.id} onClick={() => { setAnchor(null); onInsert(r.content); }}>
            <ListItemText primary={r.title} secondary={r.content} slotProps={{ secondary: { noWrap: true } }} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => { setAnchor(null); setManaging(true); }}>{t('backoffice:chat.canned.manage')}</MenuItem>
      </Menu>
      <CannedManager open={managing} onClose={() => setManaging(false)} />
    </>
  );
}
