import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { AreaCodeField } from '../../shared/components/area-code-field';
import type { AccountKind, IdentityValues } from '../utils/auth-errors';

type FieldProps = { error: boolean; helperText?: string };

export interface IdentityFieldsProps {
  value: IdentityValues;
  onChange: (next: IdentityValues) => void;
  fieldProps: (field: 'email' | 'areaCode' | 'phone') => FieldProps;
}

/** Email / phone tabs with the matching fields (email, or area code and phone number). */
export function IdentityFields({ value, onChange, fieldProps }: IdentityFieldsProps) {
  const { t } = useTranslation();
  const set = (patch: Partial<IdentityValues>) => onChange({ ...value, ...patch });
  return (
    <Stack spacing={2}>
      <Tabs value={value.kind} onChange={(_, kind: AccountKind) => set({ kind })} variant="fullWidth" aria-label={t('auth:fields.kind')}>
        <Tab value="email" label={t('auth:fields.byEmail')} />
        <Tab value="phone" label={t('auth:fields.byPhone')} />
      </Tabs>
      {value.kind === 'email' ? (
        <TextField
          label={t('common:fields.email')}
          type="email"
          autoComplete="email"
          value={value.email}
          onChange={(e) => set({ email: e.target.value })}
          {...fieldProps('email')}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      ) : (
        <Stack direction="row" spacing={1}>
          <AreaCodeField value={value.areaCode} onChange={(areaCode) => set({ areaCode })} {...fieldProps('areaCode')} />
          <TextField
            label={t('common:fields.phone')}
            type="tel"
            autoComplete="tel-national"
            value={value.phone}
            onChange={(e) => set({ phone: e.target.value.replace(/\D/g, '') })}
            {...fieldProps('phone')}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            sx={{ flex: 1 }}
          />
        </Stack>
      )}
    </Stack>
  );
}
