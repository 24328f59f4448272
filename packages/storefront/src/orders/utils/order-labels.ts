import type { OrderStatus } from '@mall/domain/order-status';

/** Key under `orders:status.` of each order status. */
export const STATUS_KEY = {
  [-1]: 'cancelled', 0: 'unpaid', 1: 'paid', 2: 'confirmed', 3: 'shipped', 4: 'received', 5: 'reviewed', 6: 'refund',
} as const satisfies Record<OrderStatus, string>;

/** Key under `orders:returnStatus.` of a refund in progress or decided (0: none). */
export const RETURN_STATUS_KEY = { 1: 'refunding', 2: 'refunded', 3: 'refundFailed' } as const;

/** The nine after-sales (refund / return) reasons of docs/product-rules.md with their wire codes 1..9, in that order. */
export const REASONS = [
  { code: 1, key: 'notReceived' },
  { code: 2, key: 'dislike' },
  { code: 3, key: 'wrongItem' },
  { code: 4, key: 'fakeBrand' },
  { code: 5, key: 'missingShipment' },
  { code: 6, key: 'damaged' },
  { code: 7, key: 'qualityProblem' },
  { code: 8, key: 'negotiated' },
  { code: 9, key: 'other' },
] as const;
export type ReasonKey = (typeof REASONS)[number]['key'];

/** The translation key of a reason code, if it is one of the nine. */
export const reasonKey = (code: number): ReasonKey | undefined => REASONS.find((r) => r.code === code)?.key;

/**
 * The six reasons for cancelling an unpaid order (docs/product-rules.md), keys under `orders:cancelReasons.`,
 * with the codes `order!cancel` takes for them (1..6; the after-sales list above is a different one).
 */
export const CANCEL_REASONS = [
  { code: 1, key: 'noLongerWanted' },
  { code: 2, key: 'wrongAddress' },
  { code: 3, key: 'wrongItem' },
  { code: 4, key: 'betterPrice' },
  { code: 5, key: 'paymentProblem' },
  { code: 6, key: 'other' },
] as const;
