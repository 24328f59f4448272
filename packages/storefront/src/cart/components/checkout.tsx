import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useHref, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import type { LocalUser } from '@mall/api-client/account';
import type { PayMethod } from '@mall/api-client/orders';
import { checkoutLines, orderItemsOf, removeLines } from '@mall/domain/cart';
import { Money } from '@mall/domain/money';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { BalanceCheck } from '../../shared/components/balance-check';
import { useBalanceCheck } from '../../shared/hooks/use-balance';
import { readCart, readCheckoutSelection, saveCheckoutSelection, writeCart } from '../../shared/utils/cart-store';
import { redirectTo } from '../../shared/utils/redirect';
import { usePayOrders } from '../../shared/hooks/use-pay-orders';
import { cartKeys } from '../api/cart-keys';
import { usePayMethods } from '../api/list-pay-methods';
import { usePayByProvider } from '../api/pay-by-provider';
import { usePreviewOrder } from '../api/preview-order';
import { useSubmitOrder } from '../api/submit-order';
import type { CartLinks } from '../cart-links';
import { useFormatMoney } from '../hooks/use-format-money';
import { paySuccessHref } from '../utils/pay-success';
import { OrderSummary } from './order-summary';
import { isSelectable, PayMethodList } from './pay-method-list';
import { PayPasswordDialog } from './pay-password-dialog';

/** What the checkout gives the delivery-address chooser. */
export interface AddressChoice {
  value: string | null;
  onChange: (id: string | null) => void;
}

export interface CheckoutProps {
  /** The signed-in buyer (whose cart is checked out). */
  user: LocalUser;
  links: Pick<CartLinks, 'paySuccess' | 'orders' | 'home' | 'transactionPassword' | 'recharge'>;
  /** The delivery-address chooser with add and edit in place (the address feature's, composed by the route). */
  renderAddress: (choice: AddressChoice) => ReactNode;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ padding: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ marginBlockEnd: 1.5 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

/**
 * Checkout (docs/product-rules.md): delivery address, payment method and the server-priced summary; submitting
 * places one order per seller, takes the ordered lines out of the cart, then pays them from the
 * balance with the 6-digit transaction password. The balance shows beside the total; when it falls short
 * the order is not placed and a recharge that comes back here is offered instead of the password.
 */
export function Checkout({ user, links, renderAddress }: CheckoutProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const money = useFormatMoney();
  // The selection as checkout opened; it leaves the cart once ordered, while the page still shows it.
  const [lines] = useState(() => checkoutLines(readCart(user.usercode), readCheckoutSelection()));
  const items = useMemo(() => orderItemsOf(lines), [lines]);
  const [addressId, setAddressId] = useState<string | null>(null);
  const preview = usePreviewOrder(items, addressId);
  const methods = usePayMethods();
  const [method, setMethod] = useState<PayMethod['code'] | null>(null);
  useEffect(() => {
    if (method === null) setMethod(methods.data?.find(isSelectable)?.code ?? null);
  }, [methods.data, method]);
  const submit = useSubmitOrder();
  const pay = usePayOrders({ keep: cartKeys.all });
  const payProvider = usePayByProvider();
  // Where the provider sends the payer back: the order list, with the router's base (/wap) included.
  const ordersHref = useHref(links.orders);
  const [orderIds, setOrderIds] = useState<string[] | null>(null);
  // Only the balance asks for the transaction password; the provider authenticates its own payers.
  const noSafeword = user.safeword === 0 && method === 'balance';
  const due = preview.data ? Money.fromWire(preview.data.total) : null;
  const balance = useBalanceCheck(due, method === 'balance');
  const balanceShort = method === 'balance' && balance.short !== null;

  if (lines.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCartOutlinedIcon />}
        message={t('cart:settlement.empty')}
        action={<Button component={RouterLink} to={links.home}>{t('cart:settlement.backHome')}</Button>}
      />
    );
  }

  const place = () => {
    if (!addressId) { toast.show(t('errors:SHIPPING_ADDRESS_NOT_SET'), 'warning'); return; }
    if (!method) { toast.show(t('cart:settlement.payment.choose'), 'warning'); return; }
    submit.mutate({ items, addressId }, {
      onSuccess: (ids) => {
        // Ordered lines leave the cart at once: the orders now hold them, paid or not.
        writeCart(user.usercode, removeLines(readCart(user.usercode), lines.map((l) => l.identifier)));
        saveCheckoutSelection([]);
        if (method !== 'wallet') { setOrderIds(ids); return; }
        payProvider.mutate({ orderIds: ids, pageUrl: new URL(ordersHref, window.location.href).toString() }, {
          onSuccess: (url) => redirectTo(url),
          // The orders exist unpaid; the buyer can pay them from the order list.
          onError: () => void navigate(links.orders, { replace: true }),
        });
      },
    });
  };

  const payWith = async (safeword: string) => {
    if (!orderIds) return false;
    try {
      await pay.mutateAsync({ orderIds, safeword });
    } catch {
      return false;
    }
    void navigate(paySuccessHref(links.paySuccess, orderIds), { replace: true });
    return true;
  };

  const total = due ? money(due) : '--';

  return (
    <Stack spacing={2}>
      <Section title={t('cart:settlement.address')}>{renderAddress({ value: addressId, onChange: setAddressId })}</Section>
      <Section title={t('cart:settlement.payment.title')}>
        <QueryState isPending={methods.isPending} isError={methods.isError} onRetry={() => void methods.refetch()}>
          {methods.data && <PayMethodList methods={methods.data} value={method} onChange={setMethod} label={t('cart:settlement.payment.title')} />}
        </QueryState>
        {method === 'balance' && orderIds === null && <Box sx={{ marginBlockStart: 1.5 }}><BalanceCheck check={balance} rechargeHref={links.recharge} /></Box>}
      </Section>
      <Section title={t('cart:settlement.summary.title')}>
        <QueryState isPending={preview.isPending} isError={preview.isError} onRetry={() => void preview.refetch()}>
          {preview.data && <OrderSummary preview={preview.data} />}
        </QueryState>
      </Section>
      {noSafeword && (
        <Alert
          severity="warning"
          action={<Button component={RouterLink} to={links.transactionPassword} color="inherit" size="small">{t('cart:settlement.setSafeword')}</Button>}
        >
          {t('cart:settlement.noSafeword')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ position: 'sticky', insetBlockEnd: 0, padding: 2, zIndex: 'appBar' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
          <Box sx={{ textAlign: 'end' }}>
            <Typography variant="caption" color="text.secondary" component="p">{t('cart:settlement.summary.grandTotal')}</Typography>
            <Typography variant="h6" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}><bdi>{total}</bdi></Typography>
          </Box>
          <Button variant="contained" size="large" onClick={place} disabled={submit.isPending || payProvider.isPending || noSafeword || balanceShort || orderIds !== null || !preview.data}>
            {submit.isPending || payProvider.isPending ? t('cart:settlement.submitting') : t('cart:settlement.submit')}
          </Button>
        </Stack>
      </Paper>
      <PayPasswordDialog
        open={orderIds !== null}
        amount={total}
        busy={pay.isPending}
        balance={balance}
        // The orders exist now: after a recharge the buyer pays them from the order list.
        recharge={{ href: links.recharge, returnTo: links.orders }}
        onPay={payWith}
        onCancel={() => {
          toast.show(t('cart:settlement.pay.awaiting'), 'info');
          void navigate(links.orders, { replace: true });
        }}
      />
    </Stack>
  );
}
