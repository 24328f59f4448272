/** The largest value of a PostgreSQL `integer` column: ids above it name no row. */
export const MAX_INT4 = 2_147_483_647;

/** A positive id of an `integer` column from text, or null when the text is not one (too large, signed, decimal, empty). */
export function parseId(text: string | number | null | undefined): number | null {
  const s = String(text ?? '').trim();
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= MAX_INT4 ? n : null;
}
