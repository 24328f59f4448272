import { defineModule } from '../../core/module';
import { adminMerchantRoutes } from './routes.admin';
import { buyerMerchantRoutes } from './routes.buyer';
import { sellerMerchantRoutes } from './routes.seller';
import { MerchantService } from './service';

/** Merchant sign-up: applications from the promotion page, the back office's queue, and the new seller's first password. */
export const merchantModule = defineModule<'merchant'>({
  name: 'merchant',
  provide: ({ db, services }) => ({ merchant: new MerchantService(db, services.staff, services.notify, services.orders) }),
  start: ({ services, config }) => ({
    routes: {
      buyer: (api) => buyerMerchantRoutes(api, services.merchant),
      seller: (api) => sellerMerchantRoutes(api, services.merchant, config.RATE_LIMIT_AUTH_PER_MIN),
      admin: (api) => adminMerchantRoutes(api, services.merchant),
    },
  }),
});
