import { defineModule } from '../../core/module';
import { serverSecret } from '../../core/secrets';
import { OutboxWorker } from './mailer';
import { NotifyService } from './service';

/** Verification codes and the outbox that delivers mail. */
export const notifyModule = defineModule<'notify' | 'outbox'>({
  name: 'notify',
  provide: async ({ db, config, log, events }) => ({
    // Verification codes are stored as HMACs under this key.
    notify: new NotifyService(db, config.APP_SECRET ?? await serverSecret(db, 'verify-codes'), () => events.fire('outbox.queued', {}, (err) => log.warn({ err: (err as Error).message }, 'outbox pass failed'))),
    outbox: new OutboxWorker(db, config.SMTP_URL, config.MAIL_FROM, log),
  }),
  start: ({ services, events }) => {
    events.on('outbox.queued', () => services.outbox.kick());
    return { stop: () => services.outbox.stop() };
  },
});
