import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { WithdrawAddressForm } from '@mall/ui/withdraw-address-form';
import { useBindWithdrawAddress } from '../api/bind-withdraw-address';
import { useChannels } from '../api/get-channels';

/** Binds the seller's one withdrawal address: the kit's form (network, coin, address checked against the network's format). */
export function BindAddressForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const channels = useChannels();
  const bind = useBindWithdrawAddress();
  return (
    <QueryState isPending={channels.isPending} isError={channels.isError} onRetry={() => void channels.refetch()}>
      <Box sx={{ maxWidth: 640 }}>
        <WithdrawAddressForm
          channels={channels.data ?? []}
          pending={bind.isPending}
          bind={async ({ network, coin, address }) => {
            await bind.mutateAsync({ blockchainName: network, coin, address });
            toast.show(t('seller:wallet.bind.done'), 'success');
          }}
        />
      </Box>
    </QueryState>
  );
}
