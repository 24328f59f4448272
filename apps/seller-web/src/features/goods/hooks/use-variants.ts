import { useState } from 'react';
import type { GoodsAttrInput } from '@mall/api-client/catalogue-staff';
import { activeAttrs, buildSkuRows, type AttrDraft, type SkuDraft } from '../utils/sku-table';

const EMPTY_ROW = { sellingPrice: '', discountPrice: '', img: '', stock: '' };

interface VariantsState {
  attrs: AttrDraft[];
  rows: SkuDraft[];
  /** The attributes the rows were built for, to carry typed values over when they change. */
  rowsFor: GoodsAttrInput[];
}

/** The attributes being edited and the SKU table generated from them, rebuilt (keeping typed values) on each change. */
export function useVariants() {
  const [state, setState] = useState<VariantsState>({ attrs: [], rows: [], rowsFor: [] });
  const setAttrs = (update: (attrs: AttrDraft[]) => AttrDraft[]) => setState((s) => {
    const attrs = update(s.attrs);
    const active = activeAttrs(attrs);
    if (JSON.stringify(active) === JSON.stringify(s.rowsFor)) return { ...s, attrs };
    return { attrs, rows: buildSkuRows(active, { attrs: s.rowsFor, rows: s.rows }, EMPTY_ROW), rowsFor: active };
  });
  const setRow = (index: number, patch: Partial<Omit<SkuDraft, 'values'>>) =>
    setState((s) => ({ ...s, rows: s.rows.map((r, i) => (i === index ? { ...r, ...patch } : r)) }));
  const fillRows = (patch: Partial<Omit<SkuDraft, 'values'>>) =>
    setState((s) => ({ ...s, rows: s.rows.map((r) => ({ ...r, ...patch })) }));
  return { attrs: state.attrs, rows: state.rows, active: state.rowsFor, setAttrs, setRow, fillRows };
}

export type Variants = ReturnType<typeof useVariants>;
