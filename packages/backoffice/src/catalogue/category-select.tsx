import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { CategoryOption } from './category-options';

export interface CategorySelectProps extends Pick<TextFieldProps, 'label' | 'error' | 'helperText' | 'required' | 'size' | 'fullWidth' | 'sx' | 'disabled'> {
  options: readonly CategoryOption[];
  value: string;
  onChange: (id: string) => void;
  /** When given, the first entry (value '') with this text, e.g. "All categories" or "None (top level)". */
  emptyLabel?: string;
  /** Entries shown but not selectable (a category cannot be its own parent). */
  disabledIds?: ReadonlySet<string>;
}

/** A category pick-list indented by depth (with logical padding, so it mirrors in RTL). */
export function CategorySelect({ options, value, onChange, emptyLabel, disabledIds, ...field }: CategorySelectProps) {
  const known = value === '' || options.some((o) => o.id === value);
  return (
    <TextField
      select
      {...field}
      value={known ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { displayEmpty: emptyLabel !== undefined }, inputLabel: emptyLabel !== undefined ? { shrink: true } : undefined }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id} disabled={disabledIds?.has(o.id)} sx={{ paddingInlineStart: 2 + (o.level - 1) * 2.5 }}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
