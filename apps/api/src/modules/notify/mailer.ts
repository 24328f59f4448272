import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import * as repo from './repo';

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so several server processes
 * never send one message twice. Without SMTP_URL mail is marked skipped; SMS has no provider yet.
 */
export class OutboxWorker {
  private transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly db: Db, smtpUrl: string | undefined, private readonly from: string, private readonly log: FastifyBaseLogger) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  start(intervalMs = 5000): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private again = false;

  /** Runs a delivery pass now; if one is under way, another follows it (it may have missed new rows). */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliver();
      } while (this.again);
    })().finally(() => { this.running = null; });
    return this.running;
  }

  private async deliver(): Promise<void> {
    for (const m of await repo.claimPending(this.db)) {
      if (m.channel !== 'email' || !this.transport) {
        // Nothing will send it: the text (it may hold a code) is not kept.
        await repo.updateMessage(this.db, m.id, { status: 'skipped', body: '', lastError: m.channel === 'email' ? 'SMTP_URL not set' : 'no SMS provider configured' });
        continue;
      }
      try {
        await this.transport.sendMail({ from: this.from, to: m.recipient, subject: m.subject, text: m.body });
        // Delivered: the text (it may hold a code) is not kept at rest.
        await repo.updateMessage(this.db, m.id, { status: 'sent', body: '', sentAt: new Date(), lastError: null });
      } catch (err) {
        this.log.warn({ outboxId: m.id, err: (err as Error).message }, 'mail delivery failed');
        const failed = m.attempts >= 5;
        await repo.updateMessage(this.db, m.id, { status: failed ? 'failed' : 'pending', ...(failed ? { body: '' } : {}), lastError: (err as Error).message.slice(0, 500) });
      }
    }
  }
}
