import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@mall/backoffice/shared/form-dialog';
import type { PlatformGoodsRow, Warehouse } from '@mall/api-client/catalogue-staff';
import type { CategoryOption } from '@mall/backoffice/catalogue/category-options';
import { CategorySelect } from '@mall/backoffice/catalogue/category-select';
import { ImageListField } from '@mall/backoffice/shared/image-upload-field';
import { numberText, parseAmount, parseCount } from '@mall/backoffice/shared/number-input';
import { RichTextEditor } from '@mall/ui/rich-text-editor';
import { useToast } from '@mall/ui/toast-provider';
import { useSavePlatformGoods } from '../api/save-platform-goods';

export const MAX_IMAGES = 10;

export interface PlatformGoodsDialogProps {
  /** The product to edit; absent to create one. */
  goods?: PlatformGoodsRow;
  categories: readonly CategoryOption[];
  warehouses: readonly Warehouse[];
  onClose: () => void;
}

const money = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' as const, dir: 'ltr' } };

/** Creates or edits a platform product: name, category, pictures, description, price, freight and stock per warehouse. */
export function PlatformGoodsDialog({ goods, categories, warehouses, onClose }: PlatformGoodsDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [name, setName] = useState(goods?.name ?? '');
  const [categoryId, setCategoryId] = useState(goods?.categoryId ?? '');
  const [images, setImages] = useState<string[]>(goods?.images ?? []);
  // The stored HTML, edited as such (the server sanitises it again on save).
  const [description, setDescription] = useState(goods?.des ?? '');
  const [price, setPrice] = useState(numberText(goods?.price));
  const [freight, setFreight] = useState(numberText(goods?.freightAmount ?? 0));
  const [stock, setStock] = useState<Record<string, string>>(() => Object.fromEntries(
    warehouses.map((w) => [w.id, numberText(goods?.stock.find((s) => s.warehouseId === w.id)?.qty ?? 0)]),
  ));
  const [touched, setTouched] = useState(false);
  const save = useSavePlatformGoods({ onSuccess: () => { toast.show(t('admin:platformGoods.saved', { name: name.trim() }), 'success'); onClose(); } });

  const priceValue = parseAmount(price);
  const errors = {
    name: name.trim() ? null : t('backoffice:validation.required'),
    categoryId: categoryId ? null : t('backoffice:validation.required'),
    images: images.length ? null : t('admin:platformGoods.errors.images'),
    price: !price.trim() ? t('backoffice:validation.required') : priceValue === null || priceValue <= 0 ? t('admin:validation.amount') : null,
    freight: parseAmount(freight) === null ? t('admin:validation.amount') : null,
  };
  const stockErrors = Object.fromEntries(warehouses.map((w) => [w.id, parseCount(stock[w.id] ?? '') === null ? t('admin:validation.wholeNumber') : null]));
  const show = (e: string | null) => (touched ? e : null);

  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean) || Object.values(stockErrors).some(Boolean)) return;
    save.mutate({
      id: goods?.id,
      name: name.trim(),
      categoryId,
      des: description,
      images,
      price: priceValue ?? 0,
      freightAmount: parseAmount(freight) ?? 0,
      stock: Object.fromEntries(warehouses.map((w) => [w.id, parseCount(stock[w.id]) ?? 0])),
    });
  };

  return (
    <FormDialog title={goods ? t('admin:platformGoods.editTitle') : t('admin:platformGoods.createTitle')} busy={save.isPending} onClose={onClose} onSubmit={submit} maxWidth="md">
      <TextField label={t('admin:platformGoods.fields.name')} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(show(errors.name))} helperText={show(errors.name)} required fullWidth autoFocus />
      <CategorySelect
        label={t('admin:platformGoods.fields.category')}
        options={categories}
        value={categoryId}
        onChange={setCategoryId}
        error={Boolean(show(errors.categoryId))}
        helperText={show(errors.categoryId) ?? (categories.length === 0 ? t('admin:platformGoods.hints.noCategories') : undefined)}
        required
        fullWidth
      />
      <ImageListField label={t('admin:platformGoods.fields.images')} value={images} onChange={setImages} moduleName="goods" max={MAX_IMAGES} error={show(errors.images)} />
      <RichTextEditor label={t('admin:platformGoods.fields.description')} value={description} onChange={setDescription} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField label={t('admin:platformGoods.fields.price')} value={price} onChange={(e) => setPrice(e.target.value)} error={Boolean(show(errors.price))} helperText={show(errors.price) ?? t('admin:platformGoods.hints.price')} required slotProps={money} />
        <TextField label={t('admin:platformGoods.fields.freight')} value={freight} onChange={(e) => setFreight(e.target.value)} error={Boolean(show(errors.freight))} helperText={show(errors.freight)} slotProps={money} />
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ marginBlockEnd: 1 }}>{t('admin:platformGoods.fields.stock')}</Typography>
        {warehouses.length === 0 ? (
          <Alert severity="warning">{t('admin:platformGoods.hints.noWarehouses')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
            {warehouses.map((w) => (
              <TextField
                key={w.id}
                label={t('admin:platformGoods.stockIn', { name: w.name })}
                value={stock[w.id] ?? ''}
                onChange={(e) => setStock((s) => ({ ...s, [w.id]: e.target.value }))}
                error={Boolean(show(stockErrors[w.id]))}
                helperText={show(stockErrors[w.id])}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              />
            ))}
          </Box>
        )}
      </Box>
    </FormDialog>
  );
}
