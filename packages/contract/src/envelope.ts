import { z } from 'zod';
import type { ErrorKey } from './errors';

/** The buyer, seller and admin APIs answer `{ code, msg, data }` (docs/buyer-wire.md). */
export interface Envelope<T> {
  code: '0' | '1' | '403' | string;
  msg: string | null;
  data: T;
  /** On errors, the stable key of the closed set (our own clients use it; others read msg). */
  key?: ErrorKey;
}

/** Schema of an envelope around a data schema. */
export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ code: z.string(), msg: z.string().nullable(), data, key: z.string().optional() });

/** Mall list pagination (docs/buyer-wire.md). */
export const pageInfo = z.object({ pageNum: z.number(), pageSize: z.number(), totalElements: z.number() });
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).catch(1).default(1),
  pageSize: z.coerce.number().int().catch(20).default(20).transform((n) => Math.min(100, Math.max(1, n))),
});
export type PageQuery = z.infer<typeof pageQuery>;
export const paged = <T extends z.ZodTypeAny>(item: T) => z.object({ pageList: z.array(item), pageInfo });

/** Flags on the wire are numbers 1/0. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * Parameters that the existing clients URI-encode before putting them in the query string
 * (docs/buyer-wire.md): the server decodes them once, and our own client encodes them the same way.
 */
export const PRE_ENCODED_FIELDS: readonly string[] = [
  'username', 'password', 're_password', 'old_password', 'safeword', 're_safeword', 'old_safeword', 'contacts', 'keyword',
];
