import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Country } from '@mall/api-client/address';
import { useRegions } from '../api/addresses';

export interface RegionValue {
  country: string;
  countryId: string;
  province: string;
  provinceId: string;
  city: string;
  cityId: string;
}

interface Option { id: string; name: string }

export interface RegionFieldsProps {
  value: RegionValue;
  onChange: (next: RegionValue, chosenCountry?: Country) => void;
  countryError?: { error: boolean; helperText?: string };
}

/** Country → state → city cascading selects (`address!listCountry/listState/listCity`). */
export function RegionFields({ value, onChange, countryError }: RegionFieldsProps) {
  const { t } = useTranslation();
  const { countries, states, cities } = useRegions(value.countryId, value.provinceId);
  // Region ids are numbers on the wire; the form keeps them as text like the address it edits.
  const countryOptions: Option[] = (countries.data ?? []).map((c) => ({ id: String(c.id), name: c.countryName }));
  const stateOptions: Option[] = (states.data ?? []).map((s) => ({ id: String(s.id), name: s.stateName }));
  const cityOptions: Option[] = (cities.data ?? []).map((c) => ({ id: String(c.id), name: c.cityName }));
  const selected = (id: string, name: string): Option | null => (id ? { id, name } : null);
  const common = {
    getOptionLabel: (o: Option) => o.name,
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    autoHighlight: true,
  };
  const empty = { province: '', provinceId: '', city: '', cityId: '' };

  return (
    <>
      <Autocomplete<Option>
        {...common}
        options={countryOptions}
        loading={countries.isPending}
        value={selected(value.countryId, value.country)}
        onChange={(_, o) => onChange(
          { ...value, ...empty, country: o?.name ?? '', countryId: o?.id ?? '' },
          countries.data?.find((c) => String(c.id) === o?.id),
        )}
        renderInput={(params) => <TextField {...params} label={t('account:address.fields.country')} {...countryError} />}
      />
      <Autocomplete<Option>
        {...common}
        options={stateOptions}
        loading={states.isFetching}
        disabled={!value.countryId || (states.isSuccess && stateOptions.length === 0)}
        value={selected(value.provinceId, value.province)}
        onChange={(_, o) => onChange({ ...value, province: o?.name ?? '', provinceId: o?.id ?? '', city: '', cityId: '' })}
        renderInput={(params) => <TextField {...params} label={t('account:address.fields.state')} />}
      />
      <Autocomplete<Option>
        {...common}
        options={cityOptions}
        loading={cities.isFetching}
        disabled={!value.provinceId || (cities.isSuccess && cityOptions.length === 0)}
        value={selected(value.cityId, value.city)}
        onChange={(_, o) => onChange({ ...value, city: o?.name ?? '', cityId: o?.id ?? '' })}
        renderInput={(params) => <TextField {...params} label={t('account:address.fields.city')} />}
      />
    </>
  );
}
