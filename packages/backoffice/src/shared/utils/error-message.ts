import type { TFunction } from 'i18next';
import { ApiError } from '@mall/api-client/client';

/**
 * The text a user sees for a failed call: the server's translated message, else our own for the key,
 * else a generic one of the back-office texts (`backoffice:errors.network`, `backoffice:errors.unexpected`).
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.message) return error.message;
    if (error.key) return t(`errors:${error.key}`);
  }
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'TypeError')) return t(`backoffice:errors.network`);
  return t(`backoffice:errors.unexpected`);
}
