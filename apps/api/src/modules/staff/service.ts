import { randomBytes } from 'node:crypto';
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { adminRoles, type AdminRole } from '@mall/contract/staff';

import { checkEmail } from '@mall/domain/validation';
import { formatWireTime } from '@mall/domain/time';
import type { Db } from '../../db/client';
import type { Conn } from '../../db/rows';
import { AppError, ensure } from '../../core/app-error';
import type { Authenticator } from '../../core/auth';
import { checkNobodysPassword, guardedPasswordCheck } from '../../core/login-guard';
import { hashPassword } from '../../core/passwords';
import type { Attempt } from '../captcha/service';
import * as repo from './repo';

/** Whether a stored or sent role is one of the admin roles. */
const isAdminRole = (r: string): r is AdminRole => (adminRoles as readonly string[]).includes(r);

/** Staff passwords are 8 to 64 characters (longer than the buyer rule: these accounts hold more power). */
function checkStaffPassword(p: string): void {
  if (!p) throw new AppError('PASSWORD_REQUIRED');
  if (p.length < 8 || p.length > 64) throw new AppError('PASSWORD_LENGTH');
}

/**
 * Who makes a staff sign-in attempt, for the slider puzzle: the address, and the account named by its
 * kind and email (a failed seller sign-in does not ask the puzzle of the buyer with the same email).
 */
export function staffAttempt(kind: 'seller' | 'admin', ip: string, email: string): Attempt {
  const e = email.trim().toLowerCase();
  return { ip, account: e ? `${kind}:${e}` : '' };
}

/** Sellers and admins: sign-in, the first admin, and the accounts admins manage. */
export class StaffService {
  constructor(private readonly db: Db, private readonly authn: Authenticator) {}

  /** Signs in a seller or an admin by email; the same three-strikes lock as buyers. */
  async login(kind: 'seller' | 'admin', email: string, password: string): Promise<string> {
    if (!email.trim()) throw new AppError('USERNAME_REQUIRED');
    if (!password) throw new AppError('PASSWORD_REQUIRED');
    const row = await repo.accountByEmail(this.db, kind, email.trim().toLowerCase());
    if (!row) {
      await checkNobodysPassword(password);
      throw new AppError('LOGIN_FAILED');
    }
    await guardedPasswordCheck(this.db, kind, row.id, password);
    if (row.status !== 'active') throw new AppError('USER_DISABLED');
    return this.authn.create(kind, row.id);
  }

  async sellerMe(id: number) {
    const s = await repo.sellerById(this.db, id);
    if (!s) throw new AppError('USER_NOT_FOUND');
    // The store's current name (sellers may rename it), else the one given at sign-up.
    return { id: String(s.id), email: s.email, name: s.name, storeName: (await repo.storeNameOf(this.db, id)) ?? s.storeName };
  }

  async adminMe(id: number) {
    const a = await repo.adminById(this.db, id);
    if (!a) throw new AppError('USER_NOT_FOUND');
    return { id: String(a.id), email: a.email, name: a.name, roles: a.roles as AdminRole[] };
  }

  /**
   * Creates the first admin when there is none: from ADMIN_EMAIL/ADMIN_PASSWORD, or generated,
   * printed once and written to DATA_DIR/admin-credentials.txt (readable by the owner only).
   */
  async ensureFirstAdmin(email: string | undefined, password: string | undefined, dataDir: string, print: (s: string) => void): Promise<void> {
    if (await repo.adminCount(this.db) > 0) return;
    const generated = !email;
    const e = (email ?? 'admin@mall.local').toLowerCase();
    const p = password ?? randomBytes(12).toString('base64url');
    const inserted = await repo.insertAdmin(this.db, { email: e, passwordHash: await hashPassword(p), name: 'Administrator', roles: ['super_admin'] });
    if (generated && inserted) {
      mkdirSync(dataDir, { recursive: true });
      const file = join(dataDir, 'admin-credentials.txt');
      writeFileSync(file, `email: ${e}\npassword: ${p}\n`, { mode: 0o600 });
      print(`\nFirst admin created. Sign in at /admin/ with\n  email:    ${e}\n  password: ${p}\n(also written to ${file}; change it after signing in)\n\n`);
    }
  }

