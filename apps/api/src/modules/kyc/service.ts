import { and, desc, eq, inArray } from 'drizzle-orm';
import type { KycApplyQuery, KycRecord, KycStatus } from '@mall/contract/kyc';
import { formatWireTime } from '@mall/domain/time';
import type { Db } from '../../db/client';
import { kycVerifications } from '../../db/schema';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/auth';
import { isOwnUpload } from '../platform/uploads';

/** Whose verification: a buyer today; sellers use the same records later. */
export interface KycOwner { kind: Extract<Actor, 'user' | 'seller'>; id: number }
type Level = 'basic' | 'advanced';

const LIMITS = { name: 100, idname: 50, idnumber: 64, nationality: 64 } as const;
const PICTURES = ['idimg_1', 'idimg_2', 'idimg_3'] as const;

/** The host name of a Host header value, without its port. */
function hostnameOf(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
}

/**
 * The path of one of our uploads, from what a client sends: `/uploads/<name>` as the upload answered,
 * or the same path on this server's own host (some clients keep absolute URLs). Other hosts: null.
 */
export function uploadPath(url: string, ownHost: string): string | null {
  const u = url.trim();
  if (u.startsWith('/uploads/')) return u;
  try {
    const parsed = new URL(u);
    if (!/^https?:$/.test(parsed.protocol) || parsed.hostname.toLowerCase() !== hostnameOf(ownHost) || parsed.search || parsed.hash) return null;
    return parsed.pathname.startsWith('/uploads/') ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/**
 * Identity verification: an owner applies with a document and three pictures of their own uploads;
 * the platform reviews (status 1, then 2 or 3 with a reason). One live application per level:
 * applying again is refused while one is applied or under review, and after one passed; a rejected
 * one may be followed by a new application.
 */
export class KycService {
  constructor(private readonly db: Db) {}

  /** The latest application of the level, or null. */
  async latest(owner: KycOwner, level: Level = 'basic'): Promise<KycRecord | null> {
    const [r] = await this.db.select().from(kycVerifications)
      .where(and(eq(kycVerifications.ownerKind, owner.kind), eq(kycVerifications.ownerId, owner.id), eq(kycVerifications.level, level)))
      .orderBy(desc(kycVerifications.id)).limit(1);
    if (!r) return null;
    return {
      name: r.name, idname: r.idType, idnumber: r.idNumber, nationality: r.nationality,
      idimg_1: r.img1, idimg_2: r.img2, idimg_3: r.img3, status: r.status as KycStatus,
      msg: r.status === 3 ? r.reason : '', createTime: formatWireTime(r.createdAt),
    };
  }

  /** Files a basic application; `ownHost` is this server's host, for pictures sent as absolute URLs. */
  async apply(owner: KycOwner, input: KycApplyQuery, ownHost: string, level: Level = 'basic'): Promise<void> {
    const v = {
      name: input.name.trim(), idname: input.idname.trim(), idnumber: input.idnumber.trim(), nationality: input.nationality.trim(),
    };
    const pictures = PICTURES.map((k) => input[k].trim());
    if (Object.values(v).some((x) => !x) || pictures.some((x) => !x)) throw new AppError('KYC_FIELDS_REQUIRED');
    if ((Object.keys(LIMITS) as (keyof typeof LIMITS)[]).some((k) => v[k].length > LIMITS[k])) throw new AppError('PARAM_ERROR');
    const paths: string[] = [];
    for (const p of pictures) {
      const path = uploadPath(p, ownHost);
      if (!path || !(await isOwnUpload(this.db, owner.kind, owner.id, path))) throw new AppError('KYC_IMAGE_INVALID');
      paths.push(path);
    }
    await this.refuseLive(owner, level);
    try {
      await this.db.insert(kycVerifications).values({
        ownerKind: owner.kind, ownerId: owner.id, level, status: 0, name: v.name, idType: v.idname, idNumber: v.idnumber,
        nationality: v.nationality, img1: paths[0], img2: paths[1], img3: paths[2],
      });
    } catch (e) {
      // Two applications at once: the unique index on live applications lets one through.
      const msg = String((e as Error).message) + String((e as { cause?: Error }).cause?.message ?? '');
      if (!/kyc_one_live|unique|duplicate/i.test(msg)) throw e;
      await this.refuseLive(owner, level);
      throw e;
    }
  }

  private async refuseLive(owner: KycOwner, level: Level): Promise<void> {
    const [live] = await this.db.select({ status: kycVerifications.status }).from(kycVerifications)
      .where(and(eq(kycVerifications.ownerKind, owner.kind), eq(kycVerifications.ownerId, owner.id), eq(kycVerifications.level, level), inArray(kycVerifications.status, [0, 1, 2])));
    if (live) throw new AppError(live.status === 2 ? 'KYC_ALREADY_PASSED' : 'KYC_IN_REVIEW');
  }
}
