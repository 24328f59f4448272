import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WithdrawOpen } from '@mall/api-client/wallet';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { WithdrawForm as WithdrawKit } from '@mall/ui/withdraw-form';
import { useApplyWithdrawal } from '../api/apply-withdrawal';
import { useBalance } from '../api/get-balance';
import { useSafewordSet } from '../api/get-safeword-set';
import { useWithdrawFee } from '../api/get-withdraw-fee';
import { useWithdrawOpen } from '../api/get-withdraw-open';
import { BindAddressForm } from './bind-address-form';

/** The withdrawal page: bind the one address first, set a transaction password (at `safewordHref`), then apply. */
export function WithdrawPanel({ safewordHref }: { safewordHref: string }) {
  const { t } = useTranslation();
  const open = useWithdrawOpen();
  const safeword = useSafewordSet();
  return (
    <QueryState
      isPending={open.isPending || safeword.isPending}
      isError={open.isError || safeword.isError}
      onRetry={() => { void open.refetch(); void safeword.refetch(); }}
    >
      {open.data && open.data.existWithdrawAddress !== 1 && <BindAddressForm />}
      {open.data?.existWithdrawAddress === 1 && safeword.data === false && (
        <Alert
          severity="warning"
          action={<Button color="inherit" size="small" component={Link} to={safewordHref}>{t('seller:wallet.withdraw.setSafeword')}</Button>}
        >
          {t('seller:wallet.withdraw.safewordMissing')}
        </Alert>
      )}
      {open.data?.existWithdrawAddress === 1 && safeword.data === true && <WithdrawForm address={open.data} />}
    </QueryState>
  );
}

/** The kit's withdrawal form on the seller's API; the form empties after an application. */
function WithdrawForm({ address }: { address: WithdrawOpen }) {
  const { t } = useTranslation();
  const toast = useToast();
  const fee = useWithdrawFee(address.chainName);
  const balance = useBalance();
  const apply = useApplyWithdrawal();
  const rules = fee.data;
  return (
    <QueryState isPending={fee.isPending || balance.isPending} isError={fee.isError || balance.isError} onRetry={() => { void fee.refetch(); void balance.refetch(); }}>
      {rules && balance.data !== undefined && (
        <Box sx={{ maxWidth: 640 }}>
          <WithdrawKit
            to={address}
            rules={rules}
            balance={balance.data}
            pending={apply.isPending}
            submit={async ({ amount, safeword }) => {
              await apply.mutateAsync({ amount, to: address.address, coin: address.coinType, safeword });
              toast.show(t('seller:wallet.withdraw.done'), 'success');
            }}
          />
        </Box>
      )}
    </QueryState>
  );
}
