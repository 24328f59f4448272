import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { WithdrawOpen } from '@mall/api-client/wallet';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { WithdrawForm as WithdrawKit } from '@mall/ui/withdraw-form';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { useApplyWithdraw } from '../api/apply-withdraw';
import { useBalance } from '../api/get-balance';
import { useWithdrawFee } from '../api/get-withdraw-fee';
import type { WalletLinks } from '../wallet-links';

/** The bound address, then the application under that network's fee and rules (`withdraw!fee`): the kit's form on the buyer's API. */
export function WithdrawForm({ open, links }: { open: WithdrawOpen; links: Pick<WalletLinks, 'wallet' | 'transactionPassword'> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const fee = useWithdrawFee(open.chainName);
  const balance = useBalance();
  const { user } = useCurrentUser();
  const apply = useApplyWithdraw();
  const rules = fee.data;
  return (
    <QueryState isPending={fee.isPending || balance.isPending} isError={fee.isError || balance.isError} onRetry={() => { void fee.refetch(); void balance.refetch(); }}>
      {rules && balance.data !== undefined && (
        <WithdrawKit
          to={open}
          rules={rules}
          balance={balance.data}
          pending={apply.isPending}
          submit={async ({ amount, safeword }) => {
            await apply.mutateAsync({ amount, to: open.address, coin: open.coinType, safeword });
            toast.show(t('wallet:withdraw.submitted'), 'success');
            void navigate(links.wallet);
          }}
          safewordMissing={user?.safeword === 0 && (
            <Alert
              severity="warning"
              action={<Button component={RouterLink} to={links.transactionPassword} color="inherit" size="small">{t('wallet:withdraw.setSafeword')}</Button>}
            >
              {t('wallet:withdraw.noSafeword')}
            </Alert>
          )}
        />
      )}
    </QueryState>
  );
}
