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
