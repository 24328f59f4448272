import type { OverviewDays, PlatformOverview, StoreOverview } from '@mall/contract/overview';
import { Money } from '@mall/domain/money';
import { shanghaiDay } from '@mall/domain/time';
import type { Db } from '../../db/client';
import * as repo from './repo';

const DAY_MS = 24 * 3600_000;
const SHANGHAI_OFFSET_MS = 8 * 3600_000;

/** The Shanghai days of a period ending today, oldest first, and the instant the first one began. */
export function periodDays(days: OverviewDays, now = Date.now()): { list: string[]; from: Date } {
  const list = Array.from({ length: days }, (_v, i) => shanghaiDay(now - (days - 1 - i) * DAY_MS));
  return { list, from: new Date(Date.parse(`${list[0]}T00:00:00Z`) - SHANGHAI_OFFSET_MS) };
}

const byDay = <T extends { day: string }>(xs: T[]) => new Map(xs.map((x) => [x.day, x]));
const exact = (v: string | null | undefined) => Money.parse(v ?? '0').toString();
const sum = (xs: string[]) => xs.reduce((a, x) => a.plus(Money.parse(x)), Money.zero()).toString();
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
const stars = (total: number, n: number) => (n > 0 ? Math.round((total / n) * 100) / 100 : null);

/** The figures of the back-office overviews, computed from the records each time. */
export class OverviewService {
  constructor(private readonly db: Db) {}

  /** A seller's own store by day; a seller without a store sees zeros. */
  async store(sellerId: number, days: OverviewDays): Promise<StoreOverview> {
    const { list, from } = periodDays(days);
    const storeId = await repo.storeOfSeller(this.db, sellerId);
    const [orders, units, visits, reviews] = storeId == null ? [[], [], [], []] : await Promise.all([
      repo.paidOrders(this.db, from, storeId), repo.paidUnits(this.db, from, storeId),
      repo.visits(this.db, list[0], storeId), repo.reviews(this.db, from, storeId),
    ]);
    const o = byDay(orders); const u = byDay(units); const v = byDay(visits); const r = byDay(reviews);
    let starsTotal = 0;
    const daily = list.map((day) => {
      const n = Number(o.get(day)?.n ?? 0); const seen = Number(v.get(day)?.n ?? 0);
      const rv = Number(r.get(day)?.n ?? 0); const st = Number(r.get(day)?.stars ?? 0);
      starsTotal += st;
      return {
        day, orders: n, units: Number(u.get(day)?.n ?? 0), sales: exact(o.get(day)?.amount), visits: seen,
        conversion: ratio(n, seen), reviews: rv, rating: stars(st, rv),
      };
    });
    const total = (k: 'orders' | 'units' | 'visits' | 'reviews') => daily.reduce((a, d) => a + d[k], 0);
    const t = { orders: total('orders'), units: total('units'), visits: total('visits'), reviews: total('reviews') };
    return {
      days, daily,
      totals: { ...t, sales: sum(daily.map((d) => d.sales)), conversion: ratio(t.orders, t.visits), rating: stars(starsTotal, t.reviews) },
    };
  }

  /** The platform by day, and the queues waiting for a decision now. */
  async platform(days: OverviewDays): Promise<PlatformOverview> {
    const { list, from } = periodDays(days);
    const [users, orders, recharges, withdrawals, loans, queues] = await Promise.all([
      repo.signUps(this.db, from), repo.paidOrders(this.db, from), repo.creditedRecharges(this.db, from),
      repo.paidWithdrawals(this.db, from), repo.loanReceivableByDay(this.db, list[0], list[list.length - 1]), repo.openQueues(this.db),
    ]);
    const s = byDay(users); const o = byDay(orders); const rc = byDay(recharges); const w = byDay(withdrawals); const l = byDay(loans);
    const daily = list.map((day) => ({
      day,
      signUps: Number(s.get(day)?.n ?? 0),
      orders: Number(o.get(day)?.n ?? 0),
      gmv: exact(o.get(day)?.amount),
      recharges: Number(rc.get(day)?.n ?? 0),
      rechargeAmount: exact(rc.get(day)?.amount),
      withdrawals: Number(w.get(day)?.n ?? 0),
      withdrawalAmount: exact(w.get(day)?.amount),
      loansOutstanding: exact(l.get(day)?.amount),
    }));
    const total = (k: 'signUps' | 'orders' | 'recharges' | 'withdrawals') => daily.reduce((a, d) => a + d[k], 0);
    return {
      days, daily,
      totals: {
        signUps: total('signUps'), orders: total('orders'), gmv: sum(daily.map((d) => d.gmv)),
        recharges: total('recharges'), rechargeAmount: sum(daily.map((d) => d.rechargeAmount)),
        withdrawals: total('withdrawals'), withdrawalAmount: sum(daily.map((d) => d.withdrawalAmount)),
        loansOutstanding: daily[daily.length - 1].loansOutstanding,
      },
      queues: {
        recharges: Number(queues.recharges), withdrawals: Number(queues.withdrawals), loans: Number(queues.loans),
        kyc: Number(queues.kyc), reviews: Number(queues.reviews), stores: Number(queues.stores),
      },
    };
  }
}
