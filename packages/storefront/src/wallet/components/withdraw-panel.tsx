import { QueryState } from '@mall/ui/query-state';
import { useWithdrawOpen } from '../api/open-withdraw';
import type { WalletLinks } from '../wallet-links';
import { BindAddressForm } from './bind-address-form';
import { WithdrawForm } from './withdraw-form';

export interface WithdrawPanelProps {
  links: Pick<WalletLinks, 'wallet' | 'transactionPassword'>;
}

/** Withdraw: binds the one withdrawal address first (`withdraw!withdraw_open` says whether one is), then applies. */
export function WithdrawPanel({ links }: WithdrawPanelProps) {
  const open = useWithdrawOpen();
  return (
    <QueryState isPending={open.isPending} isError={open.isError} onRetry={() => void open.refetch()}>
      {open.data && (open.data.existWithdrawAddress === 1 ? <WithdrawForm open={open.data} links={links} /> : <BindAddressForm />)}
    </QueryState>
  );
}
