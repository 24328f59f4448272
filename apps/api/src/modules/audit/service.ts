import { formatWireTime } from '@mall/domain/time';
import type { Auth } from '../../core/auth';
import { redactSecrets } from '../../core/redact';
import type { Db } from '../../db/client';
import * as repo from './repo';

/** The audit log of admin writes. */
export class AuditService {
  constructor(private readonly db: Db) {}

  /** Records an admin write; a token, password or code anywhere in the detail is stored as "***". */
  async record(auth: Auth, action: string, target: string, detail: unknown, ip: string): Promise<void> {
    await repo.insert(this.db, {
      adminId: auth.id, adminEmail: auth.email, action, target, ip,
      detail: typeof detail === 'string' ? detail : JSON.stringify(redactSecrets(detail ?? {})),
    });
  }

  async list(pageNum: number, pageSize: number, action: string) {
    const { rows, total } = await repo.page(this.db, action, pageNum, pageSize);
    return {
      pageList: rows.map((r) => ({
        id: String(r.id), adminId: String(r.adminId), adminEmail: r.adminEmail, action: r.action, target: r.target,
        detail: r.detail, ip: r.ip, createTime: formatWireTime(r.createdAt),
      })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }
}
