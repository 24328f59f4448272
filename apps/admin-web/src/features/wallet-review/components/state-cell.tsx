import Typography from '@mui/material/Typography';
import type { WalletState } from '@mall/api-client/wallet-staff';
import { WalletStateChip } from './wallet-state-chip';

/** The state of a recharge or withdrawal, with the reason under a failed one. */
export function StateCell({ state, failureMsg }: { state: WalletState; failureMsg: string }) {
  return (
    <>
      <WalletStateChip state={state} />
      {state === 2 && failureMsg && <Typography variant="caption" color="text.secondary" component="p" sx={{ marginBlockStart: 0.5 }}>{failureMsg}</Typography>}
    </>
  );
}
