import { KYC_FILES_PREFIX, KYC_UPLOAD_MODULE, type AdminKyc, type KycAdvancedQuery, type KycAdvancedRecord, type KycApplyQuery, type KycRecord, type KycStatus } from '@mall/contract/kyc';
import { Money } from '@mall/domain/money';
import { formatWireTime } from '@mall/domain/time';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/rows';
import { isUniqueViolation } from '../../db/retry';
import type { SysparaService } from '../platform/syspara';
import * as repo from './repo';
import type { Level, Owner } from './repo';

/** Whose verification: a buyer (`user`) or a seller. */
export type KycOwner = Owner;

const LIMITS = { name: 100, idname: 50, idnumber: 64, nationality: 64 } as const;
const ADDRESS_MAX = 300;
const PICTURES = ['idimg_1', 'idimg_2', 'idimg_3'] as const;
const FILE = /^[A-Za-z0-9_-]+\.(png|jpg)$/;

/**
 * Admin roles that review verifications and may see their pictures: support, not finance, so that
 * the desk that grants loans and pays out withdrawals does not also vouch for who the borrower is.
 */
export const KYC_REVIEW_ROLES = ['super_admin', 'support'] as const;

/** Platform parameters of verification; admins edit them with the others. */
export const KYC_SYSPARAS = [
  { code: 'kyc_withdraw_threshold', value: '1000', description: 'Withdrawals above this amount (USDT) need a passed basic identity verification; 0: every withdrawal', isPublic: true },
];

/** The host name of a Host header value, without its port. */
function hostnameOf(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
}

/**
 * The path of one of our uploads, from what a client sends: `/uploads/<name>` or `/kyc-files/<name>`
 * as the upload answered, or the same path on this server's own host (some clients keep absolute
 * URLs). Other hosts and other paths: null.
 */
export function uploadPath(url: string, ownHost: string): string | null {
  const u = url.trim();
  const ours = (p: string) => p.startsWith('/uploads/') || p.startsWith(KYC_FILES_PREFIX);
  if (u.startsWith('/')) return ours(u) ? u : null;
  try {
    const parsed = new URL(u);
    if (!/^https?:$/.test(parsed.protocol) || parsed.hostname.toLowerCase() !== hostnameOf(ownHost) || parsed.search || parsed.hash) return null;
    return ours(parsed.pathname) ? parsed.pathname : null;
  } catch {
    return null;
  }
}

const time = (d: Date | string | null) => (d ? formatWireTime(d) : '');

/**
 * Identity verification of buyers and sellers. Basic: a document and three pictures; advanced: an
 * address and a picture proving it, only once basic passed. The platform reviews (0 applied, 1 under
 * review, then 2 passed or 3 rejected with a reason). One live application per owner and level: a new
 * one is refused while one is applied or under review, and after one passed; a rejected one may be
 * followed by a new application. The partial unique index settles two applications sent at once.
 */
export class KycService {
  constructor(private readonly db: Db, private readonly sysparas: SysparaService) {}

  async ensureDefaults(): Promise<void> {
    await this.sysparas.ensure(KYC_SYSPARAS);
  }

  /** The latest basic application, or null. */
  async latest(owner: KycOwner): Promise<KycRecord | null> {
    const r = await repo.latest(this.db, owner, 'basic');
    if (!r) return null;
    return {
      name: r.name, idname: r.id_type, idnumber: r.id_number, nationality: r.nationality,
      idimg_1: r.img_1, idimg_2: r.img_2, idimg_3: r.img_3, status: Number(r.status) as KycStatus,
      msg: Number(r.status) === 3 ? r.reason : '', createTime: time(r.created_at),
    };
  }

  /** The latest advanced application, or null. */
  async latestAdvanced(owner: KycOwner): Promise<KycAdvancedRecord | null> {
    const r = await repo.latest(this.db, owner, 'advanced');
    if (!r) return null;
    return { address: r.address, addressImg: r.address_img, status: Number(r.status) as KycStatus, msg: Number(r.status) === 3 ? r.reason : '', createTime: time(r.created_at) };
  }

