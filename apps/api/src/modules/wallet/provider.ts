import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a payment provider's notification says about one of our orders. */
export interface ProviderNotice { orderNo: string; amount: string; status: 'paid' | 'failed'; ref: string }

/** A third-party recharge channel: builds the payment page URL and verifies notifications. */
export interface PaymentProvider {
  /** Appears in URLs and ledger account codes: lower-case letters and digits. */
  readonly code: string;
  readonly coins: string[];
  paymentUrl(order: { orderNo: string; amount: string; notifyUrl: string; returnUrl: string }): string;
  /** The notice when its signature is valid, else null. */
  verify(params: Record<string, string>): ProviderNotice | null;
}

/** The canonical text that is signed: fields sorted by name, `sign` left out, as k=v joined by &. */
export function canonical(params: Record<string, string>): string {
  return Object.keys(params).filter((k) => k !== 'sign' && params[k] !== undefined).sort().map((k) => `${k}=${params[k]}`).join('&');
}

export function hmacSign(secret: string, params: Record<string, string>): string {
  return createHmac('sha256', secret).update(canonical(params)).digest('hex');
}

/**
 * A provider configured by a payment page URL and a shared secret: the buyer is sent to the page
 * with the order signed by HMAC-SHA256; the provider notifies `thirdPartyRecharge!notify` with
 * `order_no`, `amount`, `status` (paid/failed), `ref` and `sign` over the same canonical text.
 */
export class HmacProvider implements PaymentProvider {
  readonly code = 'hmac';
  readonly coins = ['USDT'];
  constructor(private readonly url: string, private readonly secret: string) {}

  paymentUrl(order: { orderNo: string; amount: string; notifyUrl: string; returnUrl: string }): string {
    const params = { order_no: order.orderNo, amount: order.amount, currency: 'USDT', notify_url: order.notifyUrl, return_url: order.returnUrl };
    const u = new URL(this.url);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    u.searchParams.set('sign', hmacSign(this.secret, params));
    return u.toString();
  }

  verify(params: Record<string, string>): ProviderNotice | null {
    const { order_no: orderNo, amount, status, ref = '', sign = '' } = params;
    if (!orderNo || !amount || (status !== 'paid' && status !== 'failed') || !/^[0-9a-f]{64}$/.test(sign)) return null;
    const expected = Buffer.from(hmacSign(this.secret, { order_no: orderNo, amount, status, ref }), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(sign, 'hex'))) return null;
    return { orderNo, amount, status, ref };
  }
}
