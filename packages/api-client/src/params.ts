// Small pieces every call module shares.

/** A filter parameter that is left out of the request when empty. */
export const opt = <T extends string | number>(v: T | null | undefined): T | undefined => (v === '' || v == null ? undefined : v);
