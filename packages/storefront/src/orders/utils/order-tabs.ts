import { ORDER_TABS } from '@mall/domain/order-status';

export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];
export const ORDER_TAB_KEYS: readonly OrderTabKey[] = ORDER_TABS.map((tab) => tab.key);

/**
 * The `status` a tab sends to `order!listMain` (null: all). The call takes one status, so a tab of
 * several statuses sends the one no other tab covers: "Received" ([4, 5]) sends 5, as "To be
 * reviewed" already lists 4. If the server learns to take a list, this is the one place to change.
 */
export function tabStatus(key: OrderTabKey): number | null {
  const tab = ORDER_TABS.find((x) => x.key === key) ?? ORDER_TABS[0];
  if (tab.statuses === null) return null;
  if (tab.statuses.length === 1) return tab.statuses[0];
  const covered = new Set(ORDER_TABS.filter((x) => x !== tab && x.statuses?.length === 1).flatMap((x) => x.statuses ?? []));
  return tab.statuses.find((s) => !covered.has(s)) ?? tab.statuses[0];
}
