import { Safewords } from './safewords';
import { defineModule } from '../../core/module';
import { accountRoutes } from './routes.buyer';
import { AccountService } from './service';

/** Buyer accounts: sign-up, sign-in, passwords, transaction passwords, cancellation. */
export const accountModule = defineModule<'accounts' | 'safewords'>({
  name: 'account',
  provide: ({ db, config, services, events }) => ({
    accounts: new AccountService(db, services.authn, services.notify, events, services.referrals, { cancelBlockDays: config.CANCEL_BLOCK_DAYS }),
    safewords: { user: new Safewords(db, 'user'), seller: new Safewords(db, 'seller') },
  }),
  start: ({ services }) => ({ routes: { buyer: (api) => accountRoutes(api, services) } }),
});
