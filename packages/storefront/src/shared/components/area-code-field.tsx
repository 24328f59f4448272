import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { countriesQuery } from '@mall/api-client/address';
import { useApi } from '../api-context';
import { matchAreaCodes, type AreaCodeOption } from '../utils/area-code-match';

/** Digits of a country's phone code ("+1-684" → "1684"). */
export const phoneCodeDigits = (phoneCode: string) => phoneCode.replace(/\D/g, '');

/** Digits typed (a leading + and spaces allowed): the area code itself; anything else searches names. */
const typedDigits = (text: string): string | null => {
  const digits = text.trim().replace(/^\+/, '').replace(/\s/g, '');
  return /^\d*$/.test(digits) ? digits.slice(0, 4) : null;
};

export interface AreaCodeFieldProps {
  value: string;
  onChange: (digits: string) => void;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
}

/**
 * International dialling code: free digits, with the countries as suggestions. Digits find the code
 * typed exactly first (Enter picks it), then the codes that start with them; letters search the
 * country names and leave the code unchanged until one is picked.
 */
export function AreaCodeField({ value, onChange, error, helperText, size }: AreaCodeFieldProps) {
  const { t } = useTranslation();
  const { data: countries } = useQuery({ ...countriesQuery(useApi()), meta: { silent: true } });
  const options = useMemo<AreaCodeOption[]>(
    () => (countries ?? []).map((c) => ({ iso: c.isoCode, code: phoneCodeDigits(c.phoneCode), name: c.countryName })).filter((o) => o.code),
    [countries],
  );
  // A country name being typed; null while the box shows the code itself.
  const [search, setSearch] = useState<string | null>(null);
  return (
    <Autocomplete<AreaCodeOption, false, false, true>
      freeSolo
      autoHighlight
      options={options}
      filterOptions={(all, state) => matchAreaCodes(all, state.inputValue)}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.code)}
      getOptionKey={(o) => (typeof o === 'string' ? o : o.iso)}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          <bdi>+{o.code}</bdi>&nbsp;{o.name}
        </li>
      )}
      inputValue={search ?? value}
      onInputChange={(_, text, reason) => {
        if (reason === 'reset') { setSearch(null); return; }
        const digits = typedDigits(text);
        if (digits === null) { setSearch(text); return; }
        setSearch(null);
        onChange(digits);
      }}
      onChange={(_, picked) => {
        setSearch(null);
        if (picked && typeof picked !== 'string') onChange(picked.code);
      }}
      onBlur={() => setSearch(null)}
      sx={{ minWidth: 120 }}
      slotProps={{
        // The list is wider than the field, so country names are not cut.
        popper: { placement: 'bottom-start', sx: { minWidth: 'min(320px, calc(100vw - 32px))' } },
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          size={size}
          label={t('common:fields.areaCode')}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: { ...params.slotProps.input, startAdornment: search === null ? <InputAdornment position="start">+</InputAdornment> : undefined },
            htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr' },
          }}
        />
      )}
    />
  );
}
