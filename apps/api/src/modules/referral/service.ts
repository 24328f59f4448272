import { randomInt } from 'node:crypto';
import { REFERRAL_MAX_LEVEL, type ReferralAccount, type ReferralInfo, type ReferralNode } from '@mall/contract/referral';
import { drawInviteCode, maskAccountName, normalizeInviteCode, SELLER_CODE_LENGTH } from '@mall/domain/referral';
import { formatWireTime } from '@mall/domain/time';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/rows';
import { isUniqueViolation, retryOnConflict } from '../../db/retry';
import { AppError } from '../../core/app-error';
import * as repo from './repo';
import type { NodeRef, NodeRow } from './repo';

export type { NodeRef } from './repo';

const toNode = (r: NodeRow): ReferralNode => ({
  kind: r.kind, id: String(r.id), name: r.name, usercode: r.usercode, invitationCode: r.invite_code,
  allowed: !r.referral_disabled, agentLevel: Number(r.agent_level), children: Number(r.children), createTime: formatWireTime(r.created_at),
});

const page = (pageNum: number, pageSize: number) => ({ limit: pageSize, offset: (pageNum - 1) * pageSize });

/** The referral tree: codes, who referred whom, counts by level, and the admins' settings. */
export class ReferralService {
  constructor(private readonly db: Db) {}

  /**
   * The account a code names, for a sign-up or a bind: an unknown code or an inactive account is
   * REFERRAL_CODE_WRONG, an account an admin took the right away from is REFERRER_NOT_ALLOWED.
   * Null when no code was given.
   */
  async resolveCode(code: string, db: Executor = this.db): Promise<(NodeRef & { code: string }) | null> {
    const c = normalizeInviteCode(code);
    if (!c) return null;
    const owner = await repo.codeOwner(db, c);
    if (!owner || owner.status !== 'active') throw new AppError('REFERRAL_CODE_WRONG');
    if (owner.referral_disabled) throw new AppError('REFERRER_NOT_ALLOWED');
    return { kind: owner.kind, id: Number(owner.id), code: c };
  }

  /**
   * Records the referrer of a buyer who signed up without one. Refused: a second referrer, the
   * buyer's own code, and a code of anyone below the buyer (a cycle). Changes of existing accounts'
   * referrers run one at a time (advisory lock), so two binds cannot close a cycle between them.
   */
  async bind(userId: number, code: string): Promise<void> {
    if (!normalizeInviteCode(code)) throw new AppError('REFERRAL_CODE_WRONG');
    await retryOnConflict(() => this.db.transaction(async (tx) => {
      await repo.lockTree(tx);
      const me = await repo.userNode(tx, userId, true);
      if (!me) throw new AppError('USER_NOT_FOUND');
      if (normalizeInviteCode(code) === me.invite_code) throw new AppError('REFERRAL_SELF');
      if (me.referrer_id !== null || me.referrer_seller_id !== null) throw new AppError('REFERRER_ALREADY_BOUND');
      const ref = await this.resolveCode(code, tx);
      if (!ref) throw new AppError('REFERRAL_CODE_WRONG');
      if (ref.kind === 'user' && await repo.isSelfOrAbove(tx, userId, ref.id)) throw new AppError('REFERRAL_CYCLE');
      if (!(await repo.setReferrer(tx, userId, ref, ref.code))) throw new AppError('REFERRER_ALREADY_BOUND');
    }));
  }

  /** A seller's invitation code, drawn on first use. */
  async sellerCode(sellerId: number): Promise<string> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const existing = await repo.sellerCode(this.db, sellerId);
      if (existing) return existing;
      try {
        await repo.insertSellerCode(this.db, sellerId, drawInviteCode(SELLER_CODE_LENGTH, randomInt));
      } catch (e) {
        if (!isUniqueViolation(e)) throw e; // another seller holds that code: draw again
      }
    }
    throw new AppError('SERVER_ERROR', 500);
  }

  /** `referral!info` of a buyer or a seller. */
  async info(ref: NodeRef): Promise<ReferralInfo> {
    if (ref.kind === 'seller') await this.sellerCode(ref.id);
    const n = await repo.node(this.db, ref);
    if (!n) throw new AppError('USER_NOT_FOUND');
    const levels = await repo.levelCounts(this.db, ref, REFERRAL_MAX_LEVEL);
    return {
      invitationCode: n.invite_code, allowed: !n.referral_disabled, agentLevel: Number(n.agent_level),
      referrerCode: n.kind === 'user' && (n.referrer_id !== null || n.referrer_seller_id !== null) ? n.agent_code : '',
      levels, total: levels.reduce((s, l) => s + l.count, 0),
    };
  }

  /** `referral!list`: who is at one level below the account, with masked names only. */
  async members(ref: NodeRef, level: number, pageNum: number, pageSize: number) {
    const { limit, offset } = page(pageNum, pageSize);
    const r = await repo.membersAt(this.db, ref, level, limit, offset);
    return {
      pageList: r.list.map((m) => ({ name: maskAccountName(m.username), level, createTime: formatWireTime(m.created_at) })),
      pageInfo: { pageNum, pageSize, totalElements: r.total },
    };
  }

  /** An account as admins see it, with its referrers up to the root and its counts by level. */
  async account(ref: NodeRef): Promise<ReferralAccount> {
    const n = await repo.node(this.db, ref);
    if (!n) throw new AppError('NOT_FOUND');
    const upline: ReferralNode[] = [];
    if (n.kind === 'user') {
      const up = await repo.uplineIds(this.db, Number(n.id), REFERRAL_MAX_LEVEL * 10);
      for (const id of up.users) {
        const u = await repo.userNode(this.db, id);
        if (u) upline.push(toNode(u));
      }
      if (up.sellerId !== null) {
        const s = await repo.sellerNode(this.db, up.sellerId);
        if (s) upline.push(toNode(s));
      }
    }
    const levels = await repo.levelCounts(this.db, ref, REFERRAL_MAX_LEVEL);
    return { node: toNode(n), upline, levels, total: levels.reduce((s, l) => s + l.count, 0) };
  }

  /** `referral!get` (admin): an account by UID, username, seller email or code. */
  async find(q: string): Promise<ReferralAccount> {
    const n = q.trim() ? await repo.findNode(this.db, q.trim()) : undefined;
    if (!n) throw new AppError('NOT_FOUND');
    return this.account({ kind: n.kind, id: Number(n.id) });
  }

  /** The accounts one account invited directly (admin: full names, their own counts). */
  async children(ref: NodeRef, pageNum: number, pageSize: number) {
    const { limit, offset } = page(pageNum, pageSize);
    const r = await repo.children(this.db, ref, limit, offset);
    return { pageList: r.list.map(toNode), pageInfo: { pageNum, pageSize, totalElements: r.total } };
  }

  /** Sets an admin setting; a seller gets its code row first. */
  async update(ref: NodeRef, patch: { agentLevel?: number; disabled?: boolean }): Promise<void> {
    if (ref.kind === 'seller') {
      if (!(await repo.sellerNode(this.db, ref.id))) throw new AppError('NOT_FOUND');
      await this.sellerCode(ref.id);
    }
    if (!(await repo.updateSettings(this.db, ref, patch))) throw new AppError('NOT_FOUND');
  }
}
