import { z } from 'zod';
import { endpoints, noData } from './endpoint';
import { pageQuery, paged } from './envelope';

// Referral network. A buyer or a seller hands out an invitation code; a buyer who signs up with it
// (or binds it later, once) is recorded under that account. Levels count down the tree: level 1 are
// the accounts an account invited itself, level 2 the accounts those invited, and so on.

/** How deep the counts by level go. */
export const REFERRAL_MAX_LEVEL = 10;
/** Agent levels an admin may give (0: not an agent). */
export const AGENT_LEVEL_MAX = 5;

const str = z.string().optional().default('');

/** Number of accounts at one level below an account. */
export const referralLevelCount = z.object({ level: z.number(), count: z.number() });
export type ReferralLevelCount = z.infer<typeof referralLevelCount>;

/** `referral!info` (buyer and seller): one's own code, standing and counts by level. */
export const referralInfo = z.object({
  invitationCode: z.string(),
  /** False when an admin took the right to refer away: the code is then refused at sign-up. */
  allowed: z.boolean(),
  agentLevel: z.number(),
  /** The code this account was referred with ("" when none; sellers never have one). */
  referrerCode: z.string(),
  levels: z.array(referralLevelCount),
  total: z.number(),
});
export type ReferralInfo = z.infer<typeof referralInfo>;

/** An invited account as its referrer sees it: no private data, only a masked name. */
export const referralMember = z.object({
  name: z.string(),
  level: z.number(),
  createTime: z.string(),
});
export type ReferralMember = z.infer<typeof referralMember>;

export const referralListInput = pageQuery.extend({
  level: z.coerce.number().int().min(1).max(REFERRAL_MAX_LEVEL).catch(1).default(1),
});

const buyer = endpoints('buyer');
const seller = endpoints('seller');
const admin = endpoints('admin');

/** Buyers: their code, counts by level, the accounts they invited, binding a referrer once. */
export const buyerReferralApi = {
  info: buyer.signedIn('referral!info', { method: 'GET', output: referralInfo }),
  list: buyer.signedIn('referral!list', { method: 'GET', input: referralListInput, output: paged(referralMember) }),
  /** Records the referrer of a buyer who signed up without a code; refuses self-referral and cycles. */
  bind: buyer.signedIn('referral!bind', { input: z.object({ code: str }), output: noData }),
};

/** Sellers: their own invitation code and the buyers it brought. */
export const sellerReferralApi = {
  info: seller.signedIn('referral!info', { method: 'GET', output: referralInfo }),
  list: seller.signedIn('referral!list', { method: 'GET', input: referralListInput, output: paged(referralMember) }),
};

export const referralKind = z.enum(['user', 'seller']);
export type ReferralKind = z.infer<typeof referralKind>;

/** One account of the tree as admins see it. */
export const referralNode = z.object({
  kind: referralKind,
  id: z.string(),
  /** Buyer: username (email or phone); seller: email. */
  name: z.string(),
  /** Buyer UID; "" for sellers. */
  usercode: z.string(),
  invitationCode: z.string(),
  allowed: z.boolean(),
  agentLevel: z.number(),
  /** Accounts it invited directly. */
  children: z.number(),
  createTime: z.string(),
});
export type ReferralNode = z.infer<typeof referralNode>;

/** `referral!info` / `referral!get` (admin): an account, the chain of its referrers up to the root, and its counts by level. */
export const referralAccount = z.object({
  node: referralNode,
  /** Nearest referrer first. */
  upline: z.array(referralNode),
  levels: z.array(referralLevelCount),
  total: z.number(),
});
export type ReferralAccount = z.infer<typeof referralAccount>;

const target = z.object({ kind: referralKind.catch('user').default('user'), id: z.coerce.number().int().min(1).catch(0).default(0) });

/** Admins: look an account up, walk its tree, set its agent level, allow or refuse its referrals. */
export const adminReferralApi = {
  /** By buyer UID, username, email of a seller, or invitation code. */
  find: admin.signedIn('referral!get', { method: 'GET', input: z.object({ q: str }), output: referralAccount }),
  account: admin.signedIn('referral!info', { method: 'GET', input: target, output: referralAccount }),
  /** The accounts one account invited directly. */
  children: admin.signedIn('referral!list', { method: 'GET', input: target.extend(pageQuery.shape), output: paged(referralNode) }),
  setAgentLevel: admin.signedIn('referral!setAgentLevel', {
    input: target.extend({ level: z.coerce.number().int().min(0).max(AGENT_LEVEL_MAX).catch(-1).default(-1).refine((n) => n >= 0) }),
    output: noData,
  }),
  setAllowed: admin.signedIn('referral!setAllowed', { input: target.extend({ allowed: z.enum(['0', '1']) }), output: noData }),
};
