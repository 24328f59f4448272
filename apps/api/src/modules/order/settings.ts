import type { OrderSettings } from '@mall/contract/orders';
import { Money } from '@mall/domain/money';
import { AppError } from '../../core/app-error';
import type { SysparaService } from '../platform/syspara';

/** Order rules operators change at run time (platform parameters). */
export const ORDER_SYSPARAS = [
  { code: 'order_unpaid_cancel_minutes', value: '30', description: 'Unpaid orders are cancelled after this many minutes', isPublic: false },
  { code: 'order_auto_receipt_days', value: '10', description: 'Shipped orders are received automatically after this many days', isPublic: false },
  { code: 'order_auto_review_days', value: '7', description: 'Received orders get a default good review after this many days', isPublic: false },
  { code: 'order_return_days', value: '7', description: 'Days after receipt a return may be requested', isPublic: false },
  { code: 'order_commission_rate', value: '0.05', description: 'Platform commission as a fraction of the goods amount', isPublic: false },
  { code: 'order_tax_rate', value: '0', description: 'Tax as a fraction of the goods amount', isPublic: false },
  { code: 'order_long_distance_fee', value: '0', description: 'Long-distance freight per order (USDT)', isPublic: false },
  { code: 'order_delivery_fee', value: '0', description: 'Delivery fee per order (USDT)', isPublic: false },
  { code: 'order_handling_fee_rate', value: '0', description: 'Handling fee as a fraction of the goods amount', isPublic: false },
  { code: 'order_service_fee_rate', value: '0', description: 'Service fee as a fraction of the goods amount', isPublic: false },
];
const SETTING_KEYS: Record<keyof OrderSettings, string> = {
  unpaidCancelMinutes: 'order_unpaid_cancel_minutes', autoReceiptDays: 'order_auto_receipt_days', autoReviewDays: 'order_auto_review_days',
  returnDays: 'order_return_days', commissionRate: 'order_commission_rate', taxRate: 'order_tax_rate', longDistanceFee: 'order_long_distance_fee',
  deliveryFee: 'order_delivery_fee', handlingFeeRate: 'order_handling_fee_rate', serviceFeeRate: 'order_service_fee_rate',
};

/** The order settings, each falling back to its default when unset or not a number. */
export async function readOrderSettings(sysparas: SysparaService): Promise<OrderSettings> {
  const out = {} as OrderSettings;
  for (const [k, code] of Object.entries(SETTING_KEYS) as [keyof OrderSettings, string][]) {
    const def = ORDER_SYSPARAS.find((p) => p.code === code)!.value;
    const v = (await sysparas.get(code)) ?? def;
    out[k] = Money.isValid(v) ? Money.parse(v).toWire() : Number(def);
  }
  return out;
}

/** Saves every setting at once after checking all of them: rates at most 1, counts whole and positive. */
export async function saveOrderSettings(sysparas: SysparaService, input: Record<string, string>): Promise<OrderSettings> {
  const values: [string, string][] = [];
  for (const [k, code] of Object.entries(SETTING_KEYS) as [keyof OrderSettings, string][]) {
    const v = String(input[k] ?? '').trim();
    if (!Money.isValid(v) || Money.parse(v).isNegative()) throw new AppError('PARAM_ERROR');
    const isRate = k.endsWith('Rate');
    const isCount = k.endsWith('Minutes') || k.endsWith('Days');
    if (isRate && Money.parse(v).cmp(Money.parse('1')) > 0) throw new AppError('PARAM_ERROR');
    if (isCount && (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 100_000)) throw new AppError('PARAM_ERROR');
    values.push([code, Money.parse(v).toString()]);
  }
  for (const [code, v] of values) await sysparas.update(code, v);
  return readOrderSettings(sysparas);
}
