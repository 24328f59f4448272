import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@mall/backoffice/shared/form-dialog';
import type { AdminCategory } from '@mall/api-client/catalogue-staff';
import { withDescendants, type CategoryOption } from '@mall/backoffice/catalogue/category-options';
import { CategorySelect } from '@mall/backoffice/catalogue/category-select';
import { ImageUploadField } from '@mall/backoffice/shared/image-upload-field';
import { parseCount } from '@mall/backoffice/shared/number-input';
import { useToast } from '@mall/ui/toast-provider';
import { useSaveCategory } from '../api/save-category';
import { CategoryNamesField, namesToSave } from './category-names-field';

/** The tree has at most three levels. */
export const MAX_CATEGORY_DEPTH = 3;
/** The server keeps sort orders within ±1000. */
export const MAX_SORT = 1000;

export interface CategoryDialogProps {
  /** The category to edit; absent to create one. */
  category?: AdminCategory;
  /** Parent of a new category ('' for the top level). */
  parentId?: string;
  options: readonly CategoryOption[];
  onClose: () => void;
}

/** Creates or edits a category: parent, name (and its other languages), description, icon, sort order and the recommended flag. */
export function CategoryDialog({ category, parentId = '', options, onClose }: CategoryDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState({
    parentId: category && category.parentId !== '0' ? category.parentId : parentId,
    name: category?.name ?? '',
    des: category?.des ?? '',
    iconImg: category?.iconImg ?? '',
    sort: String(category?.sort ?? 0),
    isRec: category?.isRec === 1,
    names: { ...category?.names } as Record<string, string>,
  });
  const [touched, setTouched] = useState(false);
  const save = useSaveCategory({
    onSuccess: () => { toast.show(t('admin:categories.saved', { name: form.name.trim() }), 'success'); onClose(); },
  });
  // Not under itself or its own descendants, and never below the third level.
  const blocked = new Set([
    ...(category ? withDescendants(options, category.categoryId) : []),
    ...options.filter((o) => o.level >= MAX_CATEGORY_DEPTH).map((o) => o.id),
  ]);
  const errors = {
    name: form.name.trim() ? null : t('backoffice:validation.required'),
    sort: (parseCount(form.sort) ?? Infinity) > MAX_SORT ? t('admin:validation.sortRange', { max: MAX_SORT }) : null,
  };
  const show = (e: string | null) => (touched ? e : null);
  const submit = () => {
    setTouched(true);
    if (errors.name || errors.sort) return;
    save.mutate({
      categoryId: category?.categoryId,
      parentId: form.parentId,
      name: form.name.trim(),
      des: form.des.trim(),
      iconImg: form.iconImg,
      sort: parseCount(form.sort) ?? 0,
      isRec: form.isRec ? 1 : 0,
      names: namesToSave(form.names, category?.names),
    });
  };
  return (
    <FormDialog title={category ? t('admin:categories.editTitle') : t('admin:categories.createTitle')} busy={save.isPending} onClose={onClose} onSubmit={submit}>
      <CategorySelect
        label={t('admin:categories.fields.parent')}
        options={options}
        value={form.parentId}
        onChange={(id) => setForm((f) => ({ ...f, parentId: id }))}
        emptyLabel={t('admin:categories.topLevel')}
        disabledIds={blocked}
        fullWidth
      />
      <TextField label={t('admin:categories.fields.name')} value={form.name} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} error={Boolean(show(errors.name))} helperText={show(errors.name)} required fullWidth autoFocus />
      <TextField label={t('admin:categories.fields.des')} value={form.des} onChange={(e) => setForm((f) => ({ ...f, des: e.target.value }))} multiline minRows={2} fullWidth />
      <ImageUploadField label={t('admin:categories.fields.icon')} value={form.iconImg} onChange={(iconImg) => setForm((f) => ({ ...f, iconImg }))} moduleName="category" previewSize={{ width: 64, height: 64 }} />
      <TextField label={t('admin:categories.fields.sort')} value={form.sort} onChange={(e) => setForm((f) => ({ ...f, sort: e.target.value }))} error={Boolean(show(errors.sort))} helperText={show(errors.sort) ?? t('admin:categories.hints.sort')} fullWidth slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
      <FormControlLabel control={<Switch checked={form.isRec} onChange={(e) => setForm((f) => ({ ...f, isRec: e.target.checked }))} />} label={t('admin:categories.fields.isRec')} />
      <CategoryNamesField value={form.names} onChange={(names) => setForm((f) => ({ ...f, names }))} />
    </FormDialog>
  );
}
