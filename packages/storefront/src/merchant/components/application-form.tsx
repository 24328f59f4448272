import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { MerchantDocKind } from '@mall/api-client/merchant';
import { checkEmail } from '@mall/domain/validation';
import { useApplyAsMerchant } from '../api/apply-as-merchant';
import { DocumentPictures } from './document-pictures';

type Field = 'storeName' | 'category' | 'email' | 'phone' | 'country';
const FIELDS: readonly Field[] = ['storeName', 'category', 'email', 'phone', 'country'];

/** The application: store, main category, contact, country, documents and the seller agreement. */
export function MerchantApplicationForm({ categories, defaultEmail = '' }: { categories: string[]; defaultEmail?: string }) {
  const { t } = useTranslation();
  const apply = useApplyAsMerchant();
  const [draft, setDraft] = useState<Record<Field, string>>({ storeName: '', category: '', email: defaultEmail, phone: '', country: '' });
  const [docKind, setDocKind] = useState<MerchantDocKind>('business');
  const [documents, setDocuments] = useState<string[]>([]);
  const [agree, setAgree] = useState(false);
  const [shown, setShown] = useState(false);
  const set = (k: Field, v: string) => setDraft((d) => ({ ...d, [k]: v }));

  const errors: Partial<Record<Field | 'documents' | 'agree', string>> = {};
  for (const f of FIELDS) if (!draft[f].trim()) errors[f] = t('errors:MERCHANT_FIELDS_REQUIRED');
  if (!errors.email && checkEmail(draft.email)) errors.email = t('errors:EMAIL_INVALID');
  if (!documents.length) errors.documents = t('errors:MERCHANT_DOCUMENTS_INVALID');
  if (!agree) errors.agree = t('errors:MERCHANT_AGREEMENT_REQUIRED');
  const visible = shown ? errors : {};
  const busy = apply.isPending;

  const submit = () => {
    setShown(true);
    if (Object.keys(errors).length) return;
    // A refusal is shown by the app's QueryClient.
    apply.mutate({ ...draft, docKind, documents });
  };

  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required label={t('merchant:form.storeName')} value={draft.storeName} disabled={busy}
            onChange={(e) => set('storeName', e.target.value)} error={Boolean(visible.storeName)} helperText={visible.storeName}
            slotProps={{ htmlInput: { maxLength: 64 } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            freeSolo options={categories} value={draft.category} disabled={busy}
            onInputChange={(_, v) => set('category', v)}
            renderInput={(params) => <TextField {...params} required label={t('merchant:form.category')} error={Boolean(visible.category)} helperText={visible.category} />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required type="email" label={t('merchant:form.email')} value={draft.email} disabled={busy}
            onChange={(e) => set('email', e.target.value)} error={Boolean(visible.email)} helperText={visible.email ?? t('merchant:form.emailHint')}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 64 } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required type="tel" label={t('merchant:form.phone')} value={draft.phone} disabled={busy}
            onChange={(e) => set('phone', e.target.value)} error={Boolean(visible.phone)} helperText={visible.phone}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 20 } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required label={t('merchant:form.country')} value={draft.country} disabled={busy}
            onChange={(e) => set('country', e.target.value)} error={Boolean(visible.country)} helperText={visible.country}
            slotProps={{ htmlInput: { maxLength: 64 } }} />
        </Grid>
      </Grid>
      <FormControl>
        <FormLabel id="merchant-doc-kind">{t('merchant:form.docKind')}</FormLabel>
        <RadioGroup row aria-labelledby="merchant-doc-kind" value={docKind} onChange={(e) => setDocKind(e.target.value as MerchantDocKind)}>
          <FormControlLabel value="business" control={<Radio />} label={t('merchant:form.docKinds.business')} disabled={busy} />
          <FormControlLabel value="personal" control={<Radio />} label={t('merchant:form.docKinds.personal')} disabled={busy} />
        </RadioGroup>
      </FormControl>
      <DocumentPictures value={documents} onChange={setDocuments} error={visible.documents} disabled={busy} />
      <FormControl error={Boolean(visible.agree)}>
        <FormControlLabel control={<Checkbox checked={agree} onChange={(e) => setAgree(e.target.checked)} disabled={busy} />} label={t('merchant:form.agree')} />
        {visible.agree && <FormHelperText>{visible.agree}</FormHelperText>}
      </FormControl>
      <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
        {t('merchant:form.submit')}
      </Button>
    </Stack>
  );
}
