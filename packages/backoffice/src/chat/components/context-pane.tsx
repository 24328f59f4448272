import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ChatContext } from '@mall/api-client/chat';
import { QueryState } from '@mall/ui/query-state';
import { useNumberFormat } from '../../shared/hooks/use-number-format';
import { useChatContext } from '../api/use-chat';
import { formatInstant } from '../utils/chat-time';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
      <Typography component="dd" variant="body2" sx={{ margin: 0, overflowWrap: 'anywhere' }}>{children || '--'}</Typography>
    </Box>
  );
}

const dl = { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, margin: 0 } as const;

/** What the agent or the store knows about the buyer: the account, recent orders, and (support only) the wallet. */
export function ContextDetails({ context }: { context: ChatContext }) {
  const { t, i18n } = useTranslation();
  const fmt = useNumberFormat();
  const { buyer, orders, wallet } = context;
  const status = i18n.exists(`backoffice:chat.buyerStatus.${buyer.status}`) ? t(`backoffice:chat.buyerStatus.${buyer.status}`) : buyer.status;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <section aria-label={t('backoffice:chat.context.buyer')}>
        <Typography variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>{t('backoffice:chat.context.buyer')}</Typography>
        <Box component="dl" sx={dl}>
          <Field label={t('backoffice:chat.context.name')}><bdi>{buyer.name}</bdi></Field>
          <Field label={t('backoffice:chat.context.userCode')}><bdi>{buyer.userCode}</bdi></Field>
          <Field label={t('backoffice:chat.context.email')}><bdi>{buyer.email}</bdi></Field>
          <Field label={t('backoffice:chat.context.phone')}><bdi>{buyer.phone}</bdi></Field>
          <Field label={t('backoffice:chat.context.since')}><bdi>{formatInstant(buyer.createdAt)}</bdi></Field>
          <Field label={t('backoffice:chat.context.status')}>{status}</Field>
        </Box>
      </section>
      <section aria-label={t('backoffice:chat.context.orders')}>
        <Typography variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>{t('backoffice:chat.context.orders')}</Typography>
        {orders.length === 0 ? (
          <Typography variant="body2" color="text.secondary">{t('backoffice:chat.context.noOrders')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {orders.map((o) => (
              <Box component="li" key={o.orderNo} data-testid="context-order">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}><bdi>{o.orderNo}</bdi></Typography>
                  <Typography variant="body2"><bdi>{fmt.price(Number(o.amount))}</bdi></Typography>
                </Stack>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="caption" color="text.secondary">{t(`backoffice:orders.status.${o.status}`, { defaultValue: String(o.status) })}</Typography>
                  <Typography variant="caption" color="text.secondary"><bdi>{formatInstant(o.createdAt)}</bdi></Typography>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </section>
      {wallet && (
        <section aria-label={t('backoffice:chat.context.wallet')}>
          <Typography variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>{t('backoffice:chat.context.wallet')}</Typography>
          <Box component="dl" sx={dl}>
            <Field label={t('backoffice:chat.context.balance')}><bdi>{fmt.amount(wallet.balance)} USDT</bdi></Field>
            <Field label={t('backoffice:chat.context.frozen')}><bdi>{fmt.amount(wallet.frozen)} USDT</bdi></Field>
          </Box>
        </section>
      )}
    </Stack>
  );
}

/** The context pane beside a thread. */
export function ContextPane({ conversationId }: { conversationId: string }) {
  const context = useChatContext(conversationId);
  return (
    <QueryState isPending={context.isPending} isError={context.isError} onRetry={() => void context.refetch()}>
      {context.data && <ContextDetails context={context.data} />}
    </QueryState>
  );
}
