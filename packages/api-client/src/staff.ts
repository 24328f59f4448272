import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { paged } from '@mall/contract/envelope';
import {
  adminActivity,
  adminMe as adminMeSchema,
  auditEntry,
  platformUser,
  sellerAccount,
  staffMember,
  sellerMe as sellerMeSchema,
  staffLoginData,
  syspara,
  type AdminActivity,
  type AdminRole,
  type PlatformUser,
  type SellerAccount,
  type StaffMember,
} from '@mall/contract/staff';

export { adminActivity, platformUser, sellerAccount, staffMember };
export type { AdminActivity, PlatformUser, SellerAccount, StaffMember };
import type { ApiClient } from './client';
import { ignored } from './params';

// Calls of the seller API (client prefix `/api/seller`) and the admin API (prefix `/api/admin`).
// Side effects of errors (toast, sign-in redirect) belong to each app's QueryClient, not here.

export type Syspara = z.infer<typeof syspara>;
export type AuditEntry = z.infer<typeof auditEntry>;
export type AdminMe = z.infer<typeof adminMeSchema>;
export type SellerMe = z.infer<typeof sellerMeSchema>;

const sellerPage = paged(sellerAccount);
const userPage = paged(platformUser);
const auditPage = paged(auditEntry);
export type Paged<T> = { pageList: T[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } };

const staffList = z.array(staffMember);
// Write calls answer with data we do not need (null or an echo).

export interface StaffCredentials { email: string; password: string }

// ---- Seller API ----

/** Signs a seller in; answers the session token. */
export async function sellerLogin(api: ApiClient, input: StaffCredentials): Promise<string> {
  return (await api.post('auth!login', { ...input }, staffLoginData)).token;
}
/** The signed-in seller and their store. */
export function getSellerMe(api: ApiClient): Promise<SellerMe> {
  return api.post('auth!me', {}, sellerMeSchema);
}
/** Ends the seller's session on the server. */
export function sellerLogout(api: ApiClient): Promise<void> {
  return api.post('auth!logout', {}, ignored);
}

// ---- Admin API ----

/** Signs an admin in; answers the session token. */
export async function adminLogin(api: ApiClient, input: StaffCredentials): Promise<string> {
  return (await api.post('auth!login', { ...input }, staffLoginData)).token;
}
/** The signed-in admin and their roles. */
export function getAdminMe(api: ApiClient): Promise<AdminMe> {
  return api.post('auth!me', {}, adminMeSchema);
}
/** Ends the admin's session on the server. */
export function adminLogout(api: ApiClient): Promise<void> {
  return api.post('auth!logout', {}, ignored);
}

/** Every system parameter (super_admin). */
export function listSysparas(api: ApiClient): Promise<Syspara[]> {
  return api.post('syspara!list', {}, z.array(syspara));
}
/** Sets one system parameter's value (super_admin). */
export function updateSyspara(api: ApiClient, input: { code: string; value: string }): Promise<void> {
  return api.post('syspara!update', { ...input }, ignored);
}

export interface AuditQuery { pageNum: number; pageSize: number; action?: string }
/** One page of the audit log, newest first, optionally for one action (super_admin). */
export function listAudit(api: ApiClient, q: AuditQuery): Promise<Paged<AuditEntry>> {
  return api.post('audit!list', { pageNum: q.pageNum, pageSize: q.pageSize, action: q.action || undefined }, auditPage);
}

/** The configured pop-up activity, or null (super_admin). */
export function getActivity(api: ApiClient): Promise<AdminActivity | null> {
  return api.post('activity!get', {}, adminActivity.nullable());
}
export interface ActivityInput { title: string; imgUrl: string; detailUrl: string; enabled: 0 | 1 }
/** Stores the pop-up activity (super_admin). */
export function saveActivity(api: ApiClient, input: ActivityInput): Promise<void> {
  return api.post('activity!save', { ...input }, ignored);
}

export interface PageRequest { pageNum: number; pageSize: number }
/** One page of seller accounts (super_admin, catalogue, support). */
export function listSellers(api: ApiClient, q: PageRequest): Promise<Paged<SellerAccount>> {
  return api.post('seller!list', { ...q }, sellerPage);
}
export interface SellerInput { email: string; password: string; name: string; storeName: string }
/** Creates a seller account with its store (super_admin, catalogue); the server answers its id. */
export function createSeller(api: ApiClient, input: SellerInput): Promise<{ id: string }> {
  return api.post('seller!create', { ...input }, z.object({ id: z.string() }));
}

export interface UserQuery extends PageRequest { keyword?: string }
/** One page of buyer accounts matching the keyword (super_admin, support). */
export function listUsers(api: ApiClient, q: UserQuery): Promise<Paged<PlatformUser>> {
  return api.post('user!list', { pageNum: q.pageNum, pageSize: q.pageSize, keyword: q.keyword || undefined }, userPage);
}
/** Blocks a buyer from signing in (super_admin, support). */
export function disableUser(api: ApiClient, usercode: string): Promise<void> {
  return api.post('user!disable', { usercode }, ignored);
}
/** Lets a disabled buyer sign in again (super_admin, support). */
export function enableUser(api: ApiClient, usercode: string): Promise<void> {
  return api.post('user!enable', { usercode }, ignored);
}

/** Every admin account (super_admin). */
export function listStaff(api: ApiClient): Promise<StaffMember[]> {
  return api.post('staff!list', {}, staffList);
}
export interface StaffInput { email: string; password: string; name: string; roles: readonly AdminRole[] }
/** Creates an admin account with the given roles (super_admin). */
export function createStaff(api: ApiClient, input: StaffInput): Promise<void> {
  return api.post('staff!create', { email: input.email, password: input.password, name: input.name, roles: input.roles.join(',') }, ignored);
}

/** Uploads a JPEG or PNG for staff use (e.g. moduleName "banner" for the pop-up); answers its URL. */
export function uploadStaffImage(api: ApiClient, file: Blob, moduleName: string): Promise<string> {
  return api.upload('uploadimg!execute', file, moduleName);
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
  sellers: (q: PageRequest) => ['admin', 'sellers', q] as const,
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
export const sellersOptions = (api: ApiClient, q: PageRequest) =>
  queryOptions({ queryKey: staffKeys.sellers(q), queryFn: () => listSellers(api, q) });
/** Query options of one `user!list` page. */
export const usersOptions = (api: ApiClient, q: UserQuery) =>
  queryOptions({ queryKey: staffKeys.users(q), queryFn: () => listUsers(api, q) });
/** Query options of `staff!list`. */
export const staffOptions = (api: ApiClient) =>
  queryOptions({ queryKey: staffKeys.staff(), queryFn: () => listStaff(api) });
