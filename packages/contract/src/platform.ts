import { z } from 'zod';
import { endpoints, noData } from './endpoint';

/** `syspara!getSyspara`: data[code] = value. */
export const sysparaQuery = z.object({ code: z.string().optional().default('') });
/** Parameters the buyer API may read without signing in. */
export const PUBLIC_SYSPARA = ['mall_max_goods_number_in_order', 'customer_service_url', 'app_download_url', 'seller_app_download_url'] as const;

/** `activity/lottery!getCurrentActivity`: null when no pop-up is configured. */
/** The current pop-up activity, or an empty object when there is none (existing clients read `data.detailUrl` and fail on null). */
export const activity = z.union([z.object({ id: z.string(), title: z.string(), imgUrl: z.string(), detailUrl: z.string() }), z.object({}).strict()]);

/** Upload module names and their size limits in bytes (2M, 10M, 30M). */
export const UPLOAD_LIMITS: Record<string, number> = {
  avatar: 2 * 1024 * 1024,
  chat: 2 * 1024 * 1024,
  // Existing clients upload chat pictures as moduleName=online.
  online: 2 * 1024 * 1024,
  review: 10 * 1024 * 1024,
  recharge: 10 * 1024 * 1024,
  kyc: 10 * 1024 * 1024,
  goods: 10 * 1024 * 1024,
  banner: 30 * 1024 * 1024,
};
export const DEFAULT_UPLOAD_LIMIT = 10 * 1024 * 1024;

const buyer = endpoints('buyer');

/** Platform basics of the buyer API. */
export const platformApi = {
  syspara: buyer.open('syspara!getSyspara', { method: 'GET', input: sysparaQuery, output: z.record(z.string(), z.string()) }),
  downloadUrl: buyer.open('index!download-url', { output: z.string() }),
  currentActivity: buyer.open('activity/lottery!getCurrentActivity', { method: 'GET', output: activity }),
  subscribe: buyer.open('subscribe!add', { input: z.object({ email: z.string().optional().default('') }), output: noData }),
  upload: buyer.signedIn('uploadimg!execute', { transport: 'multipart', output: z.string() }),
};
