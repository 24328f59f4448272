import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { CompactImageField } from '@mall/backoffice/shared/image-upload-field';
import type { Variants } from '../hooks/use-variants';
import { checkAttrs, checkSkuRow, MAX_ATTRS, MAX_SKUS, MAX_VALUES, skuLabel, type AttrDraft } from '../utils/sku-table';

function ValueInput({ index, attr, onAdd }: { index: number; attr: AttrDraft; onAdd: (values: string[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = () => {
    // A pasted "Red, Blue" adds both.
    const values = text.split(',').map((v) => v.trim()).filter(Boolean);
    if (values.length) onAdd(values);
    setText('');
  };
  const full = attr.values.length >= MAX_VALUES;
  return (
    <TextField
      size="small"
      label={t('seller:variants.valueOf', { n: index + 1 })}
      placeholder={t('seller:variants.valuePlaceholder')}
      value={text}
      disabled={full}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); add(); } }}
      onBlur={add}
      helperText={full ? t('seller:variants.maxValues', { max: MAX_VALUES }) : t('seller:variants.valueHint')}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" aria-label={t('seller:variants.addValueTo', { n: index + 1 })} onClick={add} disabled={full}>
                <AddIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** Attributes with their values, and the SKU table generated from them with price, discount, image and stock per row. */
export function VariantsEditor({ variants, showErrors }: { variants: Variants; showErrors: boolean }) {
  const { t } = useTranslation();
  const { attrs, rows, active, setAttrs, setRow, fillRows } = variants;
  const [fill, setFill] = useState({ sellingPrice: '', stock: '' });
  const problems = checkAttrs(attrs);

  const update = (i: number, patch: Partial<AttrDraft>) => setAttrs((as) => as.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  const addValues = (i: number, values: string[]) => setAttrs((as) => as.map((a, j) => {
    if (j !== i) return a;
    const have = new Set(a.values.map((v) => v.toLocaleLowerCase()));
    const fresh = values.filter((v) => { const k = v.toLocaleLowerCase(); if (have.has(k)) return false; have.add(k); return true; });
    return { ...a, values: [...a.values, ...fresh].slice(0, MAX_VALUES) };
  }));

  return (
    <Stack spacing={2}>
      {attrs.map((a, i) => (
        <Paper key={i} variant="outlined" sx={{ padding: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <TextField
              size="small"
              label={t('seller:variants.attrName', { n: i + 1 })}
              placeholder={t('seller:variants.attrPlaceholder')}
              value={a.name}
              onChange={(e) => update(i, { name: e.target.value })}
              error={showErrors && (problems[i] === 'noName' || problems[i] === 'duplicateName')}
              helperText={showErrors && problems[i] && problems[i] !== 'noValues' ? t(`seller:variants.errors.${problems[i]}`) : ' '}
              sx={{ minWidth: 200 }}
            />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ValueInput index={i} attr={a} onAdd={(values) => addValues(i, values)} />
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, marginBlockStart: 1 }} aria-label={t('seller:variants.valuesOf', { n: i + 1 })}>
                {a.values.map((v) => (
                  <Chip key={v} label={v} size="small" onDelete={() => update(i, { values: a.values.filter((x) => x !== v) })} />
                ))}
              </Stack>
              {showErrors && problems[i] === 'noValues' && <Typography variant="caption" color="error">{t('seller:variants.errors.noValues')}</Typography>}
            </Box>
            <IconButton aria-label={t('seller:variants.removeAttr', { n: i + 1 })} onClick={() => setAttrs((as) => as.filter((_, j) => j !== i))}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} variant="outlined" disabled={attrs.length >= MAX_ATTRS} onClick={() => setAttrs((as) => [...as, { name: '', values: [] }])}>
          {t('seller:variants.addAttr')}
        </Button>
        {attrs.length >= MAX_ATTRS && <Typography variant="caption" color="text.secondary" sx={{ marginInlineStart: 1 }}>{t('seller:variants.maxAttrs', { max: MAX_ATTRS })}</Typography>}
      </Box>

      {rows.length > MAX_SKUS && <Alert severity="error">{t('seller:variants.errors.tooMany', { n: rows.length, max: MAX_SKUS })}</Alert>}
      {rows.length > 0 && rows.length <= MAX_SKUS && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
            <Typography variant="subtitle2">{t('seller:variants.skuCount', { n: rows.length })}</Typography>
            <Box sx={{ flex: 1 }} />
            <TextField size="small" label={t('seller:variants.fillPrice')} value={fill.sellingPrice} onChange={(e) => setFill((f) => ({ ...f, sellingPrice: e.target.value }))} sx={{ width: 140 }} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }} />
            <TextField size="small" label={t('seller:variants.fillStock')} value={fill.stock} onChange={(e) => setFill((f) => ({ ...f, stock: e.target.value }))} sx={{ width: 140 }} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
            <Button
              variant="outlined"
              onClick={() => fillRows(Object.fromEntries(Object.entries(fill).filter(([, v]) => v.trim())))}
              disabled={!fill.sellingPrice.trim() && !fill.stock.trim()}
            >
              {t('seller:variants.fillAll')}
            </Button>
          </Stack>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('seller:variants.skuTable')}>
              <TableHead>
                <TableRow>
                  {active.map((a) => <TableCell key={a.name}>{a.name}</TableCell>)}
                  <TableCell>{t('seller:goods.fields.sellingPrice')}</TableCell>
                  <TableCell>{t('seller:goods.fields.discountPrice')}</TableCell>
                  <TableCell>{t('seller:variants.image')}</TableCell>
                  <TableCell>{t('seller:goods.fields.stock')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r, i) => {
                  const label = skuLabel(r.values);
                  const errors = showErrors ? checkSkuRow(r) : {};
                  const err = (k: keyof typeof errors) => (errors[k] ? t(`seller:goods.errors.${errors[k]}`) : undefined);
                  return (
                    <TableRow key={r.values.join('\u0001')}>
                      {r.values.map((v, j) => <TableCell key={j}>{v}</TableCell>)}
                      <TableCell sx={{ minWidth: 120 }}>
                        <TextField size="small" value={r.sellingPrice} onChange={(e) => setRow(i, { sellingPrice: e.target.value })} error={Boolean(errors.sellingPrice)} helperText={err('sellingPrice')} slotProps={{ htmlInput: { 'aria-label': t('seller:variants.priceOf', { name: label }), inputMode: 'decimal', dir: 'ltr' } }} />
                      </TableCell>
                      <TableCell sx={{ minWidth: 120 }}>
                        <TextField size="small" value={r.discountPrice} onChange={(e) => setRow(i, { discountPrice: e.target.value })} error={Boolean(errors.discountPrice)} helperText={err('discountPrice')} slotProps={{ htmlInput: { 'aria-label': t('seller:variants.discountOf', { name: label }), inputMode: 'decimal', dir: 'ltr' } }} />
                      </TableCell>
                      <TableCell>
                        <CompactImageField label={t('seller:variants.imageOf', { name: label })} value={r.img} onChange={(img) => setRow(i, { img })} moduleName="goods" />
                      </TableCell>
                      <TableCell sx={{ minWidth: 100 }}>
                        <TextField size="small" value={r.stock} onChange={(e) => setRow(i, { stock: e.target.value })} error={Boolean(errors.stock)} helperText={err('stock')} slotProps={{ htmlInput: { 'aria-label': t('seller:variants.stockOf', { name: label }), inputMode: 'numeric', dir: 'ltr' } }} />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
}
