import { z } from 'zod';
import { endpoints, noData } from './endpoint';
import { paged, pageQuery } from './envelope';
import { captchaChallenge, captchaVerifyData, captchaVerifyQuery } from './account';

// Seller API (/api/seller/...) and admin API (/api/admin/...).
const str = z.string().optional().default('');

/** `captchaToken`: a solved slider puzzle, sent once the server answered CAPTCHA_REQUIRED. */
export const staffLoginQuery = z.object({ email: str, password: str, captchaToken: str });
export const staffLoginData = z.object({ token: z.string() });

export const adminRoles = ['super_admin', 'finance', 'support', 'catalogue'] as const;
export type AdminRole = (typeof adminRoles)[number];

export const adminMe = z.object({ id: z.string(), email: z.string(), name: z.string(), roles: z.array(z.enum(adminRoles)) });
export const sellerMe = z.object({ id: z.string(), email: z.string(), name: z.string(), storeName: z.string() });

export const syspara = z.object({ code: z.string(), value: z.string(), description: z.string(), isPublic: z.boolean(), updatedAt: z.string() });
export const auditEntry = z.object({
  id: z.string(), adminId: z.string(), adminEmail: z.string(), action: z.string(), target: z.string(), detail: z.string(), ip: z.string(), createTime: z.string(),
});

const flag01 = z.union([z.literal(0), z.literal(1)]);

/** `activity!get` in the admin API: the pop-up as stored, with whether it is shown. */
export const adminActivity = z.object({
  id: z.string(), title: z.string(), imgUrl: z.string(), detailUrl: z.string(), enabled: flag01,
  /** Who sees it: everyone, guests only, or signed-in buyers only. */
  audience: z.enum(['all', 'guests', 'signed_in']).catch('all'),
  /** Language codes it is shown in; empty: every language. */
  langs: z.array(z.string()).catch([]),
});
/** Who an activity pop-up is shown to. */
export const ACTIVITY_AUDIENCES = ['all', 'guests', 'signed_in'] as const;
export type ActivityAudience = (typeof ACTIVITY_AUDIENCES)[number];
export type AdminActivity = z.infer<typeof adminActivity>;

/** A row of `seller!list`. */
export const sellerAccount = z.object({
  id: z.string(), email: z.string(), name: z.string(), storeName: z.string(), status: z.enum(['active', 'disabled']), createTime: z.string(),
});
export type SellerAccount = z.infer<typeof sellerAccount>;

/** A row of `user!list` (buyers, for support). */
export const platformUser = z.object({
  usercode: z.string(), username: z.string(), email: z.string(), phone: z.string(),
  status: z.enum(['active', 'disabled', 'cancelled']), createTime: z.string(),
});
export type PlatformUser = z.infer<typeof platformUser>;

/** A row of `staff!list`. */
export const staffMember = z.object({
  id: z.string(), email: z.string(), name: z.string(), roles: z.array(z.enum(adminRoles)), status: z.enum(['active', 'disabled']), createTime: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;

// ---- Endpoints: seller sign-in, and the admins' accounts, parameters, pop-up, audit log and uploads ----

const seller = endpoints('seller');
const admin = endpoints('admin');

/** The seller's session and uploads (`/api/seller`). */
export const sellerAuthApi = {
  login: seller.open('auth!login', { input: staffLoginQuery, output: staffLoginData }),
  /** The slider puzzle of the seller's sign-in (as the buyer's `captcha!get` and `captcha!verify`). */
  captcha: seller.open('captcha!get', { output: captchaChallenge }),
  verifyCaptcha: seller.open('captcha!verify', { input: captchaVerifyQuery, output: captchaVerifyData }),
  me: seller.signedIn('auth!me', { output: sellerMe }),
  logout: seller.signedIn('auth!logout', { output: noData }),
  upload: seller.signedIn('uploadimg!execute', { transport: 'multipart', output: z.string() }),
};

const account = z.object({ email: str, password: str, name: str });

/** The admin's session, accounts, platform parameters, pop-up, audit log and uploads (`/api/admin`). */
export const adminStaffApi = {
  login: admin.open('auth!login', { input: staffLoginQuery, output: staffLoginData }),
  /** The slider puzzle of the admin's sign-in (as the buyer's `captcha!get` and `captcha!verify`). */
  captcha: admin.open('captcha!get', { output: captchaChallenge }),
  verifyCaptcha: admin.open('captcha!verify', { input: captchaVerifyQuery, output: captchaVerifyData }),
  me: admin.signedIn('auth!me', { output: adminMe }),
  logout: admin.signedIn('auth!logout', { output: noData }),
  sellers: admin.signedIn('seller!list', { input: pageQuery.extend({ keyword: str }), output: paged(sellerAccount) }),
  createSeller: admin.signedIn('seller!create', { input: account.extend({ storeName: str }), output: z.object({ id: z.string(), email: z.string() }) }),
  staff: admin.signedIn('staff!list', { output: z.array(staffMember) }),
  /** `roles` is a comma list of admin roles. */
  createStaff: admin.signedIn('staff!create', {
    input: account.extend({ roles: str }), output: z.object({ id: z.string(), email: z.string(), roles: z.array(z.enum(adminRoles)) }),
  }),
  users: admin.signedIn('user!list', { input: pageQuery.extend({ keyword: str }), output: paged(platformUser) }),
  disableUser: admin.signedIn('user!disable', { input: z.object({ usercode: str }), output: noData }),
  enableUser: admin.signedIn('user!enable', { input: z.object({ usercode: str }), output: noData }),
  sysparas: admin.signedIn('syspara!list', { output: z.array(syspara) }),
  /** Answers the value it replaced. */
  updateSyspara: admin.signedIn('syspara!update', { input: z.object({ code: str, value: str.refine((v) => v.length <= 2000) }), output: z.string() }),
  activity: admin.signedIn('activity!get', { output: adminActivity.nullable() }),
  saveActivity: admin.signedIn('activity!save', {
    input: z.object({
      title: str, imgUrl: str, detailUrl: str, enabled: z.string().optional().default('1'),
      audience: z.enum(ACTIVITY_AUDIENCES).catch('all').default('all'),
      /** Comma-separated language codes; empty: every language. */
      langs: str,
    }),
    output: noData,
  }),
  audit: admin.signedIn('audit!list', { input: pageQuery.extend({ action: str }), output: paged(auditEntry) }),
  upload: admin.signedIn('uploadimg!execute', { transport: 'multipart', output: z.string() }),
};
