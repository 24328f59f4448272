import { randomBytes } from 'node:crypto';
import {
  MERCHANT_FIELD_MAX, MERCHANT_LINK_DAYS, MERCHANT_MAX_DOCUMENTS, merchantDocKind, merchantStatus,
  type AdminMerchantApplication, type MerchantApplication, type MerchantOffer,
} from '@mall/contract/merchant';
import { checkEmail } from '@mall/domain/validation';
import { formatWireTime } from '@mall/domain/time';
import { languageCodes, type LanguageCode } from '@mall/i18n/languages';
import { createTranslator } from '@mall/i18n/node';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/retry';
import { AppError } from '../../core/app-error';
import { hashPassword } from '../../core/passwords';
import { newToken, sha256 } from '../../core/tokens';
import type { NotifyService } from '../notify/service';
import type { OrderService } from '../order/service';
import { isOwnUpload } from '../platform/uploads';
import type { StaffService } from '../staff/service';
import { uploadPath } from '../kyc/service';
import * as repo from './repo';

let mail: ReturnType<typeof createTranslator> | undefined;
/** A text of the sign-in mail (namespace `merchant`, English as fallback). */
function mailText(lang: LanguageCode, key: string, vars: Record<string, string | number> = {}): string {
  mail ??= createTranslator('merchant');
  return mail(lang, `mail.${key}`, vars);
}

/** What the form sends, before the rules. */
export interface ApplyInput { storeName: string; category: string; email: string; phone: string; country: string; docKind: string; documents: string; agree: string }

const PHONE_RE = /^\+?[\d\s-]{6,20}$/;

function toApplication(r: repo.ApplicationRow): MerchantApplication {
  return {
    id: r.id, status: r.status, storeName: r.store_name, category: r.category, email: r.email, phone: r.phone, country: r.country,
    docKind: r.doc_kind, documents: r.documents, reason: r.status === 'rejected' || r.status === 'more_docs' ? r.reason : '',
    createTime: formatWireTime(new Date(r.created_at)), updateTime: formatWireTime(new Date(r.updated_at)),
  };
}

const idOf = (s: string): number => {
  const n = Number(s.trim());
  if (!Number.isSafeInteger(n) || n <= 0) throw new AppError('MERCHANT_NOT_FOUND');
  return n;
};

/**
 * Merchant sign-up. A signed-in buyer applies with their own uploaded document pictures; one live
 * application (pending or waiting for documents) per buyer, per email and per store name, and none
 * for an email or store name that a seller already has. The platform approves (a seller account
 * and an active, empty store are created and a one-time set-password link is mailed, all in one
 * transaction), rejects with a reason, or asks for more documents (the applicant re-submits).
 */
export class MerchantService {
  constructor(
    private readonly db: Db,
    private readonly staff: StaffService,
    private readonly notify: NotifyService,
    private readonly orders: OrderService,
  ) {}

  /** Commission and settlement terms from the order settings, and the categories to choose from. */
  async offer(): Promise<MerchantOffer> {
    const s = await this.orders.settings();
    return {
      commissionRate: Number(s.commissionRate), autoReceiptDays: Number(s.autoReceiptDays), returnDays: Number(s.returnDays),
      categories: await repo.topCategories(this.db),
    };
  }

  async mine(userId: number): Promise<MerchantApplication | null> {
    const r = await repo.latestOfUser(this.db, userId);
    return r ? toApplication(r) : null;
  }

  /** The pictures of a form: 1 to 6 of the applicant's own uploads, as stored paths. */
  private async documents(userId: number, list: string, ownHost: string): Promise<string[]> {
    const given = list.split(',').map((x) => x.trim()).filter(Boolean);
    if (!given.length || given.length > MERCHANT_MAX_DOCUMENTS) throw new AppError('MERCHANT_DOCUMENTS_INVALID');
    const paths: string[] = [];
    for (const p of given) {
      const path = uploadPath(p, ownHost);
      if (!path || !(await isOwnUpload(this.db, 'user', userId, path))) throw new AppError('MERCHANT_DOCUMENTS_INVALID');
      if (!paths.includes(path)) paths.push(path);
    }
    return paths;
  }

