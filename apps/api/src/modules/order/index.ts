import { defineModule } from '../../core/module';
import { adminOrderRoutes } from './routes.admin';
import { orderRoutes } from './routes.buyer';
import { sellerOrderRoutes } from './routes.seller';
import { OrderService } from './service';

/** Checkout, payment into escrow, fulfilment, refunds, reviews and the time-based order rules. */
export const orderModule = defineModule<'orders'>({
  name: 'order',
  provide: ({ db, services, events, log }) => ({
    // Stock and sold counts change with orders: the catalogue's cached reads are dropped.
    orders: new OrderService(db, services.ledger, services.sysparas, services.safewords.user,
      () => events.fire('catalogue.changed', {}, (err) => log.warn({ err: (err as Error).message }, 'catalogue refresh failed')), events),
  }),
  start: async ({ services, events }) => {
    const { orders, wallet } = services;
    await orders.ensureDefaults();
    // A confirmed provider payment that names orders pays them in the same transaction.
    events.on('wallet.providerFunded', ({ tx, userId, orderIds }) => orders.payFunded(tx, userId, orderIds));
    return {
      routes: {
        buyer: (api) => orderRoutes(api, orders, wallet),
        seller: (api) => sellerOrderRoutes(api, orders),
        admin: (api) => adminOrderRoutes(api, orders),
      },
      // Unpaid orders cancelled, receipts confirmed, default reviews given; each order is re-checked under its row lock.
      sweeps: [{ name: 'orders', everyMs: 60_000, run: () => orders.sweep() }],
    };
  },
});
