import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RechargeRecord } from '@mall/api-client/wallet';
import { formatLocalTime } from '@mall/domain/format';
import { useRecharges } from '../api/list-recharges';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { expectedArrival } from './expected-arrival';
import type { Fact } from './facts';
import { ProofThumbnail } from './proof-thumbnail';
import { RecordCard } from './record-card';
import { RecordsList } from './records-list';
import { StateChip } from './state-chip';

const kindKey = { chain: 'chain', bank: 'bank', third_party: 'thirdParty' } as const;

/** One recharge with every field of docs/product-rules.md "Wallet record". */
function RechargeCard({ r }: { r: RechargeRecord }) {
  const { t } = useTranslation();
  const fmt = useFormatAmount();
  const usdt = (v: number) => `${fmt(v)} USDT`;
  const bank = r.kind === 'bank';
  const facts: Fact[] = [
    { label: t('wallet:records.amount'), value: `${fmt(r.volume)} ${r.coin}` },
    ...(r.coin !== 'USDT' ? [{ label: t('wallet:records.value'), value: usdt(r.amount) }] : []),
    { label: t('wallet:records.rate'), value: `1 ${r.coin} = ${fmt(r.rate, { maxDecimals: 10 })} USDT` },
    { label: t('wallet:records.fee'), value: usdt(r.fee) },
    { label: t('wallet:records.actualAmount'), value: usdt(r.actual_amount) },
    { label: t('wallet:records.time'), value: formatLocalTime(r.createTime), ltr: true },
    { label: t('wallet:records.expectedArrival'), value: expectedArrival(r.state, r.reviewTime, t) },
    { label: t('wallet:records.network'), value: bank ? t('wallet:recharge.bankCard') : r.blockchain_name || '--' },
    ...(bank ? [
      { label: t('wallet:records.bankName'), value: r.bank_name || '--' },
      { label: t('wallet:records.cardNumber'), value: r.bank_card_no || '--', ltr: true },
    ] : []),
    { label: t('wallet:records.remark'), value: r.failure_msg || '--' },
    { label: t('wallet:records.proof'), value: <ProofThumbnail src={r.img} /> },
    { label: t('wallet:records.address'), value: r.channel_address || '--', ltr: true, wide: true },
  ];
  return <RecordCard title={t(`wallet:kinds.${kindKey[r.kind]}`)} subtitle={r.order_no} aside={<StateChip state={r.state} />} facts={facts} />;
}

/** The buyer's recharges, 8 a page (docs/product-rules.md). */
export function RechargeRecords() {
  const [page, setPage] = useState(1);
  const query = useRecharges(page);
  const items = query.data?.elements ?? [];
  return (
    <RecordsList query={query} page={page} onPage={setPage} count={items.length}>
      {items.map((r) => <RechargeCard key={r.order_no} r={r} />)}
    </RecordsList>
  );
}
