import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { WalletState } from '@mall/api-client/wallet-staff';

export const WALLET_STATES: readonly WalletState[] = [0, 1, 2];
const colours = { 0: 'warning', 1: 'success', 2: 'error' } as const;

/** In progress, success or failed. */
export function WalletStateChip({ state }: { state: WalletState }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colours[state]} label={t(`admin:walletReview.states.${state}`)} />;
}
