import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectFilterProps<V extends string> {
  label: string;
  /** The chosen value; '' is no filter. */
  value: V | '';
  onChange: (value: V | '') => void;
  /** The label of '' (every value). */
  allLabel: string;
  options: readonly { value: V; label: string }[];
  sx?: SxProps<Theme>;
}

/** A small select above a list that narrows it to one value, or shows every value. */
export function SelectFilter<V extends string>({ label, value, onChange, allLabel, options, sx }: SelectFilterProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as V | '')}
      sx={sx}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => <MenuItem key={o.value} value={o.value}>{o.label}</MenuItem>)}
    </TextField>
  );
}
