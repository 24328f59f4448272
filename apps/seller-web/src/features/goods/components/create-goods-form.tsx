import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '@mall/backoffice/catalogue/category-select';
import { ImageListField } from '@mall/backoffice/shared/image-upload-field';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { RichTextEditor } from '@mall/ui/rich-text-editor';
import { useToast } from '@mall/ui/toast-provider';
import { useCategoryOptions } from '../api/get-category-tree';
import { useCreateGoods } from '../api/create-goods';
import { useVariants } from '../hooks/use-variants';
import { checkSaleTerms, termsFromDraft, type SaleTermsDraft } from '../utils/sale-terms';
import { checkAttrs, checkSkuRow, MAX_SKUS, summariseSkus, toSkuInputs } from '../utils/sku-table';
import { SaleTermsFields } from './sale-terms-fields';
import { VariantsEditor } from './variants-editor';

export const MAX_IMAGES = 10;
export const NAME_MAX = 200;

/** Creates the store's own product: name, category, pictures, description, variants with their SKUs, and terms. */
export function CreateGoodsForm({ onCreated, onCancel }: { onCreated: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const categories = useCategoryOptions();
  const variants = useVariants();
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [terms, setTerms] = useState<SaleTermsDraft>({ sellingPrice: '', discountPrice: '', buyMin: '1', stock: '' });
  const [touched, setTouched] = useState(false);
  const create = useCreateGoods({ onSuccess: () => { toast.show(t('seller:create.created', { name: name.trim() }), 'success'); onCreated(); } });

  const hasSkus = variants.rows.length > 0;
  const errors = {
    name: !name.trim() ? t('backoffice:validation.required') : name.trim().length > NAME_MAX ? t('backoffice:validation.maxLength', { max: NAME_MAX }) : null,
    categoryId: categoryId ? null : t('backoffice:validation.required'),
    images: images.length ? null : t('seller:create.errors.images'),
  };
  const termErrors = checkSaleTerms(terms, hasSkus);
  const variantsOk = checkAttrs(variants.attrs).every((e) => e === null) && variants.rows.length <= MAX_SKUS
    && variants.rows.every((r) => Object.keys(checkSkuRow(r)).length === 0);
  const show = (e: string | null) => (touched ? e : null);
  const skus = hasSkus && variantsOk ? toSkuInputs(variants.rows) : [];
  const summary = skus.length ? summariseSkus(skus) : null;

  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean) || Object.keys(termErrors).length || !variantsOk) {
      toast.show(t('seller:create.errors.fix'));
      return;
    }
    const base = termsFromDraft(terms);
    create.mutate({
      name: name.trim(),
      categoryId,
      des: description,
      images,
      ...(summary ? { ...summary, buyMin: base.buyMin } : base),
      attrs: hasSkus ? variants.active : [],
      skus,
    });
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Paper variant="outlined" sx={{ padding: 3 }}>
        <Typography component="h2" variant="h6" sx={{ marginBlockEnd: 2 }}>{t('seller:create.sections.basic')}</Typography>
        <Stack spacing={2.5}>
          <TextField label={t('seller:create.fields.name')} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(show(errors.name))} helperText={show(errors.name)} required fullWidth />
          <CategorySelect
            label={t('seller:create.fields.category')}
            options={categories.data ?? []}
            value={categoryId}
            onChange={setCategoryId}
            error={Boolean(show(errors.categoryId))}
            helperText={show(errors.categoryId) ?? (categories.data?.length === 0 ? t('seller:create.hints.noCategories') : undefined)}
            required
            fullWidth
          />
          <RichTextEditor label={t('seller:create.fields.description')} value="" onChange={setDescription} />
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ padding: 3 }}>
        <ImageListField label={t('seller:create.fields.images')} value={images} onChange={setImages} moduleName="goods" max={MAX_IMAGES} error={show(errors.images)} />
      </Paper>

      <Paper variant="outlined" sx={{ padding: 3 }}>
        <Typography component="h2" variant="h6">{t('seller:create.sections.variants')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>{t('seller:create.hints.variants')}</Typography>
        <VariantsEditor variants={variants} showErrors={touched} />
      </Paper>

      <Paper variant="outlined" sx={{ padding: 3 }}>
        <Typography component="h2" variant="h6" sx={{ marginBlockEnd: 2 }}>{t('seller:create.sections.terms')}</Typography>
        {hasSkus && (
          <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
            {summary
              ? t('seller:create.hints.fromSkus', { price: fmt.price(summary.discountPrice ?? summary.sellingPrice), stock: fmt.count(summary.stock) })
              : t('seller:create.hints.fromSkusPending')}
          </Alert>
        )}
        <SaleTermsFields value={terms} onChange={setTerms} errors={touched ? termErrors : {}} onlyBuyMin={hasSkus} />
      </Paper>

      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={create.isPending}>{t('seller:create.submit')}</Button>
        <Button onClick={onCancel} disabled={create.isPending}>{t('backoffice:common.cancel')}</Button>
      </Box>
    </Stack>
  );
}
