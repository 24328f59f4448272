import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { countriesQuery } from '@mall/api-client/address';
import { useApi } from '../api-context';

interface CodeOption { iso: string; code: string; name: string }

/** Digits of a country's phone code ("+1-684" → "1684"). */
export const phoneCodeDigits = (phoneCode: string) => phoneCode.replace(/\D/g, '');

const filter = createFilterOptions<CodeOption>({ stringify: (o) => `${o.code} +${o.code} ${o.name}` });

export interface AreaCodeFieldProps {
  value: string;
  onChange: (digits: string) => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
}

/** International dialling code: free digits, with the countries' codes as suggestions. */
export function AreaCodeField({ value, onChange, error, helperText, size }: AreaCodeFieldProps) {
  const { t } = useTranslation();
  const { data: countries } = useQuery({ ...countriesQuery(useApi()), meta: { silent: true } });
  const options = useMemo<CodeOption[]>(
    () => (countries ?? []).map((c) => ({ iso: c.isoCode, code: phoneCodeDigits(c.phoneCode), name: c.countryName })).filter((o) => o.code),
    [countries],
  );
  return (
    <Autocomplete<CodeOption, false, false, true>
      freeSolo
      options={options}
      filterOptions={filter}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.code)}
      getOptionKey={(o) => (typeof o === 'string' ? o : o.iso)}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          <bdi>+{o.code}</bdi>&nbsp;{o.name}
        </li>
      )}
      inputValue={value}
      onInputChange={(_, v) => onChange(v.replace(/\D/g, '').slice(0, 4))}
      sx={{ minWidth: 120 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size={size}
          label={t('common:fields.areaCode')}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: { ...params.slotProps.input, startAdornment: <InputAdornment position="start">+</InputAdornment> },
            htmlInput: { ...params.slotProps.htmlInput, inputMode: 'numeric', dir: 'ltr' },
          }}
        />
      )}
    />
  );
}
