/** The query parameter of the pay-success page: the paid orders' ids, comma-separated. */
export const PAID_ORDERS_PARAM = 'orders';

/** The pay-success page of these orders: their ids in the address, so a reload still shows them. */
export const paySuccessHref = (path: string, orderIds: readonly string[]) =>
  `${path}?${PAID_ORDERS_PARAM}=${encodeURIComponent(orderIds.join(','))}`;

/** The order ids of the pay-success page's address (distinct, blanks dropped). */
export function paidOrderIds(value: string | null): string[] {
  return [...new Set((value ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
}
