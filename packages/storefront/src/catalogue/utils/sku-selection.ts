import type { GoodsDetail } from '@mall/api-client/catalogue';

// Choosing a variant: one value per attribute picks the SKU whose attributes all match.

export type GoodAttr = GoodsDetail['canSelectAttributes']['goodAttrs'][number];
export type Sku = GoodsDetail['canSelectAttributes']['skus'][number];
/** The chosen value id of each attribute id. */
export type Selection = Readonly<Record<string, string>>;

/** The SKU id of a product without attributes (docs/buyer-wire.md). */
export const NO_ATTRIBUTES_SKU_ID = '-1';

const matches = (sku: Sku, selection: Selection) =>
  Object.entries(selection).every(([attrId, valueId]) => sku.attrs.some((a) => a.attrId === attrId && a.attrValueId === valueId));

/**
 * The SKU of a complete selection, or undefined while an attribute is unchosen or no SKU matches.
 * A product without attributes has its single SKU at once.
 */
export function selectedSku(attrs: readonly GoodAttr[], skus: readonly Sku[], selection: Selection): Sku | undefined {
  if (attrs.length === 0) return skus[0];
  if (attrs.some((a) => !selection[a.attrId])) return undefined;
  return skus.find((s) => matches(s, selection));
}

/** The first attribute still without a value (to ask for it), or undefined. */
export function missingAttr(attrs: readonly GoodAttr[], selection: Selection): GoodAttr | undefined {
  return attrs.find((a) => !selection[a.attrId]);
}

/**
 * Whether a value can still be chosen: some SKU in stock has it together with the values chosen
 * for the other attributes.
 */
export function isValueAvailable(skus: readonly Sku[], selection: Selection, attrId: string, valueId: string): boolean {
  const others = Object.fromEntries(Object.entries(selection).filter(([id]) => id !== attrId));
  return skus.some((s) => s.stock > 0 && matches(s, { ...others, [attrId]: valueId }));
}

/** The selection after clicking a value: choosing it, or clearing it when it was already chosen. */
export function toggleValue(selection: Selection, attrId: string, valueId: string): Selection {
  if (selection[attrId] === valueId) {
    const { [attrId]: _removed, ...rest } = selection;
    return rest;
  }
  return { ...selection, [attrId]: valueId };
}

/** The opening selection: the values of the first SKU in stock (else of the first SKU), so a price shows at once. */
export function initialSelection(attrs: readonly GoodAttr[], skus: readonly Sku[]): Selection {
  if (attrs.length === 0) return {};
  const sku = skus.find((s) => s.stock > 0) ?? skus[0];
  if (!sku) return {};
  return Object.fromEntries(attrs.flatMap((a) => {
    const v = sku.attrs.find((x) => x.attrId === a.attrId);
    return v ? [[a.attrId, v.attrValueId]] : [];
  }));
}

/** The price to pay for a SKU: its discount price when it has one, else its selling price. */
export function skuPrice(sku: Pick<Sku, 'sellingPrice' | 'discountPrice'>): number {
  return sku.discountPrice ?? sku.sellingPrice;
}

/** The variant label of a selection ("Colour: Blue, Size: M"), in the attributes' order; '' without attributes. */
export function variantLabel(attrs: readonly GoodAttr[], selection: Selection): string {
  return attrs.flatMap((a) => {
    const value = a.attrValues.find((v) => v.attrValueId === selection[a.attrId]);
    return value ? [`${a.attrName}: ${value.attrValueName}`] : [];
  }).join(', ');
}

/** The image to show for a selection: the chosen value's icon or the SKU's image, if any. */
export function selectionImage(attrs: readonly GoodAttr[], sku: Sku | undefined, selection: Selection): string {
  if (sku?.img[0]) return sku.img[0];
  for (const a of attrs) {
    const icon = a.attrValues.find((v) => v.attrValueId === selection[a.attrId])?.iconImg;
    if (icon) return icon;
  }
  return '';
}
