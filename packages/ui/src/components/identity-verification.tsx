import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
import { QueryState } from './query-state';

// Identity verification as buyers (storefronts) and sellers (seller zone) see it: the two levels, their
// states and forms. The apps fetch, send and upload; texts come from the `kyc` namespace, which they load.

/** 0 applied, 1 under review, 2 passed, 3 rejected. */
export type VerificationStatus = 0 | 1 | 2 | 3;

/** What the page shows of an application of either level. */
export interface VerificationRecord {
  status: VerificationStatus;
  /** The reason of a rejection. */
  msg: string;
  createTime: string;
}

/** The fields of a basic application. */
export interface BasicVerificationValues {
  name: string;
  idname: string;
  idnumber: string;
  nationality: string;
  idimg_1: string;
  idimg_2: string;
  idimg_3: string;
}
export type VerificationPictureField = 'idimg_1' | 'idimg_2' | 'idimg_3';
/** The document types the forms know how to name (`kyc:types.*`). */
export type VerificationDocumentType = 'passport' | 'id_card' | 'driving_licence';
/** Which side of the document a picture shows (`kyc:form.*`). */
export type VerificationPictureSide = 'front' | 'back' | 'hand';

/** What an app's picture field is given: it uploads privately and shows the picture. */
export interface VerificationPictureSlot {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** Translated, when the picture is missing after a submit. */
  error?: string;
  disabled: boolean;
}

/** The app's upload field for one verification picture. */
export type RenderVerificationPicture = (slot: VerificationPictureSlot) => ReactNode;

/** A form's sending: `submit` is called with the checked values, `pending` while the call runs. */
export interface VerificationSending<V> {
  submit: (values: V) => void;
  pending: boolean;
}

const COLOURS = { 0: 'info', 1: 'info', 2: 'success', 3: 'error' } as const;

/** The state of one verification level as a chip (null: never applied). */
export function VerificationStatusChip({ status }: { status: VerificationStatus | null }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(`kyc:status.${status ?? 'none'}`)} color={status === null ? 'default' : COLOURS[status]} />;
}

interface LevelProps {
  title: string;
  intro: string;
  record: VerificationRecord | null;
  /** Shown when the level passed. */
  passed?: ReactNode;
  /** The application form: shown when never applied, and after a rejection once "Apply again" is chosen. */
  form: ReactNode;
}

/** One level: its title and state, when it was sent, the rejection's reason, and the form when one may apply. */
function VerificationLevel({ title, intro, record, passed, form }: LevelProps) {
  const { t } = useTranslation();
  // "Apply again" answers the rejection it was chosen for; a later rejection asks again.
  const [againFor, setAgainFor] = useState<string | null>(null);
  const rejected = record?.status === 3;
  const again = rejected && againFor === record.createTime;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h2">{title}</Typography>
        <VerificationStatusChip status={record?.status ?? null} />
      </Stack>
      <Typography color="text.secondary">{intro}</Typography>
      {record && <Typography variant="body2" color="text.secondary">{t('kyc:sentOn', { time: record.createTime })}</Typography>}
      {record?.status === 2 && passed}
      {rejected && <Alert severity="warning">{t('kyc:rejectedBecause', { reason: record.msg })}</Alert>}
      {rejected && !again && <div><Button variant="outlined" onClick={() => setAgainFor(record.createTime)}>{t('kyc:reapply')}</Button></div>}
      {(!record || again) && form}
    </Stack>
  );
}

export interface BasicVerificationFormProps {
  /** Country names offered as nationality. */
  countries: readonly string[];
  countriesLoading?: boolean;
  /** Document types offered. */
  documentTypes: readonly VerificationDocumentType[];
  /** The three pictures: field and side. */
  pictures: readonly (readonly [VerificationPictureField, VerificationPictureSide])[];
  blank: BasicVerificationValues;
  sending: VerificationSending<BasicVerificationValues>;
  renderPicture: RenderVerificationPicture;
}

