import { getBalance } from '@mall/api-client/wallet';

export { getBalance };
// One balance query for the wallet pages, checkout and the pay dialogs (`wallet!getUsdt`), under `walletKeys.balance()`.
export { balanceQuery, useBalance } from '../../shared/hooks/use-balance';
