import type { TFunction } from 'i18next';
import type { WalletState } from '@mall/api-client/wallet';
import { formatLocalTime } from '@mall/domain/format';

/**
 * "Expected arrival" of a record: the review time once it succeeded, the promise while it is in
 * progress, and "--" for a failed one, which never arrives.
 */
export function expectedArrival(state: WalletState, reviewTime: string, t: TFunction): string {
  if (state === 1) return formatLocalTime(reviewTime);
  if (state === 0) return t('wallet:records.withinDay');
  return '--';
}
