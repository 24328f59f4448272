import type { TFunction } from 'i18next';
import { ApiError } from '@mall/api-client/client';

/** Text of any error for a toast: the server's translated message, else a generic network message. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) return error.message || (error.key ? t(`errors:${error.key}`) : t('common:feedback.failed'));
  return t('common:feedback.network');
}
