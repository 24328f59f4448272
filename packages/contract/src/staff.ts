import { z } from 'zod';

// Seller API (/api/seller/...) and admin API (/api/admin/...).
const str = z.string().optional().default('');

export const staffLoginQuery = z.object({ email: str, password: str });
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
export const adminActivity = z.object({ id: z.string(), title: z.string(), imgUrl: z.string(), detailUrl: z.string(), enabled: flag01 });
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
