import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LanguageCode } from '@mall/i18n/languages';
import type { Db } from '../../db/client';
import { outbox, verifyCodes } from '../../db/schema';
import { AppError } from '../../core/app-error';
import { mailText } from '../../core/messages';
import { hmac, numericCode } from '../../core/tokens';

export type CodePurpose = 'register' | 'reset';
const CODE_TTL_MIN = 10;
const RESEND_MS = 60_000;
const MAX_PER_DAY = 10;
const MAX_ATTEMPTS = 5;

/**
 * Verification codes and the outbox that carries them. A code is stored only as a keyed hash (HMAC
 * with a server secret: six digits hashed without a key could be reversed by trying all of them);
 * the outbox keeps the message text only until it was delivered or skipped.
 */
export class NotifyService {
  constructor(
    private readonly db: Db,
    /** The key of the code hashes (APP_SECRET, or a secret kept in the database). */
    private readonly secret: string,
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
      await tx.insert(verifyCodes).values({ target, purpose, codeHash: this.hash(target, code), expiresAt: new Date(now + CODE_TTL_MIN * 60_000) });
      await tx.insert(outbox).values({
        channel: isEmail ? 'email' : 'sms',
        recipient: target,
        subject: mailText(lang, 'verifyCode.subject'),
        body: mailText(lang, 'verifyCode.body', { code, minutes: CODE_TTL_MIN }),
      });
    });
    this.onQueued();
  }

  /**
   * Queues one email in the outbox inside the caller's transaction (it is sent only if that commits);
   * call `queued()` after the commit so delivery starts at once.
   */
  async queueMail(exec: Pick<Db, 'insert'>, recipient: string, subject: string, body: string): Promise<void> {
    await exec.insert(outbox).values({ channel: 'email', recipient, subject, body });
  }

  /** Starts delivery of what was queued. */
  queued(): void {
    this.onQueued();
  }

  private hash(target: string, code: string): string {
    return hmac(this.secret, `${target}:${code.trim()}`);
  }

  /**
   * Checks and consumes a code; five wrong tries spend it. The try is counted before the code is
   * compared, by one conditional UPDATE on the newest live code: parallel guesses each take a try,
   * and once five are taken a guess is refused without being compared.
   */
  async consumeCode(target: string, purpose: CodePurpose, code: string): Promise<void> {
    if (!code) throw new AppError('VERIFY_CODE_REQUIRED');
    const [row] = await this.db.update(verifyCodes).set({ attempts: sql`${verifyCodes.attempts} + 1` })
      .where(sql`${verifyCodes.id} = (SELECT id FROM verify_codes WHERE target = ${target} AND purpose = ${purpose}
          AND consumed_at IS NULL AND expires_at > now() ORDER BY created_at DESC, id DESC LIMIT 1)
        AND ${verifyCodes.attempts} < ${MAX_ATTEMPTS}`)
      .returning({ id: verifyCodes.id, codeHash: verifyCodes.codeHash });
    if (!row || row.codeHash !== this.hash(target, code)) throw new AppError('VERIFY_CODE_WRONG');
    const done = await this.db.update(verifyCodes).set({ consumedAt: new Date() })
      .where(and(eq(verifyCodes.id, row.id), isNull(verifyCodes.consumedAt))).returning({ id: verifyCodes.id });
    if (done.length !== 1) throw new AppError('VERIFY_CODE_WRONG');
  }
}
