// Price and quantity fields are typed as text so a half-typed value ("12.") stays editable; these read them.

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const COUNT = /^\d{1,9}$/;

/** A price or amount typed by staff: digits with up to two decimals, else null. */
export function parseAmount(text: string): number | null {
  const v = text.trim();
  return AMOUNT.test(v) ? Number(v) : null;
}

/** Why a wallet amount typed as text is refused: not a number at all, or more than 10 decimals. */
export type DecimalProblem = 'format' | 'decimals';

const DECIMAL = /^([+-])?(\d{1,18})(?:\.(\d+))?$/;

/**
 * Checks a wallet amount typed as text (at most 10 decimals). `signed` allows a leading
 * sign, for adjustments. The text itself is what goes on the wire, so no float ever touches it.
 */
export function checkDecimalText(text: string, { signed = false }: { signed?: boolean } = {}): DecimalProblem | null {
  const m = DECIMAL.exec(text.trim());
  if (!m || (m[1] && !signed)) return 'format';
  return (m[3]?.length ?? 0) > 10 ? 'decimals' : null;
}

/** The canonical text of a valid amount ("+5" becomes "5"), for the wire and for `Money.parse`. */
export function decimalText(text: string): string {
  return text.trim().replace(/^\+/, '');
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
