import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, languages } from '@mall/i18n/languages';

export interface CategoryNamesFieldProps {
  /** Language code → name, without English (the category's own name). */
  value: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
}

/** The category's name in every other language; a blank one shows the English name to that reader. */
export function CategoryNamesField({ value, onChange }: CategoryNamesFieldProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="subtitle2">{t('admin:categories.fields.names')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('admin:categories.hints.names')}</Typography>
      <Table size="small" aria-label={t('admin:categories.fields.names')}>
        <TableBody>
          {languages.filter((l) => l.code !== defaultLanguage).map((l) => (
            <TableRow key={l.code}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', paddingInlineStart: 0 }}>
                <span lang={l.tag}>{l.nativeName}</span>
              </TableCell>
              <TableCell sx={{ paddingInlineEnd: 0 }}>
                <TextField
                  value={value[l.code] ?? ''}
                  onChange={(e) => onChange({ ...value, [l.code]: e.target.value })}
                  size="small"
                  fullWidth
                  slotProps={{ htmlInput: { lang: l.tag, dir: l.dir, 'aria-label': t('admin:categories.nameIn', { language: l.nativeName }), maxLength: 64 } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The names to send: trimmed and without blanks, or undefined when there were none and are none (nothing to change). */
export function namesToSave(names: Record<string, string>, before: Record<string, string> | undefined): Record<string, string> | undefined {
  const kept = Object.fromEntries(Object.entries(names).map(([k, v]) => [k, v.trim()] as const).filter(([, v]) => v));
  return Object.keys(kept).length || Object.keys(before ?? {}).length ? kept : undefined;
}
