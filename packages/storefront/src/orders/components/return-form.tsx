import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { OrderInfo } from '@mall/api-client/orders';
import { availableActions } from '@mall/domain/order-status';
import { Money } from '@mall/domain/money';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useValidation, type FieldErrors } from '../../shared/hooks/use-validation';
import { useOrder } from '../api/get-order';
import { useRequestReturn } from '../api/request-return';
import { usePrice } from '../hooks/use-price';
import type { OrdersLinks } from '../orders-links';
import { returnAmountError } from '../utils/return-rules';
import { ReasonChoice } from './reason-choice';
import { Section } from './section';

/** Longest description kept with a request. */
export const RETURN_DETAIL_MAX = 500;

type Field = 'reason' | 'amount';

/** Rules of the request: one of the nine reasons, an amount > 0, at most 10 decimals and not above what was paid. */
export function returnErrors(v: { reason: number; amount: string }, paid: number): FieldErrors<Field> {
  const out: FieldErrors<Field> = {};
  if (!v.reason) out.reason = 'RETURN_REASON_REQUIRED';
  const amount = returnAmountError(v.amount, paid);
  if (amount) out.amount = amount;
  return out;
}

function Form({ order, links }: { order: OrderInfo; links: Pick<OrdersLinks, 'detail'> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const price = usePrice();
  const request = useRequestReturn();
  const actions = availableActions(order.status, 'buyer');
  const kind = actions.includes('requestRefund') ? 'refund' : actions.includes('requestReturn') ? 'return' : null;
  const [reason, setReason] = useState(0);
  const [detail, setDetail] = useState('');
  const [amount, setAmount] = useState(() => Money.fromWire(order.total).toString());
  const { errors, fieldProps, validate } = useValidation<Field>(() => returnErrors({ reason, amount }, order.total));
  if (!kind) return <Alert severity="info">{t('orders:returns.notAllowed')}</Alert>;
  const submit = () => {
    if (!validate()) return;
    request.mutate({ orderId: order.id, reason, detail: detail.trim(), money: amount.trim() }, {
      onSuccess: () => {
        toast.show(t('orders:feedback.requested'), 'success');
        void navigate(links.detail(order.id));
      },
    });
  };
  return (
    <Section title={kind === 'refund' ? t('orders:returns.refundTitle') : t('orders:returns.returnTitle')}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => { e.preventDefault(); submit(); }}>
        {kind === 'return' && <Alert severity="info">{t('orders:returns.hint')}</Alert>}
        <ReasonChoice
          kind="afterSales"
          label={t('orders:returns.reason')}
          value={reason}
          onChange={setReason}
          disabled={request.isPending}
          error={errors.reason ? t(`errors:${errors.reason}`) : undefined}
        />
        <TextField
          label={t('orders:returns.detail')}
          value={detail}
          onChange={(e) => setDetail(e.target.value.slice(0, RETURN_DETAIL_MAX))}
          disabled={request.isPending}
          multiline
          minRows={3}
          helperText={`${t('orders:returns.detailHint')} ${detail.length}/${RETURN_DETAIL_MAX}`}
        />
        <TextField
          label={t('orders:returns.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={request.isPending}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
          {...fieldProps('amount')}
          helperText={fieldProps('amount').helperText ?? t('orders:returns.amountHint', { max: price(order.total) })}
        />
        <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
          {request.isPending ? t('orders:returns.submitting') : t('orders:returns.submit')}
        </Button>
      </Stack>
    </Section>
  );
}

/** The refund (before shipping) or return (after receipt) request of an order: reason, details, amount. */
export function ReturnForm({ orderId, links }: { orderId: string; links: Pick<OrdersLinks, 'detail'> }) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (!orderId) return <Alert severity="info">{t('orders:detail.missing')}</Alert>;
  return (
    <QueryState isPending={order.isPending} isError={order.isError} onRetry={() => void order.refetch()}>
      {order.data && <Form key={order.data.id} order={order.data} links={links} />}
    </QueryState>
  );
}
