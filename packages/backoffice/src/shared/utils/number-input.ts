// Price and quantity fields are typed as text so a half-typed value ("12.") stays editable; these read them.

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const COUNT = /^\d{1,9}$/;

/** A price or amount typed by staff: digits with up to two decimals, else null. */
export function parseAmount(text: string): number | null {
  const v = text.trim();
  return AMOUNT.test(v) ? Number(v) : null;
}

/** A whole quantity (stock, minimum purchase, sort order) typed by staff, else null. */
export function parseCount(text: string): number | null {
  const v = text.trim();
  return COUNT.test(v) ? Number(v) : null;
}

/** A number shown in a text field: "" for null, otherwise its plain form. */
export function numberText(v: number | null | undefined): string {
  return v == null ? '' : String(v);
}