  /** True when the owner's basic verification passed (loans and large withdrawals need it). */
  basicPassed(owner: KycOwner, db: Executor = this.db): Promise<boolean> {
    return repo.basicPassed(db, owner);
  }

  /** Files a basic application; `ownHost` is this server's host, for pictures sent as absolute URLs. */
  async apply(owner: KycOwner, input: KycApplyQuery, ownHost: string): Promise<void> {
    const v = { name: input.name.trim(), idname: input.idname.trim(), idnumber: input.idnumber.trim(), nationality: input.nationality.trim() };
    const pictures = PICTURES.map((k) => input[k].trim());
    if (Object.values(v).some((x) => !x) || pictures.some((x) => !x)) throw new AppError('KYC_FIELDS_REQUIRED');
    if ((Object.keys(LIMITS) as (keyof typeof LIMITS)[]).some((k) => v[k].length > LIMITS[k])) throw new AppError('PARAM_ERROR');
    const paths: string[] = [];
    for (const p of pictures) paths.push(await this.ownPicture(owner, p, ownHost));
    await this.insert(owner, 'basic', {
      name: v.name, idType: v.idname, idNumber: v.idnumber, nationality: v.nationality, img1: paths[0], img2: paths[1], img3: paths[2], address: '', addressImg: '',
    });
  }

  /** Files an advanced application (address proof); refused until the basic verification passed. */
  async applyAdvanced(owner: KycOwner, input: KycAdvancedQuery, ownHost: string): Promise<void> {
    const address = input.address.trim();
    const picture = input.addressImg.trim();
    if (!address || !picture) throw new AppError('KYC_FIELDS_REQUIRED');
    if (address.length > ADDRESS_MAX) throw new AppError('PARAM_ERROR');
    const basic = await repo.latest(this.db, owner, 'basic');
    if (!basic || Number(basic.status) !== 2) throw new AppError('KYC_BASIC_REQUIRED');
    const path = await this.ownPicture(owner, picture, ownHost);
    // The reviewer sees whom the address belongs to without opening the basic application.
    await this.insert(owner, 'advanced', {
      name: basic.name, idType: basic.id_type, idNumber: basic.id_number, nationality: basic.nationality, img1: '', img2: '', img3: '', address, addressImg: path,
    });
  }

  private async ownPicture(owner: KycOwner, url: string, ownHost: string): Promise<string> {
    const path = uploadPath(url, ownHost);
    const name = path?.slice(path.lastIndexOf('/') + 1) ?? '';
    if (!path || !FILE.test(name)) throw new AppError('KYC_IMAGE_INVALID');
    // Private pictures must be verification uploads; older clients' public uploads stay accepted.
    const ok = path.startsWith(KYC_FILES_PREFIX)
      ? await repo.ownsUpload(this.db, owner, name, KYC_UPLOAD_MODULE)
      : path === `/uploads/${name}` && await repo.ownsUpload(this.db, owner, name);
    if (!ok) throw new AppError('KYC_IMAGE_INVALID');
    return path;
  }

  private async insert(owner: KycOwner, level: Level, n: Omit<repo.NewKyc, 'owner' | 'level'>): Promise<void> {
    await this.refuseLive(owner, level);
    try {
      await repo.insert(this.db, { ...n, owner, level });
    } catch (e) {
      // Two applications at once: the unique index on live applications lets one through.
      if (!isUniqueViolation(e)) throw e;
      await this.refuseLive(owner, level);
      throw new AppError('KYC_IN_REVIEW');
    }
  }

  private async refuseLive(owner: KycOwner, level: Level): Promise<void> {
    const live = await repo.live(this.db, owner, level);
    if (live) throw new AppError(Number(live.status) === 2 ? 'KYC_ALREADY_PASSED' : 'KYC_IN_REVIEW');
  }

