import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@mall/backoffice/shared/form-dialog';
import type { AdminBanner } from '@mall/api-client/catalogue-staff';
import { ImageUploadField } from '@mall/backoffice/shared/image-upload-field';
import { parseCount } from '@mall/backoffice/shared/number-input';
import { useToast } from '@mall/ui/toast-provider';
import { useSaveBanner } from '../api/save-banner';

/** A link is a site path ("/goods/12") or a web address. */
/** The server keeps sort orders within ±1000. */
const MAX_SORT = 1000;

const isLink = (v: string) => /^https?:\/\/\S+$/i.test(v) || /^\/\S*$/.test(v);

/** Creates or edits a banner: site (pc/h5), slot (main/side), picture, link, order and whether it shows. */
export function BannerDialog({ banner, defaultType = 'pc', onClose }: { banner?: AdminBanner; defaultType?: AdminBanner['type']; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState({
    type: banner?.type ?? defaultType,
    imgType: banner?.imgType ?? 1,
    imgUrl: banner?.imgUrl ?? '',
    link: banner?.link ?? '',
    sort: String(banner?.sort ?? 0),
    enabled: banner ? banner.enabled === 1 : true,
  });
  const [touched, setTouched] = useState(false);
  const save = useSaveBanner({ onSuccess: () => { toast.show(t('admin:banners.saved'), 'success'); onClose(); } });
  const errors = {
    imgUrl: form.imgUrl ? null : t('admin:banners.errors.image'),
    link: !form.link.trim() || isLink(form.link.trim()) ? null : t('admin:banners.errors.link'),
    sort: (parseCount(form.sort) ?? Infinity) > MAX_SORT ? t('admin:validation.sortRange', { max: MAX_SORT }) : null,
  };
  const show = (e: string | null) => (touched ? e : null);
  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    save.mutate({
      id: banner?.id, type: form.type, imgType: form.imgType, imgUrl: form.imgUrl, link: form.link.trim(),
      sort: parseCount(form.sort) ?? 0, enabled: form.enabled ? 1 : 0,
    });
  };
  return (
    <FormDialog title={banner ? t('admin:banners.editTitle') : t('admin:banners.createTitle')} busy={save.isPending} onClose={onClose} onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <TextField select label={t('admin:banners.fields.type')} value={form.type} onChange={(e) => setForm((f) => ({ ...f, type: e.target.value as 'pc' | 'h5' }))}>
          <MenuItem value="pc">{t('admin:banners.types.pc')}</MenuItem>
          <MenuItem value="h5">{t('admin:banners.types.h5')}</MenuItem>
        </TextField>
        <TextField select label={t('admin:banners.fields.imgType')} value={form.imgType} onChange={(e) => setForm((f) => ({ ...f, imgType: Number(e.target.value) }))}>
          <MenuItem value={1}>{t('admin:banners.slots.main')}</MenuItem>
          <MenuItem value={0}>{t('admin:banners.slots.side')}</MenuItem>
        </TextField>
      </Box>
      <Box>
        <ImageUploadField label={t('admin:banners.fields.image')} value={form.imgUrl} onChange={(imgUrl) => setForm((f) => ({ ...f, imgUrl }))} moduleName="banner" previewSize={{ width: 240, height: 96 }} />
        {show(errors.imgUrl) && <FormHelperText error>{errors.imgUrl}</FormHelperText>}
      </Box>
      <TextField label={t('admin:banners.fields.link')} value={form.link} onChange={(e) => setForm((f) => ({ ...f, link: e.target.value }))} error={Boolean(show(errors.link))} helperText={show(errors.link) ?? t('admin:banners.hints.link')} fullWidth slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <TextField label={t('admin:banners.fields.sort')} value={form.sort} onChange={(e) => setForm((f) => ({ ...f, sort: e.target.value }))} error={Boolean(show(errors.sort))} helperText={show(errors.sort) ?? t('admin:banners.hints.sort')} fullWidth slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
      <FormControlLabel control={<Switch checked={form.enabled} onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))} />} label={t('admin:banners.fields.enabled')} />
    </FormDialog>
  );
}
