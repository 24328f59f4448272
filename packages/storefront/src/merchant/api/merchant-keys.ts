// Query keys of merchant sign-up: applying or re-submitting refreshes everything under `merchantKeys.all`.

/** Query-key factory of the merchant sign-up queries. */
export const merchantKeys = {
  all: ['merchant'] as const,
  offer: () => [...merchantKeys.all, 'offer'] as const,
  mine: () => [...merchantKeys.all, 'mine'] as const,
};
