import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { WalletState } from '@mall/api-client/wallet';

const look = {
  0: { key: 'inProgress', color: 'warning' },
  1: { key: 'success', color: 'success' },
  2: { key: 'failed', color: 'error' },
} as const;

/** Recharge or withdrawal state: 0 in progress, 1 success, 2 failed. */
export function StateChip({ state }: { state: WalletState }) {
  const { t } = useTranslation();
  const { key, color } = look[state];
  return <Chip size="small" variant="outlined" color={color} label={t(`wallet:states.${key}`)} />;
}
