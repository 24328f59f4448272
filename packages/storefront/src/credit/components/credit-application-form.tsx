import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countriesQuery } from '@mall/api-client/address';
import { getKyc } from '@mall/api-client/kyc';
import type { CreditApplication, CreditConfig } from '@mall/api-client/credit';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useApi } from '../../shared/api-context';
import { ImageUpload } from '../../shared/components/image-upload';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { useApplyForCredit } from '../api/apply-for-credit';
import { useCreditConfig } from '../api/get-credit-config';
import { useCreditForReapply } from '../api/get-credit-for-reapply';
import type { CreditLinks } from '../credit-links';
import { applicationErrors, termEstimate, type ApplicationDraft, type ApplicationField } from '../utils/application-rules';

/** Upload module of ID pictures (private to the owner and reviewing staff). */
const DOCUMENT_MODULE = 'kyc';
const PICTURES = ['imgCertificateFace', 'imgCertificateBack', 'imgCertificateHand'] as const;
const PICTURE_LABEL = { imgCertificateFace: 'face', imgCertificateBack: 'back', imgCertificateHand: 'hand' } as const;
const OPTIONAL = ['kinName', 'kinPhone', 'kinRelation', 'kinAddress', 'workAddress', 'homeAddress'] as const;
type Optional = (typeof OPTIONAL)[number];

const emptyDraft: ApplicationDraft = {
  realName: '', applyAmount: '', creditPeriod: '', countryId: '', identification: '',
  imgCertificateFace: '', imgCertificateBack: '', imgCertificateHand: '', agree: false,
};