/** The basic application: name, nationality, document type and number, three pictures; every field required. */
export function BasicVerificationForm({ countries, countriesLoading = false, documentTypes, pictures, blank, sending, renderPicture }: BasicVerificationFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<BasicVerificationValues>(blank);
  const [shown, setShown] = useState(false);
  const set = (k: keyof BasicVerificationValues, v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const missing = (k: keyof BasicVerificationValues) => shown && !draft[k].trim();
  const required = (k: keyof BasicVerificationValues) => (missing(k) ? t('kyc:form.required') : undefined);
  const busy = sending.pending;
  const submit = () => {
    setShown(true);
    if (!Object.values(draft).some((v) => !v.trim())) sending.submit(draft);
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required label={t('kyc:form.name')} value={draft.name} disabled={busy} onChange={(e) => set('name', e.target.value)}
            error={missing('name')} helperText={required('name')} slotProps={{ htmlInput: { maxLength: 100 } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            options={countries} loading={countriesLoading} value={draft.nationality || null} autoHighlight disabled={busy}
            onChange={(_, v) => set('nationality', v ?? '')}
            renderInput={(params) => <TextField {...params} required label={t('kyc:form.nationality')} error={missing('nationality')} helperText={required('nationality')} />}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField select fullWidth required label={t('kyc:form.idname')} value={draft.idname} disabled={busy} onChange={(e) => set('idname', e.target.value)}>
            {documentTypes.map((d) => <MenuItem key={d} value={d}>{t(`kyc:types.${d}`)}</MenuItem>)}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField fullWidth required label={t('kyc:form.idnumber')} value={draft.idnumber} disabled={busy} onChange={(e) => set('idnumber', e.target.value)}
            error={missing('idnumber')} helperText={required('idnumber')} slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', maxLength: 64 } }} />
        </Grid>
      </Grid>
      <Typography variant="caption" color="text.secondary">{t('kyc:form.picturesHint')}</Typography>
      <Grid container spacing={2}>
        {pictures.map(([field, side]) => (
          <Grid key={field} size={{ xs: 12, md: 4 }}>
            {renderPicture({ label: t(`kyc:form.${side}`), value: draft[field], onChange: (url) => set(field, url), error: required(field), disabled: busy })}
          </Grid>
        ))}
      </Grid>
      <div>
        <Button type="submit" variant="contained" disabled={busy}>{busy ? t('kyc:form.submitting') : t('kyc:form.submit')}</Button>
      </div>
    </Stack>
  );
}

/** The advanced application: an address and a picture proving it. */
function AdvancedVerificationForm({ sending, renderPicture }: { sending: VerificationSending<{ address: string; addressImg: string }>; renderPicture: RenderVerificationPicture }) {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [proof, setProof] = useState('');
  const [shown, setShown] = useState(false);
  const busy = sending.pending;
  const submit = () => {
    setShown(true);
    if (address.trim() && proof) sending.submit({ address, addressImg: proof });
  };
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); submit(); }}>
      <TextField fullWidth required multiline minRows={2} label={t('kyc:form.address')} value={address} disabled={busy}
        onChange={(e) => setAddress(e.target.value)} error={shown && !address.trim()} helperText={shown && !address.trim() ? t('kyc:form.required') : undefined}
        slotProps={{ htmlInput: { maxLength: 300 } }} />
      {renderPicture({ label: t('kyc:form.addressProof'), value: proof, onChange: setProof, error: shown && !proof ? t('kyc:form.required') : undefined, disabled: busy })}
      <div>
        <Button type="submit" variant="contained" disabled={busy}>{busy ? t('kyc:form.submitting') : t('kyc:form.submit')}</Button>
      </div>
    </Stack>
  );
}

export interface AdvancedVerificationProps {
  /** The latest advanced application (null: none), as a query. */
  query: { isPending: boolean; isError: boolean; data?: VerificationRecord | null; refetch: () => unknown };
  sending: VerificationSending<{ address: string; addressImg: string }>;
  renderPicture: RenderVerificationPicture;
}

/** The advanced level's state and form; mount it once the basic level passed (its query runs then). */
export function AdvancedVerification({ query, sending, renderPicture }: AdvancedVerificationProps) {
  const { t } = useTranslation();
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      <VerificationLevel title={t('kyc:advanced.title')} intro={t('kyc:advanced.intro')} record={query.data ?? null}
        form={<AdvancedVerificationForm sending={sending} renderPicture={renderPicture} />} />
    </QueryState>
  );
}

export interface IdentityVerificationLevelsProps {
  /** The latest basic application (null: none); `name` is the verified name once it passed. */
  basic: (VerificationRecord & { name: string }) | null;
  /** The basic form (a `BasicVerificationForm`). */
  basicForm: ReactNode;
  /** The advanced level (an `AdvancedVerification`), mounted only once the basic level passed. */
  advanced: ReactNode;
}

/** Both levels, each on its own card: basic with its state or form; advanced, locked until basic passed. */
export function IdentityVerificationLevels({ basic, basicForm, advanced }: IdentityVerificationLevelsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Paper variant="outlined" component="section" aria-label={t('kyc:basic.title')} sx={{ padding: { xs: 2, md: 3 } }}>
        <VerificationLevel title={t('kyc:basic.title')} intro={t('kyc:basic.intro')} record={basic} form={basicForm}
          passed={basic && <Alert severity="success">{t('kyc:verifiedBanner', { name: basic.name })}</Alert>} />
      </Paper>
      <Paper variant="outlined" component="section" aria-label={t('kyc:advanced.title')} sx={{ padding: { xs: 2, md: 3 } }}>
        {basic?.status === 2 ? advanced : (
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">{t('kyc:advanced.title')}</Typography>
            <Typography color="text.secondary">{t('kyc:advanced.locked')}</Typography>
          </Stack>
        )}
      </Paper>
    </>
  );
}
