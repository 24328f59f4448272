import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawRecord } from '@mall/api-client/wallet';
import { formatLocalTime } from '@mall/domain/format';
import { useWithdrawals } from '../api/list-withdrawals';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { expectedArrival } from './expected-arrival';
import type { Fact } from './facts';
import { RecordCard } from './record-card';
import { RecordsList } from './records-list';
import { StateChip } from './state-chip';

/** One withdrawal: the amount taken from the balance, the fee out of it, and what arrives. */
function WithdrawalCard({ w }: { w: WithdrawRecord }) {
  const { t } = useTranslation();
  const fmt = useFormatAmount();
  const usdt = (v: number) => `${fmt(v)} USDT`;
  const facts: Fact[] = [
    { label: t('wallet:records.amount'), value: usdt(w.volume) },
    { label: t('wallet:records.fee'), value: usdt(w.fee) },
    { label: t('wallet:records.actualAmount'), value: usdt(w.amount) },
    { label: t('wallet:records.time'), value: formatLocalTime(w.createTime), ltr: true },
    { label: t('wallet:records.expectedArrival'), value: expectedArrival(w.state, w.reviewTime, t) },
    { label: t('wallet:records.network'), value: [w.blockchain_name, w.coin].filter(Boolean).join(' · ') || '--' },
    { label: t('wallet:records.remark'), value: w.failure_msg || '--' },
    { label: t('wallet:records.address'), value: w.to || '--', ltr: true, wide: true },
    ...(w.tx ? [{ label: t('wallet:records.txHash'), value: w.tx, ltr: true, wide: true }] : []),
  ];
  return <RecordCard title={t('wallet:kinds.withdrawal')} subtitle={w.order_no} aside={<StateChip state={w.state} />} facts={facts} />;
}

/** The buyer's withdrawals, page by page. */
export function WithdrawalRecords() {
  const [page, setPage] = useState(1);
  const query = useWithdrawals(page);
  const items = query.data?.elements ?? [];
  return (
    <RecordsList query={query} page={page} onPage={setPage} count={items.length}>
      {items.map((w) => <WithdrawalCard key={w.order_no} w={w} />)}
    </RecordsList>
  );
}