/** The nationality picker over the platform's country list. */
function CountryField({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { t } = useTranslation();
  const countries = useQuery(countriesQuery(useApi()));
  const options = (countries.data ?? []).map((c) => ({ id: String(c.id), name: c.countryName }));
  return (
    <Autocomplete
      options={options}
      loading={countries.isPending}
      value={options.find((o) => o.id === value) ?? null}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      autoHighlight
      onChange={(_, o) => onChange(o?.id ?? '')}
      renderInput={(params) => <TextField {...params} required label={t('credit:form.country')} error={Boolean(error)} helperText={error} />}
    />
  );
}

function ApplicationForm({ config, before, links }: { config: CreditConfig; before?: CreditApplication; links: CreditLinks }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const fmt = useFormatAmount();
  const apply = useApplyForCredit();
  const [draft, setDraft] = useState<ApplicationDraft>(() => before ? {
    realName: before.realName, applyAmount: String(before.applyAmount), creditPeriod: String(before.creditPeriod), countryId: before.countryId,
    identification: before.identification, imgCertificateFace: before.imgCertificateFace, imgCertificateBack: before.imgCertificateBack,
    imgCertificateHand: before.imgCertificateHand, agree: false,
  } : emptyDraft);
  const [extra, setExtra] = useState<Record<Optional, string>>(() => Object.fromEntries(OPTIONAL.map((k) => [k, before?.[k] ?? ''])) as Record<Optional, string>);
  const [shown, setShown] = useState(false);
  // A passed identity verification fills the name, nationality, document number and pictures of a new application.
  // Same key as the identity verification screen, so one answer serves both.
  const kyc = useQuery({ queryKey: ['kyc'], queryFn: () => getKyc(api), enabled: !before });
  const countries = useQuery(countriesQuery(api));
  useEffect(() => {
    const k = kyc.data;
    if (!k || k.status !== 2) return;
    const nation = k.nationality.trim().toLowerCase();
    const country = (countries.data ?? []).find((c) => c.countryName.trim().toLowerCase() === nation);
    setDraft((d) => ({
      ...d, realName: d.realName || k.name, identification: d.identification || k.idnumber, countryId: d.countryId || (country ? String(country.id) : ''),
      imgCertificateFace: d.imgCertificateFace || k.idimg_1, imgCertificateBack: d.imgCertificateBack || k.idimg_2, imgCertificateHand: d.imgCertificateHand || k.idimg_3,
    }));
  }, [kyc.data, countries.data]);

  const errors = shown ? applicationErrors(draft, config) : {};
  const message = (f: ApplicationField) => {
    const key = errors[f];
    if (!key) return undefined;
    return key === 'LOAN_AMOUNT_RANGE' ? t('errors:LOAN_AMOUNT_RANGE', { min: fmt(config.amountMin), max: fmt(config.amountMax) }) : t(`errors:${key}`);
  };
  const set = <K extends keyof ApplicationDraft>(k: K, v: ApplicationDraft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const estimate = termEstimate(draft.applyAmount, draft.creditPeriod, config.rate);

  const submit = () => {
    setShown(true);
    if (Object.keys(applicationErrors(draft, config)).length) return;
    const { agree: _agree, ...fields } = draft;
    apply.mutate({ ...fields, ...extra, applyAmount: draft.applyAmount.trim(), creditId: before?.id }, {
      onSuccess: () => { toast.show(t('credit:form.submitted'), 'success'); void navigate(links.myLoan); },
    });
  };
  const busy = apply.isPending;

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      {before?.rejectReason && <Alert severity="warning">{t('credit:form.rejectedBecause', { reason: before.rejectReason })}</Alert>}
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              fullWidth required label={t('credit:form.amount')} value={draft.applyAmount} disabled={busy}
              onChange={(e) => set('applyAmount', e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
              error={Boolean(errors.applyAmount)}
              helperText={message('applyAmount') ?? t('credit:form.amountHint', { min: fmt(config.amountMin), max: fmt(config.amountMax) })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select fullWidth required label={t('credit:form.term')} value={draft.creditPeriod} disabled={busy}
              onChange={(e) => set('creditPeriod', e.target.value)} error={Boolean(errors.creditPeriod)} helperText={message('creditPeriod')}
            >
              {config.lendableDays.map((d) => <MenuItem key={d} value={d}>{t('credit:form.termDays', { count: Number(d) })}</MenuItem>)}
            </TextField>
          </Grid>
          {estimate && (
            <Grid size={12}>
              <Typography data-testid="credit-estimate" color="text.secondary">
                {t('credit:form.estimate', { interest: fmt(estimate.interest), total: fmt(estimate.total) })}
              </Typography>
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField fullWidth required label={t('credit:form.realName')} value={draft.realName} disabled={busy}
              onChange={(e) => set('realName', e.target.value)} error={Boolean(errors.realName)} helperText={message('realName')} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <CountryField value={draft.countryId} onChange={(v) => set('countryId', v)} error={message('countryId')} />
          </Grid>
          <Grid size={12}>
            <TextField fullWidth required label={t('credit:form.identification')} value={draft.identification} disabled={busy}
              onChange={(e) => set('identification', e.target.value)} error={Boolean(errors.identification)} helperText={message('identification')}
              slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }} />
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Typography variant="subtitle1" component="h2">{t('credit:form.pictures')}</Typography>
        <Typography variant="caption" color="text.secondary">{t('credit:form.picturesHint')}</Typography>
        <Grid container spacing={2} sx={{ marginBlockStart: 1 }}>
          {PICTURES.map((p) => (
            <Grid key={p} size={{ xs: 12, md: 4 }}>
              <ImageUpload
                module={DOCUMENT_MODULE} value={draft[p]} onChange={(url) => set(p, url)} disabled={busy}
                error={!draft[p] ? message('pictures') : undefined}
                texts={{
                  label: t(`credit:form.${PICTURE_LABEL[p]}`), alt: t(`credit:form.${PICTURE_LABEL[p]}`),
                  upload: t('credit:form.upload'), replace: t('credit:form.replace'), uploading: t('credit:form.uploading'),
                }}
              />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Typography variant="subtitle1" component="h2" sx={{ marginBlockEnd: 1.5 }}>{t('credit:form.optional')}</Typography>
        <Grid container spacing={2}>
          {OPTIONAL.map((k) => (
            <Grid key={k} size={{ xs: 12, md: 6 }}>
              <TextField fullWidth label={t(`credit:form.${k}`)} value={extra[k]} disabled={busy}
                onChange={(e) => setExtra((x) => ({ ...x, [k]: e.target.value }))} />
            </Grid>
          ))}
        </Grid>
      </Paper>
      <div>
        <FormControlLabel
          control={<Checkbox checked={draft.agree} onChange={(e) => set('agree', e.target.checked)} disabled={busy} />}
          label={<Typography variant="body2">{t('credit:form.agree')}</Typography>}
        />
        {errors.agree && <FormHelperText error>{message('agree')}</FormHelperText>}
      </div>
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {busy ? t('credit:form.submitting') : t('credit:form.submit')}
      </Button>
    </Stack>
  );
}

/** The loan application; with a rejected application's id it is prefilled from it (`credit!beforereapply`). */
export function CreditApplicationForm({ links, reapplyId = '' }: { links: CreditLinks; reapplyId?: string }) {
  const { t } = useTranslation();
  const config = useCreditConfig();
  const before = useCreditForReapply(reapplyId);
  const pending = config.isPending || (Boolean(reapplyId) && before.isPending);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{reapplyId ? t('credit:form.reapplyTitle') : t('credit:form.title')}</Typography>
      <QueryState isPending={pending} isError={config.isError || before.isError} onRetry={() => { void config.refetch(); void before.refetch(); }}>
        {config.data && <ApplicationForm config={config.data} before={before.data} links={links} />}
      </QueryState>
    </Stack>
  );
}
