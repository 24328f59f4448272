// Query keys of the cart and checkout: every checkout query sits under `cartKeys.all`.

/** Query-key factory of the checkout queries. */
export const cartKeys = {
  all: ['checkout'] as const,
  /** The priced preview of one selection (its `orderInfo` text) to one address. */
  preview: (orderInfo: string, addressId: string | null) => [...cartKeys.all, 'preview', orderInfo, addressId ?? ''] as const,
  payMethods: () => [...cartKeys.all, 'pay-methods'] as const,
  /** A paid order as the pay-success page shows it. */
  paidOrder: (orderId: string) => [...cartKeys.all, 'paid-order', orderId] as const,
};
