import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SellerStore, StoreProfileInput } from '@mall/api-client/catalogue-staff';
import { ImageUploadField } from '@mall/backoffice/shared/image-upload-field';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useStore } from '../api/get-store';
import { useUpdateStore } from '../api/update-store';
import { StoreStatusChip } from './store-status-chip';

export const SOCIAL_LINKS = ['facebook', 'instagram', 'twitter', 'whatsapp', 'telegram'] as const;
/** These are web addresses (the server keeps https:// links only); WhatsApp and Telegram take a number or a handle. */
const WEB_LINKS: ReadonlySet<string> = new Set(['facebook', 'instagram', 'twitter']);
const HTTPS = /^https:\/\/[^\s"'<>]+$/;
const BANNERS = ['banner1', 'banner2', 'banner3'] as const;
export const STORE_NAME_MAX = 64;
export const REMARK_MAX = 500;
const LINK_MAX = 64;
const URL_MAX = 500;

/** Loads the store and edits its profile. */
export function StoreProfileEditor() {
  const store = useStore();
  return (
    <QueryState isPending={store.isPending} isError={store.isError} onRetry={() => void store.refetch()}>
      {/* Keyed by the store, not by the fetch: a background refetch must not wipe what the seller is typing. */}
      {store.data && <StoreProfileForm key={store.data.id} store={store.data} />}
    </QueryState>
  );
}

function StoreProfileForm({ store }: { store: SellerStore }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { id: _id, status, ...initial } = store;
  const [form, setForm] = useState<StoreProfileInput>(initial);
  const [touched, setTouched] = useState(false);
  const save = useUpdateStore({ onSuccess: () => toast.show(t('seller:store.saved'), 'success') });
  const set = (k: keyof StoreProfileInput) => (v: string) => setForm((f) => ({ ...f, [k]: v }));

  const name = form.name.trim();
  const errors = {
    name: !name ? t('backoffice:validation.required') : name.length > STORE_NAME_MAX ? t('backoffice:validation.maxLength', { max: STORE_NAME_MAX }) : null,
    remark: form.remark.length > REMARK_MAX ? t('backoffice:validation.maxLength', { max: REMARK_MAX }) : null,
    ...Object.fromEntries(SOCIAL_LINKS.map((k) => [k, linkError(k, form[k].trim())])),
  } as Record<'name' | 'remark' | (typeof SOCIAL_LINKS)[number], string | null>;
  function linkError(k: (typeof SOCIAL_LINKS)[number], v: string): string | null {
    if (!v) return null;
    if (WEB_LINKS.has(k)) return !HTTPS.test(v) ? t('seller:store.errors.httpsLink') : v.length > URL_MAX ? t('backoffice:validation.maxLength', { max: URL_MAX }) : null;
    return v.length > LINK_MAX ? t('backoffice:validation.maxLength', { max: LINK_MAX }) : null;
  }
  const show = (e: string | null) => (touched ? e : null);

  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as StoreProfileInput;
    save.mutate(trimmed);
  };

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Paper variant="outlined" sx={{ padding: 2, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{t('seller:store.statusLabel')}</Typography>
        <StoreStatusChip status={status} />
        {status !== 'active' && (
          <Alert severity={status === 'pending' ? 'info' : 'error'} sx={{ flexBasis: '100%' }}>{t(`seller:store.statusHint.${status}`)}</Alert>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ padding: 3 }}>
        <Typography component="h2" variant="h6" sx={{ marginBlockEnd: 2 }}>{t('seller:store.sections.basic')}</Typography>
        <Stack spacing={2.5}>
          <TextField label={t('seller:store.fields.name')} value={form.name} onChange={(e) => set('name')(e.target.value)} error={Boolean(show(errors.name))} helperText={show(errors.name)} required fullWidth slotProps={{ htmlInput: { maxLength: STORE_NAME_MAX + 20 } }} />
          <ImageUploadField label={t('seller:store.fields.avatar')} value={form.avatar} onChange={set('avatar')} moduleName="avatar" helperText={t('seller:store.hints.avatar')} />
          <TextField
            label={t('seller:store.fields.remark')}
            value={form.remark}
            onChange={(e) => set('remark')(e.target.value)}
            error={Boolean(show(errors.remark))}
            helperText={show(errors.remark) ?? t('seller:store.hints.remark', { length: form.remark.length, max: REMARK_MAX })}
            multiline
            minRows={3}
            fullWidth
          />
        </Stack>
      </Paper>

      <Paper variant="outlined" sx={{ padding: 3 }}>
        <Typography component="h2" variant="h6">{t('seller:store.sections.banners')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 2 }}>{t('seller:store.hints.banners')}</Typography>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {BANNERS.map((k, i) => (
            <ImageUploadField key={k} label={t('seller:store.fields.banner', { n: i + 1 })} value={form[k]} onChange={set(k)} moduleName="banner" previewSize={{ width: 160, height: 64 }} />
          ))}
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ padding: 3 }}>
        <Typography component="h2" variant="h6" sx={{ marginBlockEnd: 2 }}>{t('seller:store.sections.social')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {SOCIAL_LINKS.map((k) => (
            <TextField
              key={k}
              label={t(`seller:store.fields.${k}`)}
              placeholder={t(`seller:store.placeholders.${k}`)}
              value={form[k]}
              onChange={(e) => set(k)(e.target.value)}
              error={Boolean(show(errors[k]))}
              helperText={show(errors[k])}
              fullWidth
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          ))}
        </Box>
      </Paper>

      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>{t('backoffice:common.save')}</Button>
      </Box>
    </Stack>
  );
}
