import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countriesQuery } from '@mall/api-client/address';
import { applyKyc, applyKycAdvanced, getKyc, getKycAdvanced, type KycApplyQuery } from '@mall/api-client/kyc';
import { EMPTY_KYC_APPLICATION, KYC_DOCUMENT_TYPES, KYC_PICTURES, KYC_UPLOAD_MODULE, type KycStatus } from '@mall/contract/kyc';
import { ImageUploadField } from '@mall/backoffice/shared/image-upload-field';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { useToast } from '@mall/ui/toast-provider';
import { api, publicApi } from '../../../lib/api';

const keys = { all: ['seller', 'kyc'] as const, advanced: ['seller', 'kyc', 'advanced'] as const };
const COLOURS = { 0: 'info', 1: 'info', 2: 'success', 3: 'error' } as const;

function StatusChip({ status }: { status: KycStatus | null }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(`kyc:status.${status ?? 'none'}`)} color={status === null ? 'default' : COLOURS[status]} />;
}

function BasicForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const countries = useQuery(countriesQuery(publicApi));
  const apply = useMutation({
    mutationFn: (input: KycApplyQuery) => applyKyc(api, input, true),
    onSuccess: async () => { await qc.invalidateQueries({ queryKey: keys.all }); toast.show(t('kyc:form.submitted'), 'success'); },
  });
  const [d, setD] = useState<KycApplyQuery>(EMPTY_KYC_APPLICATION);
  const [shown, setShown] = useState(false);
  const set = (k: keyof KycApplyQuery, v: string) => setD((x) => ({ ...x, [k]: v }));
  const missing = (k: keyof KycApplyQuery) => shown && !d[k].trim();
  const submit = () => { setShown(true); if (!Object.values(d).some((v) => !v.trim())) apply.mutate(d); };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <TextField required label={t('kyc:form.name')} value={d.name} onChange={(e) => set('name', e.target.value)} error={missing('name')} helperText={missing('name') ? t('kyc:form.required') : undefined} />
      <Autocomplete
        options={(countries.data ?? []).map((c) => c.countryName)} value={d.nationality || null} autoHighlight onChange={(_, v) => set('nationality', v ?? '')}
        renderInput={(params) => <TextField {...params} required label={t('kyc:form.nationality')} error={missing('nationality')} helperText={missing('nationality') ? t('kyc:form.required') : undefined} />}
      />
      <TextField select required label={t('kyc:form.idname')} value={d.idname} onChange={(e) => set('idname', e.target.value)}>
        {KYC_DOCUMENT_TYPES.map((x) => <MenuItem key={x} value={x}>{t(`kyc:types.${x}`)}</MenuItem>)}
      </TextField>
      <TextField required label={t('kyc:form.idnumber')} value={d.idnumber} onChange={(e) => set('idnumber', e.target.value)} error={missing('idnumber')}
        helperText={missing('idnumber') ? t('kyc:form.required') : undefined} slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }} />
      <Typography variant="caption" color="text.secondary">{t('kyc:form.picturesHint')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {KYC_PICTURES.map(([field, label]) => (
          <ImageUploadField key={field} label={t(`kyc:form.${label}`)} value={d[field]} onChange={(url) => set(field, url)} moduleName={KYC_UPLOAD_MODULE}
            helperText={missing(field) ? <Typography component="span" variant="caption" color="error">{t('kyc:form.required')}</Typography> : undefined} />
        ))}
      </Stack>
      <div><Button type="submit" variant="contained" disabled={apply.isPending}>{apply.isPending ? t('kyc:form.submitting') : t('kyc:form.submit')}</Button></div>
    </Stack>
  );
}

function Advanced() {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const advanced = useQuery({ queryKey: keys.advanced, queryFn: () => getKycAdvanced(api, true) });
  const apply = useMutation({
    mutationFn: (v: { address: string; addressImg: string }) => applyKycAdvanced(api, v, true),
    onSuccess: async () => { await qc.invalidateQueries({ queryKey: keys.all }); toast.show(t('kyc:form.submitted'), 'success'); },
  });
  const [address, setAddress] = useState('');
  const [proof, setProof] = useState('');
  const [shown, setShown] = useState(false);
  const [again, setAgain] = useState(false);
  return (
    <QueryData query={advanced}>
      {(rec) => (
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2">{t('kyc:advanced.title')}</Typography>
            <StatusChip status={rec?.status ?? null} />
          </Stack>
          <Typography color="text.secondary">{t('kyc:advanced.intro')}</Typography>
          {rec?.status === 3 && <Alert severity="warning">{t('kyc:rejectedBecause', { reason: rec.msg })}</Alert>}
          {rec?.status === 3 && !again && <div><Button variant="outlined" onClick={() => setAgain(true)}>{t('kyc:reapply')}</Button></div>}
          {(!rec || (rec.status === 3 && again)) && (
            <Stack component="form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); setShown(true); if (address.trim() && proof) apply.mutate({ address, addressImg: proof }); }}>
              <TextField required multiline minRows={2} label={t('kyc:form.address')} value={address} onChange={(e) => setAddress(e.target.value)}
                error={shown && !address.trim()} helperText={shown && !address.trim() ? t('kyc:form.required') : undefined} />
              <ImageUploadField label={t('kyc:form.addressProof')} value={proof} onChange={setProof} moduleName={KYC_UPLOAD_MODULE}
                helperText={shown && !proof ? <Typography component="span" variant="caption" color="error">{t('kyc:form.required')}</Typography> : undefined} />
              <div><Button type="submit" variant="contained" disabled={apply.isPending}>{t('kyc:form.submit')}</Button></div>
            </Stack>
          )}
        </Stack>
      )}
    </QueryData>
  );
}

/** The seller's identity verification: basic (apply, apply again after a rejection), then advanced once basic passed. */
export function SellerVerification() {
  const { t } = useTranslation();
  const basic = useQuery({ queryKey: keys.all, queryFn: () => getKyc(api, true) });
  const [again, setAgain] = useState(false);
  return (
    <QueryData query={basic}>
      {(rec) => (
        <Stack spacing={3} sx={{ maxWidth: 880 }}>
          <Paper variant="outlined" sx={{ padding: 3 }}>
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h6" component="h2">{t('kyc:basic.title')}</Typography>
                <StatusChip status={rec?.status ?? null} />
              </Stack>
              <Typography color="text.secondary">{t('kyc:basic.intro')}</Typography>
              {rec && <Typography variant="body2" color="text.secondary">{t('kyc:sentOn', { time: rec.createTime })}</Typography>}
              {rec?.status === 2 && <Alert severity="success">{t('kyc:verifiedBanner', { name: rec.name })}</Alert>}
              {rec?.status === 3 && <Alert severity="warning">{t('kyc:rejectedBecause', { reason: rec.msg })}</Alert>}
              {rec?.status === 3 && !again && <div><Button variant="outlined" onClick={() => setAgain(true)}>{t('kyc:reapply')}</Button></div>}
              {(!rec || (rec.status === 3 && again)) && <BasicForm />}
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ padding: 3 }}>
            {rec?.status === 2 ? <Advanced /> : (
              <Stack spacing={1}>
                <Typography variant="h6" component="h2">{t('kyc:advanced.title')}</Typography>
                <Typography color="text.secondary">{t('kyc:advanced.locked')}</Typography>
              </Stack>
            )}
          </Paper>
        </Stack>
      )}
    </QueryData>
  );
}
