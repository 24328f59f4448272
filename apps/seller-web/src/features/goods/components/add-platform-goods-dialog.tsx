import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlatformGoodsRow } from '@mall/api-client/catalogue-staff';
import { numberText } from '@mall/backoffice/shared/number-input';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { useToast } from '@mall/ui/toast-provider';
import { useAddPlatformGoods } from '../api/add-platform-goods';
import { checkSaleTerms, termsFromDraft } from '../utils/sale-terms';
import { GoodsThumb } from './goods-thumb';
import { SaleTermsFields } from './sale-terms-fields';

/** Lists one platform product in the store with the seller's price, optional discount, minimum purchase and stock. */
export function AddPlatformGoodsDialog({ goods, onClose }: { goods: PlatformGoodsRow; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  // Start from the platform's suggested price; the seller decides the stock they offer.
  const [draft, setDraft] = useState({ sellingPrice: numberText(goods.price), discountPrice: '', buyMin: '1', stock: '' });
  const [touched, setTouched] = useState(false);
  const add = useAddPlatformGoods({ onSuccess: () => { toast.show(t('seller:platform.added', { name: goods.name }), 'success'); onClose(); } });
  const errors = checkSaleTerms(draft);
  const submit = () => {
    setTouched(true);
    if (Object.keys(errors).length) return;
    add.mutate({ goodsId: goods.id, ...termsFromDraft(draft) });
  };
  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (e: React.FormEvent) => { e.preventDefault(); submit(); } } as object }}
    >
      <DialogTitle>{t('seller:platform.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', marginBlockEnd: 2 }}>
          <GoodsThumb src={goods.imgUrl1} alt={goods.name} />
          <div>
            <Typography sx={{ fontWeight: 600 }}>{goods.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('seller:platform.suggestedPrice', { price: fmt.price(goods.price) })} · {t('seller:platform.freight', { price: fmt.price(goods.freightAmount) })}
            </Typography>
          </div>
        </Stack>
        <SaleTermsFields value={draft} onChange={setDraft} errors={touched ? errors : {}} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={add.isPending}>{t('backoffice:common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={add.isPending}>{t('seller:platform.add')}</Button>
      </DialogActions>
    </Dialog>
  );
}
