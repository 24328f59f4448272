import { useTranslation } from 'react-i18next';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { WithdrawAddressForm } from '@mall/ui/withdraw-address-form';
import { useBindWithdrawAddress } from '../api/bind-withdraw-address';
import { useChannels } from '../api/list-channels';

/** Binds the buyer's one withdrawal address (docs/product-rules.md): the kit's form on the open chain channels. */
export function BindAddressForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const channels = useChannels();
  const bind = useBindWithdrawAddress();
  return (
    <QueryState isPending={channels.isPending} isError={channels.isError} onRetry={() => void channels.refetch()}>
      <WithdrawAddressForm
        channels={channels.data ?? []}
        pending={bind.isPending}
        bind={async ({ network, coin, address }) => {
          await bind.mutateAsync({ blockchainName: network, coin, address });
          toast.show(t('wallet:withdraw.bind.done'), 'success');
        }}
      />
    </QueryState>
  );
}
