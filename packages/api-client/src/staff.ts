import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminActivity,
  adminStaffApi,
  sellerAuthApi,
  adminMe as adminMeSchema,
  auditEntry,
  platformUser,
  sellerAccount,
  staffMember,
  sellerMe as sellerMeSchema,
  syspara,
  type AdminActivity,
  type AdminRole,
  type PlatformUser,
  type SellerAccount,
  type StaffMember,
} from '@mall/contract/staff';

export { adminActivity, platformUser, sellerAccount, staffMember };
export type { AdminActivity, PlatformUser, SellerAccount, StaffMember };
import type { CaptchaChallenge } from '@mall/contract/account';
import type { ApiClient } from './client';

// Calls of the seller API (client prefix `/api/seller`) and the admin API (prefix `/api/admin`).
// Side effects of errors (toast, sign-in redirect) belong to each app's QueryClient, not here.

export type Syspara = z.infer<typeof syspara>;
export type AuditEntry = z.infer<typeof auditEntry>;
export type AdminMe = z.infer<typeof adminMeSchema>;
export type SellerMe = z.infer<typeof sellerMeSchema>;

export type Paged<T> = { pageList: T[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } };

// Write calls answer with data we do not need (null or an echo).

export interface StaffCredentials {
  email: string;
  password: string;
  /** A solved slider puzzle, once the server answered CAPTCHA_REQUIRED. */
  captchaToken?: string;
}

/** The slider-puzzle calls of a staff API, as the sign-in form uses them. */
export interface StaffCaptcha {
  /** `captcha!get`: a new challenge. */
  load: (api: ApiClient) => Promise<CaptchaChallenge>;
  /** `captcha!verify`: answers a single-use captcha token when x fits. */
  verify: (api: ApiClient, captchaId: string, x: number) => Promise<string>;
}

// ---- Seller API ----

/** Signs a seller in; answers the session token. */
export async function sellerLogin(api: ApiClient, input: StaffCredentials): Promise<string> {
  return (await api.call(sellerAuthApi.login, { ...input })).token;
}
/** The seller sign-in's slider puzzle. */
export const sellerCaptcha: StaffCaptcha = {
  load: (api) => api.call(sellerAuthApi.captcha),
  verify: async (api, captchaId, x) => (await api.call(sellerAuthApi.verifyCaptcha, { captchaId, x: Math.round(x) })).captchaToken,
};
/** The signed-in seller and their store. */
export function getSellerMe(api: ApiClient): Promise<SellerMe> {
  return api.call(sellerAuthApi.me);
}
/** Ends the seller's session on the server. */
export async function sellerLogout(api: ApiClient): Promise<void> {
  await api.call(sellerAuthApi.logout);
}

// ---- Admin API ----

/** Signs an admin in; answers the session token. */
export async function adminLogin(api: ApiClient, input: StaffCredentials): Promise<string> {
  return (await api.call(adminStaffApi.login, { ...input })).token;
}
/** The admin sign-in's slider puzzle. */
export const adminCaptcha: StaffCaptcha = {
  load: (api) => api.call(adminStaffApi.captcha),
  verify: async (api, captchaId, x) => (await api.call(adminStaffApi.verifyCaptcha, { captchaId, x: Math.round(x) })).captchaToken,
};
/** The signed-in admin and their roles. */
export function getAdminMe(api: ApiClient): Promise<AdminMe> {
  return api.call(adminStaffApi.me);
}
/** Ends the admin's session on the server. */
export async function adminLogout(api: ApiClient): Promise<void> {
  await api.call(adminStaffApi.logout);
}

/** Every system parameter (super_admin). */
export function listSysparas(api: ApiClient): Promise<Syspara[]> {
  return api.call(adminStaffApi.sysparas);
}
/** Sets one system parameter's value (super_admin). */
export async function updateSyspara(api: ApiClient, input: { code: string; value: string }): Promise<void> {
  await api.call(adminStaffApi.updateSyspara, { ...input });
}

export interface AuditQuery { pageNum: number; pageSize: number; action?: string }
/** One page of the audit log, newest first, optionally for one action (super_admin). */
export function listAudit(api: ApiClient, q: AuditQuery): Promise<Paged<AuditEntry>> {
  return api.call(adminStaffApi.audit, { pageNum: q.pageNum, pageSize: q.pageSize, action: q.action || undefined });
}

/** The configured pop-up activity, or null (super_admin). */
export function getActivity(api: ApiClient): Promise<AdminActivity | null> {
  return api.call(adminStaffApi.activity);
}
export interface ActivityInput {
  title: string; imgUrl: string; detailUrl: string; enabled: 0 | 1;
  /** Who sees it (everyone by default). */
  audience?: 'all' | 'guests' | 'signed_in';
  /** Languages it is shown in; empty or absent: all. */
  langs?: readonly string[];
}
/** Stores the pop-up activity (super_admin). */
export async function saveActivity(api: ApiClient, input: ActivityInput): Promise<void> {
  await api.call(adminStaffApi.saveActivity, {
    title: input.title, imgUrl: input.imgUrl, detailUrl: input.detailUrl, enabled: String(input.enabled),
    audience: input.audience ?? 'all', langs: (input.langs ?? []).join(','),
  });
}

