import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@mall/backoffice/shared/form-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { useSetGoodsFlags } from '../api/set-goods-flags';

const FLAGS = ['isRec', 'isNew', 'isHot'] as const;

/** Sets the recommended, new and hot flags of a listed product, found by its seller-goods id. */
export function GoodsFlagsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [id, setId] = useState('');
  const [flags, setFlags] = useState({ isRec: false, isNew: false, isHot: false });
  const [touched, setTouched] = useState(false);
  const save = useSetGoodsFlags({ onSuccess: () => { toast.show(t('admin:goodsFlags.saved', { id: id.trim() }), 'success'); onClose(); } });
  const idError = /^\d+$/.test(id.trim()) ? null : t('admin:goodsFlags.errors.id');
  const submit = () => {
    setTouched(true);
    if (idError) return;
    save.mutate({ id: id.trim(), isRec: flags.isRec ? 1 : 0, isNew: flags.isNew ? 1 : 0, isHot: flags.isHot ? 1 : 0 });
  };
  return (
    <FormDialog title={t('admin:goodsFlags.title')} busy={save.isPending} onClose={onClose} onSubmit={submit} maxWidth="xs">
      <DialogContentText sx={{ marginBlockEnd: 2 }}>{t('admin:goodsFlags.intro')}</DialogContentText>
      <Stack spacing={2}>
        <TextField label={t('admin:goodsFlags.id')} value={id} onChange={(e) => setId(e.target.value)} error={touched && Boolean(idError)} helperText={touched ? idError : t('admin:goodsFlags.idHint')} required autoFocus slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
        <FormGroup>
          {FLAGS.map((f) => (
            <FormControlLabel key={f} control={<Checkbox checked={flags[f]} onChange={(e) => setFlags((s) => ({ ...s, [f]: e.target.checked }))} />} label={t(`admin:goodsFlags.flags.${f}`)} />
          ))}
        </FormGroup>
      </Stack>
    </FormDialog>
  );
}
