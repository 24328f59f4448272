import { defineModule } from '../../core/module';
import { kycRoutes } from './routes.buyer';
import { KycService } from './service';

/** Identity (real-name) verification records of buyers. */
export const kycModule = defineModule<'kyc'>({
  name: 'kyc',
  provide: ({ db }) => ({ kyc: new KycService(db) }),
  start: ({ services }) => ({ routes: { buyer: (api) => kycRoutes(api, services.kyc) } }),
});