  async createSeller(input: { email: string; password: string; name: string; storeName: string }) {
    ensure(checkEmail(input.email));
    checkStaffPassword(input.password);
    return this.createSellerAccount(this.db, { ...input, passwordHash: await hashPassword(input.password) });
  }

  /**
   * Creates a seller and its store in `exec` (a transaction of the caller's, or the database). The
   * store waits for an admin's approval before buyers see it unless `storeStatus` says otherwise; a
   * seller who signed up through an approved application gets an active store and no usable password
   * until they set one with their one-time link (`passwordHash` of a random secret).
   */
  async createSellerAccount(exec: Conn, input: { email: string; passwordHash: string; name: string; storeName: string; storeStatus?: 'pending' | 'active' }) {
    ensure(checkEmail(input.email));
    if (!input.name.trim() || !input.storeName.trim()) throw new AppError('PARAM_ERROR');
    // Every seller has a store.
    const row = await repo.insertSellerWithStore(exec, {
      email: input.email.trim().toLowerCase(), passwordHash: input.passwordHash, name: input.name.trim().slice(0, 64), storeName: input.storeName.trim().slice(0, 64),
    }, input.storeStatus ?? 'pending');
    if (!row) throw new AppError('USERNAME_EXISTS');
    return { id: String(row.id), email: row.email };
  }

  /** Sets a seller's password (staff rules) and lifts a sign-in lock; `exec` may be the caller's transaction. */
  async setSellerPassword(exec: Conn, sellerId: number, password: string): Promise<void> {
    checkStaffPassword(password);
    await repo.setSellerPasswordHash(exec, sellerId, await hashPassword(password));
  }

  async listSellers(pageNum: number, pageSize: number, keyword = '') {
    const { rows, total } = await repo.sellersPage(this.db, keyword.trim(), pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: rows.map((s) => ({ id: String(s.id), email: s.email, name: s.name, storeName: s.storeName, status: s.status, createTime: formatWireTime(s.createdAt) })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  async createAdmin(input: { email: string; password: string; name: string; roles: string }) {
    ensure(checkEmail(input.email));
    checkStaffPassword(input.password);
    const given = input.roles.split(',').map((r) => r.trim()).filter(Boolean);
    const roles = given.filter(isAdminRole);
    if (!roles.length || roles.length !== given.length) throw new AppError('PARAM_ERROR');
    const row = await repo.insertAdmin(this.db, {
      email: input.email.trim().toLowerCase(), passwordHash: await hashPassword(input.password), name: input.name.trim().slice(0, 64) || input.email, roles,
    });
    if (!row) throw new AppError('USERNAME_EXISTS');
    return { id: String(row.id), email: row.email, roles };
  }

  async listAdmins() {
    const rows = await repo.allAdmins(this.db);
    return rows.map((a) => ({ id: String(a.id), email: a.email, name: a.name, roles: a.roles.filter(isAdminRole), status: a.status, createTime: formatWireTime(a.createdAt) }));
  }

  async listUsers(pageNum: number, pageSize: number, keyword: string) {
    const { rows, total } = await repo.usersPage(this.db, keyword.trim(), pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: rows.map((u) => ({ usercode: u.usercode, username: u.username, email: u.email, phone: u.phone ? `${u.areaCode} ${u.phone}` : '', status: u.status, createTime: formatWireTime(u.createdAt) })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  /** Disables or re-enables a buyer; disabling ends their sessions at once. */
  async setUserStatus(usercode: string, status: 'active' | 'disabled'): Promise<void> {
    const u = await repo.userByUsercode(this.db, usercode);
    if (!u || u.status === 'cancelled') throw new AppError('USER_NOT_FOUND');
    await repo.setUserStatus(this.db, u.id, status);
    if (status === 'disabled') await this.authn.revokeAll('user', u.id);
  }
}