export interface PageRequest { pageNum: number; pageSize: number }
/** One page of seller accounts (super_admin, catalogue, support). */
export interface SellerQuery extends PageRequest { keyword?: string }

export function listSellers(api: ApiClient, q: SellerQuery): Promise<Paged<SellerAccount>> {
  return api.call(adminStaffApi.sellers, { ...q });
}
export interface SellerInput { email: string; password: string; name: string; storeName: string }
/** Creates a seller account with its store (super_admin, catalogue); the server answers its id. */
export async function createSeller(api: ApiClient, input: SellerInput): Promise<{ id: string }> {
  return { id: (await api.call(adminStaffApi.createSeller, { ...input })).id };
}

export interface UserQuery extends PageRequest { keyword?: string }
/** One page of buyer accounts matching the keyword (super_admin, support). */
export function listUsers(api: ApiClient, q: UserQuery): Promise<Paged<PlatformUser>> {
  return api.call(adminStaffApi.users, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: q.keyword || undefined });
}
/** Blocks a buyer from signing in (super_admin, support). */
export async function disableUser(api: ApiClient, usercode: string): Promise<void> {
  await api.call(adminStaffApi.disableUser, { usercode });
}
/** Lets a disabled buyer sign in again (super_admin, support). */
export async function enableUser(api: ApiClient, usercode: string): Promise<void> {
  await api.call(adminStaffApi.enableUser, { usercode });
}

/** Every admin account (super_admin). */
export function listStaff(api: ApiClient): Promise<StaffMember[]> {
  return api.call(adminStaffApi.staff);
}
export interface StaffInput { email: string; password: string; name: string; roles: readonly AdminRole[] }
/** Creates an admin account with the given roles (super_admin). */
export async function createStaff(api: ApiClient, input: StaffInput): Promise<void> {
  await api.call(adminStaffApi.createStaff, { email: input.email, password: input.password, name: input.name, roles: input.roles.join(',') });
}

/**
 * Uploads a JPEG or PNG for staff use (e.g. moduleName "banner" for the pop-up); answers its URL. The
 * seller client calls it too: `sellerAuthApi.upload` has the same name and shapes.
 */
export function uploadStaffImage(api: ApiClient, file: Blob, moduleName: string): Promise<string> {
  return api.upload(adminStaffApi.upload, file, moduleName);
}

// ---- Query keys and options ----

/** Query-key factory: every key starts with the API family so seller and admin caches never mix. */
export const staffKeys = {
  sellerMe: () => ['seller', 'me'] as const,
  adminMe: () => ['admin', 'me'] as const,
  sysparas: () => ['admin', 'syspara'] as const,
  audit: (q: AuditQuery) => ['admin', 'audit', q] as const,
  auditAll: () => ['admin', 'audit'] as const,
  activity: () => ['admin', 'activity'] as const,
  sellers: (q: SellerQuery) => ['admin', 'sellers', q] as const,
  sellersAll: () => ['admin', 'sellers'] as const,
  users: (q: UserQuery) => ['admin', 'users', q] as const,
  usersAll: () => ['admin', 'users'] as const,
  staff: () => ['admin', 'staff'] as const,
};

/** Query options of `auth!me` in the seller API. */
export const sellerMeOptions = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.sellerMe(), queryFn: () => getSellerMe(api), staleTime: 60_000 });
/** Query options of `auth!me` in the admin API. */
export const adminMeOptions = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.adminMe(), queryFn: () => getAdminMe(api), staleTime: 60_000 });
/** Query options of `syspara!list`. */
export const sysparasOptions = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.sysparas(), queryFn: () => listSysparas(api) });
/** Query options of one `audit!list` page. */
export const auditOptions = (api: ApiClient, q: AuditQuery) =>
  queryOptions({ queryKey: staffKeys.audit(q), queryFn: () => listAudit(api, q) });
/** Query options of `activity!get`. */
export const activityOptions = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.activity(), queryFn: () => getActivity(api) });
/** Query options of one `seller!list` page. */
export const sellersOptions = (api: ApiClient, q: SellerQuery) =>
  queryOptions({ queryKey: staffKeys.sellers(q), queryFn: () => listSellers(api, q) });
/** Query options of one `user!list` page. */
export const usersOptions = (api: ApiClient, q: UserQuery) =>
  queryOptions({ queryKey: staffKeys.users(q), queryFn: () => listUsers(api, q) });
/** Query options of `staff!list`. */
export const staffOptions = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.staff(), queryFn: () => listStaff(api) });
