import { ORDER_TABS } from '@mall/domain/order-status';

export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];
export const ORDER_TAB_KEYS: readonly OrderTabKey[] = ORDER_TABS.map((tab) => tab.key);

/** The statuses a tab lists (`order!listMain` takes them as "4,5"); null: all. */
export function tabStatus(key: OrderTabKey): readonly number[] | null {
  const tab = ORDER_TABS.find((x) => x.key === key) ?? ORDER_TABS[0];
  return tab.statuses;
}
