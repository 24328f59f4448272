import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { formatWireTime } from '@mall/domain/time';
import type { Auth } from '../../core/auth';

/** The audit log of admin writes. */
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(auth: Auth, action: string, target: string, detail: unknown, ip: string): Promise<void> {
    await this.db.insert(auditLog).values({
      adminId: auth.id, adminEmail: auth.email, action, target, ip,
      detail: typeof detail === 'string' ? detail : JSON.stringify(detail ?? {}),
    });
  }

  async list(pageNum: number, pageSize: number, action: string) {
    const where = action ? eq(auditLog.action, action) : undefined;
    const [{ n }] = await this.db.select({ n: count() }).from(auditLog).where(and(where));
    const rows = await this.db.select().from(auditLog).where(and(where)).orderBy(desc(auditLog.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
    return {
      pageList: rows.map((r) => ({
        id: String(r.id), adminId: String(r.adminId), adminEmail: r.adminEmail, action: r.action, target: r.target,
        detail: r.detail, ip: r.ip, createTime: formatWireTime(r.createdAt),
      })),
      pageInfo: { pageNum, pageSize, totalElements: n },
    };
  }
}
