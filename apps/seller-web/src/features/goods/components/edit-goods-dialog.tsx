import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { SellerGoodsRow } from '@mall/api-client/catalogue-staff';
import { useToast } from '@mall/ui/toast-provider';
import { useUpdateGoods } from '../api/update-goods';
import { checkSaleTerms, draftFromTerms, termsFromDraft } from '../utils/sale-terms';
import { SaleTermsFields } from './sale-terms-fields';

/** Edits the price, discount price, minimum purchase and stock of one of the store's goods. */
export function EditGoodsDialog({ goods, onClose }: { goods: SellerGoodsRow; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [draft, setDraft] = useState(() => draftFromTerms(goods));
  const [touched, setTouched] = useState(false);
  const update = useUpdateGoods({ onSuccess: () => { toast.show(t('seller:goods.updated', { name: goods.name }), 'success'); onClose(); } });
  const errors = checkSaleTerms(draft);
  const submit = () => {
    setTouched(true);
    if (Object.keys(errors).length) return;
    update.mutate({ id: goods.id, ...termsFromDraft(draft) });
  };
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (e: React.FormEvent) => { e.preventDefault(); submit(); } } as object }}
    >
      <DialogTitle>{t('seller:goods.editTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>{goods.name}</DialogContentText>
        <SaleTermsFields value={draft} onChange={setDraft} errors={touched ? errors : {}} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>{t('backoffice:common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={update.isPending}>{t('backoffice:common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
