import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countriesQuery } from '@mall/api-client/address';
import type { CreditApplication, CreditConfig } from '@mall/api-client/credit';
import { getKyc } from '@mall/api-client/kyc';
import { ImageUploadField } from '@mall/backoffice/shared/image-upload-field';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { applicationErrors, termEstimate, type ApplicationDraft, type ApplicationField } from '@mall/domain/loan';
import { Money } from '@mall/domain/money';
import { useToast } from '@mall/ui/toast-provider';
import { api, publicApi } from '../../../lib/api';
import { useApplyForLoan } from '../api/apply-for-loan';

const PICTURES = [['imgCertificateFace', 'face'], ['imgCertificateBack', 'back'], ['imgCertificateHand', 'hand']] as const;

/** The store's loan application under the platform's offer; a rejected application prefills it. */
export function LoanApplicationForm({ config, before, onDone }: { config: CreditConfig; before?: CreditApplication; onDone: () => void }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const countries = useQuery(countriesQuery(publicApi));
  const [d, setD] = useState<ApplicationDraft>(() => ({
    realName: before?.realName ?? '', applyAmount: before ? String(before.applyAmount) : '', creditPeriod: before ? String(before.creditPeriod) : '',
    countryId: before?.countryId ?? '', identification: before?.identification ?? '', imgCertificateFace: before?.imgCertificateFace ?? '',
    imgCertificateBack: before?.imgCertificateBack ?? '', imgCertificateHand: before?.imgCertificateHand ?? '', agree: false,
  }));
  // A passed identity verification fills the name, nationality, document number and pictures of a new application.
  const kyc = useQuery({ queryKey: ['seller', 'kyc'], queryFn: () => getKyc(api, true), enabled: !before });
  useEffect(() => {
    const k = kyc.data;
    if (!k || k.status !== 2) return;
    const nation = k.nationality.trim().toLowerCase();
    const country = (countries.data ?? []).find((c) => c.countryName.trim().toLowerCase() === nation);
    setD((x) => ({
      ...x, realName: x.realName || k.name, identification: x.identification || k.idnumber, countryId: x.countryId || (country ? String(country.id) : ''),
      imgCertificateFace: x.imgCertificateFace || k.idimg_1, imgCertificateBack: x.imgCertificateBack || k.idimg_2, imgCertificateHand: x.imgCertificateHand || k.idimg_3,
    }));
  }, [kyc.data, countries.data]);
  const [shown, setShown] = useState(false);
  const apply = useApplyForLoan({ onSuccess: () => { toast.show(t('credit:form.submitted'), 'success'); onDone(); } });
  const offer = { min: Money.fromWire(config.amountMin), max: Money.fromWire(config.amountMax), terms: config.lendableDays.map(Number) };
  const errors = shown ? applicationErrors(d, offer) : {};
  const message = (f: ApplicationField) => {
    const key = errors[f];
    if (!key) return undefined;
    return key === 'LOAN_AMOUNT_RANGE' ? t('errors:LOAN_AMOUNT_RANGE', { min: fmt.amount(config.amountMin), max: fmt.amount(config.amountMax) }) : t(`errors:${key}`);
  };
  const set = <K extends keyof ApplicationDraft>(k: K, v: ApplicationDraft[K]) => setD((x) => ({ ...x, [k]: v }));
  const estimate = termEstimate(d.applyAmount, d.creditPeriod, String(config.rate));
  const options = (countries.data ?? []).map((c) => ({ id: String(c.id), name: c.countryName }));
  const submit = () => {
    setShown(true);
    if (Object.keys(applicationErrors(d, offer)).length) return;
    const { agree: _agree, ...fields } = d;
    apply.mutate({ ...fields, applyAmount: d.applyAmount.trim(), creditId: before?.id });
  };
  return (
    <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 880 }} onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
      <Stack spacing={2.5}>
        <Typography component="h2" variant="h6">{before ? t('credit:form.reapplyTitle') : t('credit:form.title')}</Typography>
        {before?.rejectReason && <Alert severity="warning">{t('credit:form.rejectedBecause', { reason: before.rejectReason })}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField label={t('credit:form.amount')} value={d.applyAmount} onChange={(e) => set('applyAmount', e.target.value)} required
            error={Boolean(errors.applyAmount)} helperText={message('applyAmount') ?? t('credit:form.amountHint', { min: fmt.amount(config.amountMin), max: fmt.amount(config.amountMax) })}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }} />
          <TextField select label={t('credit:form.term')} value={d.creditPeriod} onChange={(e) => set('creditPeriod', e.target.value)} required
            error={Boolean(errors.creditPeriod)} helperText={message('creditPeriod')}>
            {config.lendableDays.map((days) => <MenuItem key={days} value={days}>{t('credit:form.termDays', { count: Number(days) })}</MenuItem>)}
          </TextField>
          <TextField label={t('credit:form.realName')} value={d.realName} onChange={(e) => set('realName', e.target.value)} required
            error={Boolean(errors.realName)} helperText={message('realName')} />
          <Autocomplete
            options={options} value={options.find((o) => o.id === d.countryId) ?? null} getOptionLabel={(o) => o.name}
            isOptionEqualToValue={(a, b) => a.id === b.id} onChange={(_, o) => set('countryId', o?.id ?? '')} loading={countries.isPending}
            renderInput={(params) => <TextField {...params} required label={t('credit:form.country')} error={Boolean(errors.countryId)} helperText={message('countryId')} />}
          />
          <TextField label={t('credit:form.identification')} value={d.identification} onChange={(e) => set('identification', e.target.value)} required
            error={Boolean(errors.identification)} helperText={message('identification')} slotProps={{ htmlInput: { dir: 'ltr' } }} />
        </Box>
        {estimate && <Typography color="text.secondary" data-testid="loan-estimate">{t('credit:form.estimate', { interest: fmt.amount(estimate.interest.toString()), total: fmt.amount(estimate.total.toString()) })}</Typography>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
          {PICTURES.map(([field, side]) => (
            <ImageUploadField key={field} label={t(`credit:form.${side}`)} value={d[field]} onChange={(url) => set(field, url)} moduleName="kyc"
              helperText={!d[field] && message('pictures') ? <Typography component="span" variant="caption" color="error">{message('pictures')}</Typography> : undefined} />
          ))}
        </Box>
        <div>
          <FormControlLabel control={<Checkbox checked={d.agree} onChange={(e) => set('agree', e.target.checked)} />} label={<Typography variant="body2">{t('credit:form.agree')}</Typography>} />
          {errors.agree && <FormHelperText error>{message('agree')}</FormHelperText>}
        </div>
        <Box><Button type="submit" variant="contained" disabled={apply.isPending}>{apply.isPending ? t('credit:form.submitting') : t('credit:form.submit')}</Button></Box>
      </Stack>
    </Paper>
  );
}
