// Query keys of the orders feature: every order query sits under `orderKeys.all`, so paying,
// cancelling or reviewing refreshes the lists and the open order at once.

/** Query-key factory of the order queries. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (status: readonly number[] | null, page: number, pageSize: number) => [...orderKeys.lists(), status?.join(',') ?? '', page, pageSize] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
  goods: (orderId: string) => [...orderKeys.all, 'goods', orderId] as const,
  log: (orderId: string) => [...orderKeys.all, 'log', orderId] as const,
};
