import type { LanguageCode } from '@mall/i18n/languages';
import type { Db } from '../../db/client';
import type { Conn } from '../../db/rows';
import { AppError } from '../../core/app-error';
import { mailText } from '../../core/messages';
import { hmac, numericCode } from '../../core/tokens';
import * as repo from './repo';

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
    const recent = await repo.codeTimesSince(this.db, target, new Date(now - 24 * 3600_000));
    if (recent[0] && now - recent[0].getTime() < RESEND_MS) throw new AppError('VERIFY_CODE_TOO_FREQUENT');
    if (recent.length >= MAX_PER_DAY) throw new AppError('VERIFY_CODE_TOO_FREQUENT');
    const code = numericCode(6);
    const isEmail = target.includes('@');
    await this.db.transaction(async (tx) => {
      await repo.insertCode(tx, { target, purpose, codeHash: this.hash(target, code), expiresAt: new Date(now + CODE_TTL_MIN * 60_000) });
      await repo.queueMessage(tx, {
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
  async queueMail(exec: Conn, recipient: string, subject: string, body: string): Promise<void> {
    await repo.queueMessage(exec, { channel: 'email', recipient, subject, body });
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
    const row = await repo.takeCodeTry(this.db, target, purpose, MAX_ATTEMPTS);
    if (!row || row.codeHash !== this.hash(target, code)) throw new AppError('VERIFY_CODE_WRONG');
    if (!(await repo.consumeCode(this.db, row.id))) throw new AppError('VERIFY_CODE_WRONG');
  }
}
