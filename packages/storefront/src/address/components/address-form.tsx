import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AddressDraft } from '@mall/api-client/address';
import { LIMITS } from '@mall/domain/validation';
import { useValidation } from '../../shared/hooks/use-validation';
import { AreaCodeField, phoneCodeDigits } from '../../shared/components/area-code-field';
import { useSaveAddress } from '../api/addresses';
import { addressErrors } from '../utils/address-errors';
import { RegionFields } from './region-fields';

/** A blank address, the start of the "add address" form. */
export const emptyDraft: AddressDraft = {
  contacts: '', phone: '', areaCode: '', email: '', postcode: '', address: '', isDefault: false,
  country: '', countryId: '', province: '', provinceId: '', city: '', cityId: '',
};

export interface AddressFormProps {
  /** The address being edited; absent for a new one. */
  id?: string;
  initial?: AddressDraft;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits one address: consignee, phone with area code, email, region, postcode, street and default flag. */
export function AddressForm({ id, initial = emptyDraft, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const save = useSaveAddress();
  const { fieldProps, validate } = useValidation(() => addressErrors(draft));
  const set = (patch: Partial<AddressDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (field: 'contacts' | 'phone' | 'email' | 'postcode' | 'address', max?: number) => ({
    value: draft[field],
    onChange: (e: { target: { value: string } }) => set({ [field]: e.target.value }),
    ...fieldProps(field),
    slotProps: { htmlInput: max ? { maxLength: max } : {} },
  });

  const submit = () => {
    if (!validate()) return;
    save.mutate({ id, draft }, { onSuccess: onSaved });
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label={id ? t('account:address.editTitle') : t('account:address.addTitle')}
      onSubmit={(e) => { e.preventDefault(); submit(); }}
      sx={{ padding: 3 }}
    >
      <Typography variant="h6" component="h2" sx={{ marginBlockEnd: 2 }}>
        {id ? t('account:address.editTitle') : t('account:address.addTitle')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
        <TextField label={t('account:address.fields.contacts')} autoComplete="name" {...text('contacts', LIMITS.consigneeMax)} />
        <Stack direction="row" spacing={1}>
          <AreaCodeField value={draft.areaCode} onChange={(areaCode) => set({ areaCode })} {...fieldProps('areaCode')} />
          <TextField
            label={t('common:fields.phone')}
            type="tel"
            sx={{ flex: 1 }}
            {...text('phone')}
            onChange={(e) => set({ phone: e.target.value.replace(/[^\d]/g, '') })}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          />
        </Stack>
        <TextField label={t('account:address.fields.emailOptional')} type="email" {...text('email', LIMITS.emailMax)} />
        <RegionFields
          value={draft}
          onChange={(region, country) => set({ ...region, ...(country && !draft.areaCode ? { areaCode: phoneCodeDigits(country.phoneCode) } : {}) })}
          countryError={fieldProps('country')}
        />
        <TextField label={t('account:address.fields.postcode')} {...text('postcode', LIMITS.postcodeMax)} />
        <TextField
          label={t('account:address.fields.address')}
          multiline
          minRows={2}
          sx={{ gridColumn: { md: '1 / -1' } }}
          {...text('address', LIMITS.addressMax)}
        />
      </Box>
      <FormControlLabel
        sx={{ marginBlockStart: 1 }}
        control={<Checkbox checked={draft.isDefault} onChange={(e) => set({ isDefault: e.target.checked })} />}
        label={t('account:address.fields.default')}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', marginBlockStart: 2 }}>
        <Button onClick={onCancel} disabled={save.isPending}>{t('common:actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>{t('common:actions.save')}</Button>
      </Stack>
    </Paper>
  );
}