  async apply(userId: number, input: ApplyInput, lang: LanguageCode, ownHost: string): Promise<MerchantApplication> {
    const v = {
      storeName: input.storeName.trim(), category: input.category.trim(), email: input.email.trim().toLowerCase(),
      phone: input.phone.trim(), country: input.country.trim(),
    };
    if (Object.values(v).some((x) => !x)) throw new AppError('MERCHANT_FIELDS_REQUIRED');
    if (Object.values(v).some((x) => x.length > MERCHANT_FIELD_MAX)) throw new AppError('PARAM_ERROR');
    if (checkEmail(v.email)) throw new AppError('EMAIL_INVALID');
    if (!PHONE_RE.test(v.phone)) throw new AppError('PHONE_INVALID');
    const docKind = merchantDocKind.safeParse(input.docKind.trim());
    if (!docKind.success) throw new AppError('MERCHANT_FIELDS_REQUIRED');
    if (input.agree.trim() !== '1') throw new AppError('MERCHANT_AGREEMENT_REQUIRED');
    const documents = await this.documents(userId, input.documents, ownHost);
    const live = await repo.latestOfUser(this.db, userId);
    if (live && (live.status === 'pending' || live.status === 'more_docs')) throw new AppError('MERCHANT_APPLICATION_OPEN');
    try {
      await this.refuseTaken(v.email, v.storeName);
    } catch (e) {
      // The email or name may be taken by this buyer's own application sent in parallel: say that.
      const again = await repo.latestOfUser(this.db, userId);
      if (again && (again.status === 'pending' || again.status === 'more_docs')) throw new AppError('MERCHANT_APPLICATION_OPEN');
      throw e;
    }
    try {
      return toApplication(await repo.insertApplication(this.db, { userId, ...v, docKind: docKind.data, documents, lang }));
    } catch (e) {
      // A parallel application got in first: the partial unique indexes let one through; say which rule.
      if (!isUniqueViolation(e)) throw e;
      const again = await repo.latestOfUser(this.db, userId);
      if (again && (again.status === 'pending' || again.status === 'more_docs')) throw new AppError('MERCHANT_APPLICATION_OPEN');
      await this.refuseTaken(v.email, v.storeName);
      throw new AppError('MERCHANT_APPLICATION_OPEN');
    }
  }

  private async refuseTaken(email: string, storeName: string, exceptId = 0): Promise<void> {
    const clash = await repo.liveApplicationClash(this.db, email, storeName, exceptId);
    if (clash.email || await repo.sellerEmailTaken(this.db, email)) throw new AppError('MERCHANT_EMAIL_TAKEN');
    if (clash.store || await repo.storeNameTaken(this.db, storeName)) throw new AppError('MERCHANT_STORE_NAME_TAKEN');
  }

  /** New documents after the platform asked for more: only the applicant's own application, only in that state. */
  async resubmit(userId: number, id: string, documents: string, ownHost: string): Promise<MerchantApplication> {
    const n = idOf(id);
    const app = await repo.applicationById(this.db, n);
    if (!app || app.user_id !== userId) throw new AppError('MERCHANT_NOT_FOUND');
    if (app.status !== 'more_docs') throw new AppError('ALREADY_DECIDED');
    const paths = await this.documents(userId, documents, ownHost);
    const r = await repo.transition(this.db, n, 'more_docs', 'pending', { documents: paths });
    if (!r) throw new AppError('ALREADY_DECIDED');
    return toApplication(r);
  }

