import { z } from 'zod';
import { endpoints } from './endpoint';

// Overviews of the two back offices: figures by Shanghai calendar day over the last 7, 30 or 90 days
// (today included, oldest first). Every figure is computed from records when asked; nothing is a
// stored counter. Money is exact decimal text (sum of numeric columns), counts are integers.
//
// Definitions (the help text of both apps says the same):
// - a day is a calendar day in Asia/Shanghai;
// - an order counts on the day it was paid (`paid_at`), whatever happened to it afterwards
//   (shipped, refunded…); unpaid and cancelled-unpaid orders never count;
// - GMV / sales = the sum of the totals (goods, freight and fees, what the buyer paid) of those orders;
// - units = the quantities of those orders' lines;
// - visits = the store page and product page views recorded for the store that day;
// - conversion = orders ÷ visits of the same day (null when there were no visits);
// - rating = the average stars (1–5) of the passed reviews posted that day (null when none);
// - sign-ups = buyer accounts created that day;
// - recharges / withdrawals = the amounts of recharges credited (succeeded) and withdrawals paid out,
//   by the day they were decided;
// - loans outstanding = the principal still owed at the end of the day (the loan receivable balance);
// - a period total is the sum of its daily series (loans outstanding: the value at the end of the
//   last day; conversion and rating: the ratio of the period's sums).

/** How many days back an overview covers (90 at most: the queries are bounded). */
export const OVERVIEW_DAYS = [7, 30, 90] as const;
export type OverviewDays = (typeof OVERVIEW_DAYS)[number];

const daysInput = z.object({
  days: z.string().optional().default('7').transform((v) => (OVERVIEW_DAYS as readonly number[]).includes(Number(v)) ? Number(v) as OverviewDays : 7),
});

/** An exact amount as decimal text ("1234.5"). */
const amount = z.string();

/** The seller's store, one day. */
export const storeOverviewDay = z.object({
  day: z.string(),
  orders: z.number().int(),
  units: z.number().int(),
  sales: amount,
  visits: z.number().int(),
  /** orders ÷ visits; null without visits. */
  conversion: z.number().nullable(),
  reviews: z.number().int(),
  /** Average stars of the day's reviews; null without reviews. */
  rating: z.number().nullable(),
});
export type StoreOverviewDay = z.infer<typeof storeOverviewDay>;

/** `overview!stats` (seller): the signed-in seller's store only. */
export const storeOverview = z.object({
  days: z.number().int(),
  daily: z.array(storeOverviewDay),
  /** Sums of the daily series; conversion and rating are ratios of the period's sums. */
  totals: storeOverviewDay.omit({ day: true }),
});
export type StoreOverview = z.infer<typeof storeOverview>;

/** The platform, one day. */
export const platformOverviewDay = z.object({
  day: z.string(),
  signUps: z.number().int(),
  orders: z.number().int(),
  gmv: amount,
  recharges: z.number().int(),
  rechargeAmount: amount,
  withdrawals: z.number().int(),
  withdrawalAmount: amount,
  /** Principal owed at the end of the day. */
  loansOutstanding: amount,
});
export type PlatformOverviewDay = z.infer<typeof platformOverviewDay>;

/** Work waiting for a decision now. */
export const reviewQueues = z.object({
  recharges: z.number().int(),
  withdrawals: z.number().int(),
  loans: z.number().int(),
  kyc: z.number().int(),
  reviews: z.number().int(),
  stores: z.number().int(),
});
export type ReviewQueues = z.infer<typeof reviewQueues>;

/** `overview!stats` (admin): super admin and finance roles. */
export const platformOverview = z.object({
  days: z.number().int(),
  daily: z.array(platformOverviewDay),
  /** Sums of the daily series; loansOutstanding is the last day's value. */
  totals: platformOverviewDay.omit({ day: true }),
  queues: reviewQueues,
});
export type PlatformOverview = z.infer<typeof platformOverview>;

export const sellerOverviewApi = {
  store: endpoints('seller').signedIn('overview!stats', { input: daysInput, output: storeOverview }),
};

export const adminOverviewApi = {
  platform: endpoints('admin').signedIn('overview!stats', { input: daysInput, output: platformOverview }),
};
