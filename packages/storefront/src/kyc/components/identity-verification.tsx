import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countriesQuery } from '@mall/api-client/address';
import type { KycApplyQuery } from '@mall/api-client/kyc';
import { EMPTY_KYC_APPLICATION, KYC_DOCUMENT_TYPES, KYC_PICTURES, KYC_UPLOAD_MODULE, type KycStatus } from '@mall/contract/kyc';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useApi } from '../../shared/api-context';
import { ImageUpload } from '../../shared/components/image-upload';
import { useApplyKyc, useApplyKycAdvanced, useKyc, useKycAdvanced } from '../api/kyc-queries';

/** Document types offered; the wire keeps the chosen value as text. */
const COLOURS = { 0: 'info', 1: 'info', 2: 'success', 3: 'error' } as const;

/** The state of one verification level as a chip ('none' when never applied). */
export function KycStatusChip({ status }: { status: KycStatus | null }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(`kyc:status.${status ?? 'none'}`)} color={status === null ? 'default' : COLOURS[status]} />;
}

function useUploadTexts() {
  const { t } = useTranslation();
  return (label: string) => ({ label, alt: label, upload: t('kyc:form.upload'), replace: t('kyc:form.replace'), uploading: t('kyc:form.uploading') });
}


function BasicForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const apply = useApplyKyc();
  const countries = useQuery(countriesQuery(useApi()));
  const texts = useUploadTexts();
  const [draft, setDraft] = useState<KycApplyQuery>(EMPTY_KYC_APPLICATION);
  const [shown, setShown] = useState(false);
  const set = (k: keyof KycApplyQuery, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const missing = (k: keyof KycApplyQuery) => shown && !draft[k].trim();
  const busy = apply.isPending;
  const submit = () => {
    setShown(true);
    if (Object.values(draft).some((v) => !v.trim())) return;
    apply.mutate(draft, { onSuccess: () => toast.show(t('kyc:form.submitted'), 'success') });
  };
  const names = (countries.data ?? []).map((c) => c.countryName);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required label={t('kyc:form.name')} value={draft.name} disabled={busy} onChange={(e) => set('name', e.target.value)}
            error={missing('name')} helperText={missing('name') ? t('kyc:form.required') : undefined} slotProps={{ htmlInput: { maxLength: 100 } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={names} loading={countries.isPending} value={draft.nationality || null} autoHighlight disabled={busy}
            onChange={(_, v) => set('nationality', v ?? '')}
            renderInput={(params) => <TextField {...params} required label={t('kyc:form.nationality')} error={missing('nationality')} helperText={missing('nationality') ? t('kyc:form.required') : undefined} />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField select fullWidth required label={t('kyc:form.idname')} value={draft.idname} disabled={busy} onChange={(e) => set('idname', e.target.value)}>
            {KYC_DOCUMENT_TYPES.map((d) => <MenuItem key={d} value={d}>{t(`kyc:types.${d}`)}</MenuItem>)}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required label={t('kyc:form.idnumber')} value={draft.idnumber} disabled={busy} onChange={(e) => set('idnumber', e.target.value)}
            error={missing('idnumber')} helperText={missing('idnumber') ? t('kyc:form.required') : undefined} slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', maxLength: 64 } }} />
        </Grid>
      </Grid>
      <Typography variant="caption" color="text.secondary">{t('kyc:form.picturesHint')}</Typography>
      <Grid container spacing={2}>
        {KYC_PICTURES.map(([field, label]) => (
          <Grid key={field} size={{ xs: 12, md: 4 }}>
            <ImageUpload module={KYC_UPLOAD_MODULE} value={draft[field]} onChange={(url) => set(field, url)} disabled={busy}
              error={missing(field) ? t('kyc:form.required') : undefined} texts={texts(t(`kyc:form.${label}`))} />
          </Grid>
        ))}
      </Grid>
      <div>
        <Button type="submit" variant="contained" disabled={busy}>{busy ? t('kyc:form.submitting') : t('kyc:form.submit')}</Button>
      </div>
    </Stack>
  );
}

function AdvancedSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const advanced = useKycAdvanced(true);
  const apply = useApplyKycAdvanced();
  const texts = useUploadTexts();
  const [address, setAddress] = useState('');
  const [proof, setProof] = useState('');
  const [shown, setShown] = useState(false);
  const [again, setAgain] = useState(false);
  const busy = apply.isPending;
  const submit = () => {
    setShown(true);
    if (!address.trim() || !proof) return;
    apply.mutate({ address, addressImg: proof }, { onSuccess: () => { setAgain(false); toast.show(t('kyc:form.submitted'), 'success'); } });
  };
  const rec = advanced.data ?? null;
  const canApply = !rec || (rec.status === 3 && again);
  return (
    <QueryState isPending={advanced.isPending} isError={advanced.isError} onRetry={() => void advanced.refetch()}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2">{t('kyc:advanced.title')}</Typography>
              <KycStatusChip status={rec?.status ?? null} />
            </Stack>
            <Typography color="text.secondary">{t('kyc:advanced.intro')}</Typography>
            {rec && <Typography variant="body2" color="text.secondary">{t('kyc:sentOn', { time: rec.createTime })}</Typography>}
            {rec?.status === 3 && <Alert severity="warning">{t('kyc:rejectedBecause', { reason: rec.msg })}</Alert>}
            {rec?.status === 3 && !again && <div><Button variant="outlined" onClick={() => setAgain(true)}>{t('kyc:reapply')}</Button></div>}
            {canApply && (
              <Stack component="form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); submit(); }}>
                <TextField fullWidth required multiline minRows={2} label={t('kyc:form.address')} value={address} disabled={busy}
                  onChange={(e) => setAddress(e.target.value)} error={shown && !address.trim()} helperText={shown && !address.trim() ? t('kyc:form.required') : undefined}
                  slotProps={{ htmlInput: { maxLength: 300 } }} />
                <ImageUpload module={KYC_UPLOAD_MODULE} value={proof} onChange={setProof} disabled={busy}
                  error={shown && !proof ? t('kyc:form.required') : undefined} texts={texts(t('kyc:form.addressProof'))} />
                <div>
                  <Button type="submit" variant="contained" disabled={busy}>{busy ? t('kyc:form.submitting') : t('kyc:form.submit')}</Button>
                </div>
              </Stack>
            )}
          </Stack>
    </QueryState>
  );
}

/**
 * The personal centre's identity verification: the basic level's state (apply, or apply again after a
 * rejection with its reason), then the advanced level (address proof) once basic passed.
 */
export function IdentityVerification() {
  const { t } = useTranslation();
  const basic = useKyc();
  const [again, setAgain] = useState(false);
  const rec = basic.data ?? null;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="h1">{t('kyc:title')}</Typography>
        <Typography color="text.secondary">{t('kyc:intro')}</Typography>
      </div>
      <QueryState isPending={basic.isPending} isError={basic.isError} onRetry={() => void basic.refetch()}>
          <>
            <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
              <Stack spacing={2}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="h6" component="h2">{t('kyc:basic.title')}</Typography>
                  <KycStatusChip status={rec?.status ?? null} />
                </Stack>
                <Typography color="text.secondary">{t('kyc:basic.intro')}</Typography>
                {rec && <Typography variant="body2" color="text.secondary">{t('kyc:sentOn', { time: rec.createTime })}</Typography>}
                {rec?.status === 2 && <Alert severity="success">{t('kyc:verifiedBanner', { name: rec.name })}</Alert>}
                {rec?.status === 3 && <Alert severity="warning">{t('kyc:rejectedBecause', { reason: rec.msg })}</Alert>}
                {rec?.status === 3 && !again && <div><Button variant="outlined" onClick={() => setAgain(true)}>{t('kyc:reapply')}</Button></div>}
                {(!rec || (rec.status === 3 && again)) && <BasicForm />}
              </Stack>
            </Paper>
            <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
              {rec?.status === 2
                ? <AdvancedSection />
                : (
                  <Stack spacing={1}>
                    <Typography variant="h6" component="h2">{t('kyc:advanced.title')}</Typography>
                    <Typography color="text.secondary">{t('kyc:advanced.locked')}</Typography>
                  </Stack>
                )}
            </Paper>
          </>
      </QueryState>
    </Stack>
  );
}
