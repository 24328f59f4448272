import type { SaleTerms } from '@mall/api-client/catalogue-staff';
import { numberText, parseAmount, parseCount } from '@mall/backoffice/shared/number-input';

/** A product's terms of sale as typed in the form. */
export interface SaleTermsDraft { sellingPrice: string; discountPrice: string; buyMin: string; stock: string }

export type SaleTermsError = 'required' | 'invalidPrice' | 'discountNotLower' | 'invalidBuyMin' | 'invalidStock';

/** The form's starting values from stored terms. */
export function draftFromTerms(terms: SaleTerms): SaleTermsDraft {
  return { sellingPrice: numberText(terms.sellingPrice), discountPrice: numberText(terms.discountPrice), buyMin: numberText(terms.buyMin), stock: numberText(terms.stock) };
}

/**
 * Checks the terms: a selling price above zero, an optional discount price strictly below it, a minimum purchase of
 * at least one and a whole stock. `skipPriceAndStock` when the SKU table supplies them.
 */
export function checkSaleTerms(d: SaleTermsDraft, skipPriceAndStock = false): Partial<Record<keyof SaleTermsDraft, SaleTermsError>> {
  const out: Partial<Record<keyof SaleTermsDraft, SaleTermsError>> = {};
  const buyMin = parseCount(d.buyMin);
  if (!d.buyMin.trim()) out.buyMin = 'required';
  else if (buyMin === null || buyMin < 1) out.buyMin = 'invalidBuyMin';
  if (skipPriceAndStock) return out;
  const price = parseAmount(d.sellingPrice);
  if (!d.sellingPrice.trim()) out.sellingPrice = 'required';
  else if (price === null || price <= 0) out.sellingPrice = 'invalidPrice';
  if (d.discountPrice.trim()) {
    const discount = parseAmount(d.discountPrice);
    if (discount === null || discount <= 0) out.discountPrice = 'invalidPrice';
    else if (price !== null && discount >= price) out.discountPrice = 'discountNotLower';
  }
  if (!d.stock.trim()) out.stock = 'required';
  else if (parseCount(d.stock) === null) out.stock = 'invalidStock';
  return out;
}

/** The terms for the API; call after `checkSaleTerms` found nothing. */
export function termsFromDraft(d: SaleTermsDraft): SaleTerms {
  return {
    sellingPrice: parseAmount(d.sellingPrice) ?? 0,
    discountPrice: d.discountPrice.trim() ? parseAmount(d.discountPrice) : null,
    buyMin: parseCount(d.buyMin) ?? 1,
    stock: parseCount(d.stock) ?? 0,
  };
}