  async list(status: string, pageNum: number, pageSize: number) {
    const s = merchantStatus.safeParse(status.trim());
    const { rows, total } = await repo.listApplications(this.db, s.success ? s.data : null, pageNum, pageSize);
    const pageList: AdminMerchantApplication[] = rows.map((r) => ({
      ...toApplication(r), reason: r.reason, applicant: r.applicant ?? '', decidedBy: r.decided_by, sellerId: r.seller_id ? String(r.seller_id) : '',
    }));
    return { pageList, pageInfo: { pageNum, pageSize, totalElements: total } };
  }

  /**
   * Approves a pending application: the status moves first, by a conditional update that of two
   * parallel approvals lets one through; in the same transaction the seller, the active store, the
   * one-time link and its mail are created, so either all of it exists or none does.
   * `linkBase` is where the seller zone is reached (the link is `<linkBase>/seller/set-password?token=…`).
   */
  async approve(id: string, admin: string, linkBase: string): Promise<{ sellerId: string }> {
    const n = idOf(id);
    const result = await this.db.transaction(async (tx) => {
      const app = await repo.transition(tx, n, 'pending', 'approved', { decidedBy: admin });
      if (!app) throw new AppError((await repo.applicationById(tx, n)) ? 'ALREADY_DECIDED' : 'MERCHANT_NOT_FOUND');
      if (await repo.storeNameTaken(tx, app.store_name)) throw new AppError('MERCHANT_STORE_NAME_TAKEN');
      let seller: { id: string; email: string };
      try {
        seller = await this.staff.createSellerAccount(tx, {
          email: app.email, name: app.store_name, storeName: app.store_name, storeStatus: 'active',
          // No usable password until the seller sets one with the link.
          passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        });
      } catch (e) {
        if (e instanceof AppError && e.key === 'USERNAME_EXISTS') throw new AppError('MERCHANT_EMAIL_TAKEN');
        throw e;
      }
      await repo.setSeller(tx, n, Number(seller.id));
      const token = newToken();
      await repo.insertPasswordToken(tx, sha256(token), Number(seller.id), MERCHANT_LINK_DAYS);
      const lang = (languageCodes as readonly string[]).includes(app.lang) ? (app.lang as LanguageCode) : 'en';
      const link = `${linkBase.replace(/\/+$/, '')}/seller/set-password?token=${encodeURIComponent(token)}`;
      await this.notify.queueMail(tx, app.email, mailText(lang, 'subject', { storeName: app.store_name }),
        mailText(lang, 'body', { storeName: app.store_name, email: app.email, link, days: MERCHANT_LINK_DAYS }));
      return { sellerId: seller.id };
    });
    this.notify.queued();
    return result;
  }

  /** Rejects (final) or asks for more documents; both need a reason the applicant will read. */
  async decide(id: string, to: 'rejected' | 'more_docs', reason: string, admin: string): Promise<void> {
    const n = idOf(id);
    const why = reason.trim();
    if (!why) throw new AppError('REASON_REQUIRED');
    if (why.length > 500) throw new AppError('PARAM_ERROR');
    const r = await repo.transition(this.db, n, 'pending', to, { reason: why, decidedBy: admin });
    if (!r) throw new AppError((await repo.applicationById(this.db, n)) ? 'ALREADY_DECIDED' : 'MERCHANT_NOT_FOUND');
  }

  /** Spends a set-password link and sets the seller's password; the link works once. */
  async setPassword(token: string, password: string): Promise<{ email: string }> {
    if (!token.trim()) throw new AppError('MERCHANT_LINK_INVALID');
    if (!password) throw new AppError('PASSWORD_REQUIRED');
    if (password.length < 8 || password.length > 64) throw new AppError('PASSWORD_LENGTH');
    return this.db.transaction(async (tx) => {
      const t = await repo.consumePasswordToken(tx, sha256(token.trim()));
      if (!t) throw new AppError('MERCHANT_LINK_INVALID');
      await this.staff.setSellerPassword(tx, t.seller_id, password);
      return { email: t.email };
    });
  }
}
