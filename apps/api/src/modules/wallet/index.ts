import { AppError } from '../../core/app-error';
import { defineModule } from '../../core/module';
import { HmacProvider } from './provider';
import { adminWalletRoutes, buyerWalletRoutes, sellerWalletRoutes } from './routes';
import { WalletService } from './service';

/** USDT wallets of buyers and sellers: recharges, withdrawals, channels, review queues, the payment provider. */
export const walletModule = defineModule<'wallet'>({
  name: 'wallet',
  provide: ({ db, config, services, events }) => ({
    wallet: new WalletService(db, services.ledger, services.sysparas, services.safewords, events,
      config.PAY_PROVIDER_URL && config.PAY_PROVIDER_SECRET ? new HmacProvider(config.PAY_PROVIDER_URL, config.PAY_PROVIDER_SECRET) : null),
  }),
  start: async ({ services, events }) => {
    const { wallet } = services;
    await wallet.ensureDefaults();
    // Cancellation is refused while the wallet holds money or a recharge or withdrawal is open.
    events.on('account.cancelling', async ({ kind, id }) => {
      if (await wallet.holdsFunds({ kind, id })) throw new AppError('CANCEL_BALANCE_REMAINS');
    });
    return {
      routes: {
        buyer: (api) => buyerWalletRoutes(api, wallet),
        seller: (api) => sellerWalletRoutes(api, wallet, services.safewords.seller),
        admin: (api) => adminWalletRoutes(api, wallet),
      },
    };
  },
});
