import type { ErrorKey } from '@mall/contract/errors';

/** A business error of the closed set, thrown below HTTP and mapped to the envelope in one place. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    /** HTTP status; business errors stay 200 (docs/buyer-wire.md). */
    readonly status = 200,
    /** Values of the message's {{placeholders}} (a range, a limit). */
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

/** Throws the key when a rule returned one (rules of @mall/domain answer a key or null). */
export function ensure(check: ErrorKey | null): void {
  if (check) throw new AppError(check);
}
