import { defineModule } from '../../core/module';
import { adminReferralRoutes } from './routes.admin';
import { buyerReferralRoutes } from './routes.buyer';
import { sellerReferralRoutes } from './routes.seller';
import { ReferralService } from './service';

/** Referral network: invitation codes of buyers and sellers, the tree, agent levels, the right to refer. */
export const referralModule = defineModule<'referrals'>({
  name: 'referral',
  provide: ({ db }) => ({ referrals: new ReferralService(db) }),
  start: ({ services: { referrals } }) => ({
    routes: {
      buyer: (api) => buyerReferralRoutes(api, referrals),
      seller: (api) => sellerReferralRoutes(api, referrals),
      admin: (api) => adminReferralRoutes(api, referrals),
    },
  }),
});
