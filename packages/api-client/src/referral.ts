import { queryOptions } from '@tanstack/react-query';
import {
  adminReferralApi,
  buyerReferralApi,
  sellerReferralApi,
  type ReferralAccount,
  type ReferralInfo,
  type ReferralKind,
  type ReferralLevelCount,
  type ReferralMember,
  type ReferralNode,
} from '@mall/contract/referral';
import type { ApiClient } from './client';

// Referral calls. Buyers (`/api`) and sellers (`/api/seller`) read their own code, counts by level and
// invitees under the same names; buyers may bind a referrer once; admins walk the tree per account.

export type { ReferralAccount, ReferralInfo, ReferralKind, ReferralLevelCount, ReferralMember, ReferralNode };

/** Whose referrals: the signed-in buyer's (default) or the signed-in seller's. */
export type Referrer = 'buyer' | 'seller';
const E = (r: Referrer) => (r === 'seller' ? sellerReferralApi : buyerReferralApi);

export interface MemberPage { list: ReferralMember[]; total: number }
export interface NodePage { list: ReferralNode[]; total: number }

export const referralKeys = {
  all: ['referral'] as const,
  info: (r: Referrer) => [...referralKeys.all, r, 'info'] as const,
  members: (r: Referrer, level: number, pageNum: number) => [...referralKeys.all, r, 'members', level, pageNum] as const,
  admin: () => [...referralKeys.all, 'admin'] as const,
  account: (kind: ReferralKind, id: string) => [...referralKeys.admin(), 'account', kind, id] as const,
  children: (kind: ReferralKind, id: string, pageNum: number) => [...referralKeys.admin(), 'children', kind, id, pageNum] as const,
};

/** `referral!info`: one's own invitation code, standing and counts by level. */
export function getReferralInfo(api: ApiClient, r: Referrer = 'buyer'): Promise<ReferralInfo> {
  return api.call(E(r).info);
}

/** `referral!list`: the accounts at one level below (masked names). */
export async function listReferralMembers(api: ApiClient, level: number, pageNum: number, pageSize: number, r: Referrer = 'buyer'): Promise<MemberPage> {
  const d = await api.call(E(r).list, { level, pageNum, pageSize });
  return { list: d.pageList, total: d.pageInfo.totalElements };
}

/** `referral!bind`: records the buyer's referrer (once). */
export async function bindReferrer(api: ApiClient, code: string): Promise<void> {
  await api.call(buyerReferralApi.bind, { code: code.trim() });
}

export const referralInfoQuery = (api: ApiClient, r: Referrer = 'buyer') =>
  queryOptions({ queryKey: referralKeys.info(r), queryFn: () => getReferralInfo(api, r) });

export const referralMembersQuery = (api: ApiClient, level: number, pageNum: number, pageSize: number, r: Referrer = 'buyer') =>
  queryOptions({ queryKey: referralKeys.members(r, level, pageNum), queryFn: () => listReferralMembers(api, level, pageNum, pageSize, r) });

/** `referral!get` (admin): an account by UID, username, seller email or invitation code. */
export function findReferralAccount(api: ApiClient, q: string): Promise<ReferralAccount> {
  return api.call(adminReferralApi.find, { q: q.trim() });
}

/** `referral!info` (admin): an account with its upline and counts by level. */
export function getReferralAccount(api: ApiClient, kind: ReferralKind, id: string): Promise<ReferralAccount> {
  return api.call(adminReferralApi.account, { kind, id });
}

/** `referral!list` (admin): the accounts one account invited directly. */
export async function listReferralChildren(api: ApiClient, kind: ReferralKind, id: string, pageNum: number, pageSize: number): Promise<NodePage> {
  const d = await api.call(adminReferralApi.children, { kind, id, pageNum, pageSize });
  return { list: d.pageList, total: d.pageInfo.totalElements };
}

/** `referral!setAgentLevel` (super admin). */
export async function setAgentLevel(api: ApiClient, kind: ReferralKind, id: string, level: number): Promise<void> {
  await api.call(adminReferralApi.setAgentLevel, { kind, id, level });
}

/** `referral!setAllowed` (super admin): false refuses the account's code ("referrer not allowed"). */
export async function setReferralAllowed(api: ApiClient, kind: ReferralKind, id: string, allowed: boolean): Promise<void> {
  await api.call(adminReferralApi.setAllowed, { kind, id, allowed: allowed ? '1' : '0' });
}

export const referralAccountQuery = (api: ApiClient, kind: ReferralKind, id: string) =>
  queryOptions({ queryKey: referralKeys.account(kind, id), queryFn: () => getReferralAccount(api, kind, id) });

export const referralChildrenQuery = (api: ApiClient, kind: ReferralKind, id: string, pageNum: number, pageSize: number) =>
  queryOptions({ queryKey: referralKeys.children(kind, id, pageNum), queryFn: () => listReferralChildren(api, kind, id, pageNum, pageSize) });
