import { Money } from '@mall/domain/money';
import { defineModule } from '../../core/module';
import { kycPictureRoute } from './pictures';
import { adminKycRoutes } from './routes.admin';
import { kycRoutes, sellerKycRoutes } from './routes.buyer';
import { KycService } from './service';

/** Identity (real-name) verification of buyers and sellers: applications, the review queue, private pictures. */
export const kycModule = defineModule<'kyc'>({
  name: 'kyc',
  provide: ({ db, services }) => ({ kyc: new KycService(db, services.sysparas) }),
  start: async ({ services, events, config }) => {
    const { kyc, authn } = services;
    await kyc.ensureDefaults();
    // Withdrawals above the platform's threshold need a passed basic verification.
    events.on('wallet.withdrawing', ({ tx, kind, id, volume }) => kyc.assertWithdrawAllowed(tx, { kind, id }, Money.parse(volume)));
    return {
      routes: {
        buyer: (api) => kycRoutes(api, kyc),
        seller: (api) => sellerKycRoutes(api, kyc),
        admin: (api) => adminKycRoutes(api, kyc),
      },
      http: (app) => kycPictureRoute(app, kyc, authn, config.dataDir),
    };
  },
});