  /**
   * Inside a withdrawal's transaction: above the `kyc_withdraw_threshold` parameter the owner's basic
   * verification must have passed. An unset or unreadable value means no threshold is set (no gate).
   */
  async assertWithdrawAllowed(tx: Executor, owner: KycOwner, volume: Money): Promise<void> {
    const raw = ((await repo.param(tx, 'kyc_withdraw_threshold')) ?? '').trim();
    if (!raw || !Money.isValid(raw)) return;
    const threshold = Money.parse(raw);
    if (threshold.isNegative() || volume.cmp(threshold) <= 0) return;
    if (!(await repo.basicPassed(tx, owner))) throw new AppError('KYC_WITHDRAW_NOT_VERIFIED', 200, { threshold: threshold.toString() });
  }

  // ---- admin review queue ----

  async adminList(q: { status: string; level: string; keyword: string; pageNum: number; pageSize: number }) {
    const status = /^[0-3]$/.test(q.status.trim()) ? Number(q.status.trim()) : null;
    const level = q.level === 'basic' || q.level === 'advanced' ? q.level : null;
    const { items, total } = await repo.list(this.db, {
      status, level, keyword: q.keyword.trim().slice(0, 100), offset: (q.pageNum - 1) * q.pageSize, limit: q.pageSize,
    });
    const pageList: AdminKyc[] = items.map((r) => ({
      id: r.id, ownerKind: r.owner_kind, ownerId: String(r.owner_id), ownerName: r.owner_name, level: r.level, status: Number(r.status) as KycStatus,
      name: r.name, idname: r.id_type, idnumber: r.id_number, nationality: r.nationality, idimg_1: r.img_1, idimg_2: r.img_2, idimg_3: r.img_3,
      address: r.address, addressImg: r.address_img, reason: r.reason, reviewer: r.reviewer, createTime: time(r.created_at), reviewTime: time(r.reviewed_at),
    }));
    return { pageList, pageInfo: { pageNum: q.pageNum, pageSize: q.pageSize, totalElements: total } };
  }

  /** Takes an applied verification for review (0 → 1). */
  async review(id: string, adminId: number): Promise<void> {
    await this.decide(id, [0], 1, adminId);
  }

  /** Passes a verification that is applied or under review. */
  async approve(id: string, adminId: number): Promise<void> {
    await this.decide(id, [0, 1], 2, adminId);
  }

  /** Rejects a verification that is applied or under review; the owner sees the reason. */
  async reject(id: string, reason: string, adminId: number): Promise<void> {
    if (!reason.trim()) throw new AppError('REASON_REQUIRED');
    await this.decide(id, [0, 1], 3, adminId, reason.trim().slice(0, 500));
  }

  private async decide(idText: string, from: number[], to: number, adminId: number, reason = ''): Promise<void> {
    const id = Number(idText.trim());
    if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('KYC_NOT_FOUND');
    if (await repo.decide(this.db, id, from, to, adminId, reason)) return;
    throw new AppError((await repo.exists(this.db, id)) ? 'ALREADY_DECIDED' : 'KYC_NOT_FOUND');
  }

  // ---- private pictures ----

  /**
   * A private verification picture for a caller: its owner, an admin who reviews verifications, or the
   * loan desk (finance) for pictures of a loan application.
   * Answers the file's type, or the refusal: 'missing' (no such picture) or 'forbidden'.
   */
  async pictureAccess(fileName: string, caller: { actor: 'user' | 'seller' | 'admin'; id: number; roles: readonly string[] }): Promise<{ mime: string } | 'missing' | 'forbidden'> {
    if (!FILE.test(fileName)) return 'missing';
    const up = await repo.privateUpload(this.db, fileName, KYC_UPLOAD_MODULE);
    if (!up) return 'missing';
    const owner = up.actor === caller.actor && Number(up.actor_id) === caller.id;
    if (owner) return { mime: up.mime };
    if (caller.actor !== 'admin') return 'forbidden';
    if (caller.roles.some((r) => (KYC_REVIEW_ROLES as readonly string[]).includes(r))) return { mime: up.mime };
    // The loan desk sees the document pictures of the applications it decides, and no others.
    if (caller.roles.includes('finance') && await repo.inLoan(this.db, `${KYC_FILES_PREFIX}${fileName}`)) return { mime: up.mime };
    return 'forbidden';
  }
}
