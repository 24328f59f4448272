import type { OrderSettings } from '@mall/api-client/orders';
import { checkDecimalText, decimalText, parseCount } from '@mall/backoffice/shared/number-input';

/** Whole numbers of minutes or days. */
export const COUNT_FIELDS = ['unpaidCancelMinutes', 'autoReceiptDays', 'autoReviewDays', 'returnDays'] as const;
/** Fractions of an amount, 0..1 (0.05 = 5 %). */
export const RATE_FIELDS = ['commissionRate', 'taxRate', 'handlingFeeRate', 'serviceFeeRate'] as const;
/** Fixed amounts added to an order. */
export const FEE_FIELDS = ['longDistanceFee', 'deliveryFee'] as const;

export type SettingsField = keyof OrderSettings;
/** The form's values as typed. */
export type SettingsDraft = Record<SettingsField, string>;
/** What goes on the wire: the decimal text itself. */
export type SettingsWire = Record<SettingsField, string>;
/** Why a value is refused: not a whole number, not a number, more than 10 decimals, a rate outside 0..1. */
export type SettingsProblem = 'count' | 'format' | 'decimals' | 'rate';

const ALL: readonly SettingsField[] = [...COUNT_FIELDS, ...RATE_FIELDS, ...FEE_FIELDS];

/** Plain decimal text of a stored number (never exponent notation, at most 10 decimals). */
function plain(v: number): string {
  return Number.isInteger(v) ? String(v) : v.toFixed(10).replace(/0+$/, '').replace(/\.$/, '');
}

/** The form's starting values. */
export function draftFromSettings(s: OrderSettings): SettingsDraft {
  return Object.fromEntries(ALL.map((k) => [k, plain(s[k])])) as SettingsDraft;
}

/** The problems of a draft, by field; empty when it can be saved. */
export function checkSettings(d: SettingsDraft): Partial<Record<SettingsField, SettingsProblem>> {
  const problems: Partial<Record<SettingsField, SettingsProblem>> = {};
  for (const k of COUNT_FIELDS) if (parseCount(d[k]) === null) problems[k] = 'count';
  for (const k of [...RATE_FIELDS, ...FEE_FIELDS]) {
    const problem = checkDecimalText(d[k]);
    if (problem) problems[k] = problem;
  }
  // The text is valid decimal here, so comparing it as a number cannot round across 1.
  for (const k of RATE_FIELDS) if (!problems[k] && Number(decimalText(d[k])) > 1) problems[k] = 'rate';
  return problems;
}

/** The values to send, trimmed. */
export function settingsFromDraft(d: SettingsDraft): SettingsWire {
  return Object.fromEntries(ALL.map((k) => [k, decimalText(d[k])])) as SettingsWire;
}
