import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadOutlined from '@mui/icons-material/UploadOutlined';
import { UPLOAD_LIMITS } from '@mall/contract/platform';
import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '@mall/api-client/staff';
import { ACTIVITY_AUDIENCES, type ActivityAudience } from '@mall/contract/staff';
import { languages } from '@mall/i18n/languages';
import { useToast } from '@mall/ui/toast-provider';
import { QueryState } from '@mall/ui/query-state';
import { useActivity } from '../api/get-activity';
import { useSaveActivity } from '../api/save-activity';
import { ACTIVITY_IMAGE_MODULE, useUploadActivityImage } from '../api/upload-activity-image';

const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** Loads the pop-up activity and edits it. */
export function ActivityEditor() {
  const activity = useActivity();
  return (
    <QueryState isPending={activity.isPending} isError={activity.isError} onRetry={() => void activity.refetch()}>
      {/* Mounted once with the stored values: a background refetch must not wipe what is being typed. */}
      <ActivityForm initial={activity.data ?? null} />
    </QueryState>
  );
}

const isHttpUrl = (v: string) => /^https?:\/\/\S+$/i.test(v) || /^\/\S*$/.test(v);

function ActivityForm({ initial }: { initial: AdminActivity | null }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [imgUrl, setImgUrl] = useState(initial?.imgUrl ?? '');
  const [detailUrl, setDetailUrl] = useState(initial?.detailUrl ?? '');
  const [enabled, setEnabled] = useState(initial ? initial.enabled === 1 : true);
  const [audience, setAudience] = useState<ActivityAudience>(initial?.audience ?? 'all');
  const [langs, setLangs] = useState<string[]>(initial?.langs ?? []);
  const [touched, setTouched] = useState(false);
  const save = useSaveActivity({ onSuccess: () => toast.show(t('admin:activity.saved'), 'success') });
  const upload = useUploadActivityImage({ onSuccess: setImgUrl });
  const fileInput = useRef<HTMLInputElement>(null);
  const pickFile = (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) { toast.show(t('errors:UPLOAD_TYPE')); return; }
    if (file.size > UPLOAD_LIMITS[ACTIVITY_IMAGE_MODULE]) { toast.show(t('errors:UPLOAD_TOO_LARGE')); return; }
    upload.mutate(file);
  };

  const errors = {
    title: title.trim() ? null : t('backoffice:validation.required'),
    imgUrl: !imgUrl.trim() || isHttpUrl(imgUrl.trim()) ? null : t('admin:validation.url'),
    detailUrl: !detailUrl.trim() ? t('backoffice:validation.required') : isHttpUrl(detailUrl.trim()) ? null : t('admin:validation.url'),
  };
  const show = (e: string | null) => (touched ? e : null);

  const submit = () => {
    setTouched(true);
    if (errors.title || errors.imgUrl || errors.detailUrl) return;
    save.mutate({ title: title.trim(), imgUrl: imgUrl.trim(), detailUrl: detailUrl.trim(), enabled: enabled ? 1 : 0, audience, langs });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ padding: 3 }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => { e.preventDefault(); submit(); }}>
          {!initial && <Typography color="text.secondary">{t('admin:activity.none')}</Typography>}
          <TextField label={t('admin:activity.fields.title')} value={title} onChange={(e) => setTitle(e.target.value)} error={Boolean(show(errors.title))} helperText={show(errors.title)} required fullWidth />
          <TextField label={t('admin:activity.fields.imgUrl')} value={imgUrl} onChange={(e) => setImgUrl(e.target.value)} error={Boolean(show(errors.imgUrl))} helperText={show(errors.imgUrl) ?? t('admin:activity.hints.imgUrl')} fullWidth />
          <Box>
            <input ref={fileInput} type="file" accept={IMAGE_TYPES.join(',')} hidden onChange={(e) => { pickFile(e.target.files?.[0]); e.target.value = ''; }} />
            <Button variant="outlined" startIcon={<UploadOutlined />} disabled={upload.isPending} onClick={() => fileInput.current?.click()}>
              {upload.isPending ? t('admin:activity.uploading') : t('admin:activity.upload')}
            </Button>
          </Box>
          <TextField label={t('admin:activity.fields.detailUrl')} value={detailUrl} onChange={(e) => setDetailUrl(e.target.value)} error={Boolean(show(errors.detailUrl))} helperText={show(errors.detailUrl) ?? t('admin:activity.hints.detailUrl')} required fullWidth />
          <TextField select label={t('referral:activity.audience')} value={audience} onChange={(e) => setAudience(e.target.value as ActivityAudience)} fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'activity-audience' } }}>
            {ACTIVITY_AUDIENCES.map((a) => <MenuItem key={a} value={a}>{t(`referral:activity.${a === 'signed_in' ? 'signedIn' : a}`)}</MenuItem>)}
          </TextField>
          <Autocomplete multiple options={languages.map((l) => l.code as string)} value={langs} onChange={(_e, v) => setLangs(v)}
            getOptionLabel={(code) => languages.find((l) => l.code === code)?.nativeName ?? code}
            renderInput={(params) => <TextField {...params} label={t('referral:activity.langs')} placeholder={langs.length === 0 ? t('referral:activity.allLangs') : undefined} />} />
          <FormControlLabel control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={t('admin:activity.fields.enabled')} />
          <Box>
            <Button type="submit" variant="contained" disabled={save.isPending || upload.isPending}>{t('backoffice:common.save')}</Button>
          </Box>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ padding: 2 }}>
        <Typography variant="subtitle2" sx={{ marginBlockEnd: 1 }}>{t('admin:activity.preview')}</Typography>
        {imgUrl.trim() ? (
          <Box component="img" src={imgUrl.trim()} alt={title} sx={{ maxWidth: '100%', display: 'block', borderRadius: 1 }} />
        ) : (
          <Typography variant="body2" color="text.secondary">{t('admin:activity.noImage')}</Typography>
        )}
        <Typography variant="body2" sx={{ marginBlockStart: 1, fontWeight: 600 }}>{title}</Typography>
      </Paper>
    </Box>
  );
}
