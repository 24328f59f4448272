import { z } from 'zod';

// Small pieces every call module shares.

/** The schema of an answer whose `data` the caller does not use. */
export const ignored = z.unknown().transform(() => undefined);

/** A filter parameter that is left out of the request when empty. */
export const opt = <T extends string | number>(v: T | null | undefined): T | undefined => (v === '' || v == null ? undefined : v);
