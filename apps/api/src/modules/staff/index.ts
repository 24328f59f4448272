import { defineModule } from '../../core/module';
import { buyerAccountAdminRoutes } from '../account/routes.admin';
import { adminRoutes } from './routes.admin';
import { sellerAuthRoutes } from './routes.seller';
import { StaffService } from './service';

/** Seller and admin sign-in, the first admin, and the accounts admins manage. */
export const staffModule = defineModule<'staff'>({
  name: 'staff',
  provide: ({ db, services }) => ({ staff: new StaffService(db, services.authn) }),
  start: async ({ services, config, print }) => {
    await services.staff.ensureFirstAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD, config.dataDir, print);
    return {
      routes: {
        seller: (api) => sellerAuthRoutes(api, services, services.staff),
        admin: (api) => { adminRoutes(api, services, services.staff); buyerAccountAdminRoutes(api, services.staff); },
      },
    };
  },
});
