import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LanguageCode } from '@mall/i18n/languages';
import type { Db } from '../../db/client';
import { outbox, verifyCodes } from '../../db/schema';
import { AppError } from '../../core/app-error';
import { mailText } from '../../core/messages';
import { numericCode, sha256 } from '../../core/tokens';

export type CodePurpose = 'register' | 'reset';
const CODE_TTL_MIN = 10;
const RESEND_MS = 60_000;
const MAX_PER_DAY = 10;
const MAX_ATTEMPTS = 5;

/** Verification codes (stored hashed) and the outbox that carries them. */
export class NotifyService {
  constructor(
    private readonly db: Db,
    /** Called after a message is queued, so delivery starts at once. */
    private readonly onQueued: () => void = () => undefined,
  ) {}

  /** Issues a code for an email or "<cc> <phone>" target and queues the message in the outbox. */
  async sendCode(target: string, purpose: CodePurpose, lang: LanguageCode): Promise<void> {
    const now = Date.now();
    const recent = await this.db.select({ createdAt: verifyCodes.createdAt }).from(verifyCodes)
      .where(and(eq(verifyCodes.target, target), gt(verifyCodes.createdAt, new Date(now - 24 * 3600_000))))
      .orderBy(desc(verifyCodes.createdAt));
    if (recent[0] && now - recent[0].createdAt.getTime() < RESEND_MS) throw new AppError('VERIFY_CODE_TOO_FREQUENT');
    if (recent.length >= MAX_PER_DAY) throw new AppError('VERIFY_CODE_TOO_FREQUENT');
    const code = numericCode(6);
    const isEmail = target.includes('@');
    await this.db.transaction(async (tx) => {
      await tx.insert(verifyCodes).values({ target, purpose, codeHash: sha256(`${target}:${code}`), expiresAt: new Date(now + CODE_TTL_MIN * 60_000) });
      await tx.insert(outbox).values({
        channel: isEmail ? 'email' : 'sms',
        recipient: target,
        subject: mailText(lang, 'verifyCode.subject'),
        body: mailText(lang, 'verifyCode.body', { code, minutes: CODE_TTL_MIN }),
      });
    });
    this.onQueued();
  }

  /** Checks and consumes a code; five wrong tries spend it. */
  async consumeCode(target: string, purpose: CodePurpose, code: string): Promise<void> {
    if (!code) throw new AppError('VERIFY_CODE_REQUIRED');
    const [row] = await this.db.select().from(verifyCodes)
      .where(and(eq(verifyCodes.target, target), eq(verifyCodes.purpose, purpose), isNull(verifyCodes.consumedAt), gt(verifyCodes.expiresAt, new Date())))
      .orderBy(desc(verifyCodes.createdAt)).limit(1);
    if (!row || row.attempts >= MAX_ATTEMPTS) throw new AppError('VERIFY_CODE_WRONG');
    if (row.codeHash !== sha256(`${target}:${code.trim()}`)) {
      await this.db.update(verifyCodes).set({ attempts: sql`${verifyCodes.attempts} + 1` }).where(eq(verifyCodes.id, row.id));
      throw new AppError('VERIFY_CODE_WRONG');
    }
    const done = await this.db.update(verifyCodes).set({ consumedAt: new Date() })
      .where(and(eq(verifyCodes.id, row.id), isNull(verifyCodes.consumedAt))).returning({ id: verifyCodes.id });
    if (done.length !== 1) throw new AppError('VERIFY_CODE_WRONG');
  }
}
