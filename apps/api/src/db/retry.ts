/** SQLSTATE of a serialization failure or a detected deadlock: the transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const UNIQUE = new Set(['23505']);

/** True when the error or one of its causes carries a SQLSTATE of `codes`. */
function hasSqlState(e: unknown, codes: ReadonlySet<string>): boolean {
  for (let c = e as { code?: string; cause?: unknown } | undefined; c; c = c.cause as typeof c) if (c.code && codes.has(c.code)) return true;
  return false;
}

/** True when the error (or one of its causes) is a serialization failure or a deadlock. */
export const isRetryable = (e: unknown): boolean => hasSqlState(e, RETRYABLE);

/** True when the error (or one of its causes) is a unique-constraint violation. */
export const isUniqueViolation = (e: unknown): boolean => hasSqlState(e, UNIQUE);

/**
 * Runs a transaction, and once more if the database chose it as the victim of a deadlock or a
 * serialization conflict (the first attempt was rolled back whole, so running it again is safe).
 */
export async function retryOnConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (!isRetryable(e)) throw e;
    return run();
  }
}
