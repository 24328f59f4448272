import { defineModule } from '../../core/module';
import { Money } from '@mall/domain/money';
import { adminLoanRoutes } from './routes.admin';
import { buyerCreditRoutes } from './routes.buyer';
import { sellerCreditRoutes } from './routes.seller';
import { LoanService } from './service';
import { LoanSettingsStore } from './settings';

/** Start-up loans of buyers and stores: applications, the loan desk, disbursement and repayment through the ledger. */
export const loanModule = defineModule<'loans'>({
  name: 'loan',
  provide: ({ db, services }) => ({
    loans: new LoanService(db, services.ledger, new LoanSettingsStore(services.sysparas), (tx, owner) => services.kyc.basicPassed(owner, tx)),
  }),
  start: async ({ services, events }) => {
    const { loans, ledger, safewords } = services;
    await loans.settings.ensureDefaults();
    // No withdrawal while a loan is overdue.
    events.on('wallet.withdrawing', ({ tx, kind, id }) => loans.money.assertNotOverdue(tx, { kind, id }));
    // Revenue-based repayment: a share of each settlement of the store, in the settlement's transaction.
    events.on('order.settled', ({ tx, sellerId, orderId, orderNo, income }) => loans.money.withhold(tx, sellerId, orderId, orderNo, Money.parse(income)));
    ledger.addCheck(() => loans.money.reconcile());
    return {
      routes: {
        buyer: (api) => buyerCreditRoutes(api, loans, safewords.user),
        seller: (api) => sellerCreditRoutes(api, loans, safewords.seller),
        admin: (api) => adminLoanRoutes(api, loans),
      },
      // Loans past their due day become overdue; each by a conditional update, safe in several processes.
      sweeps: [{ name: 'loans', everyMs: 60_000, run: () => loans.money.sweep() }],
    };
  },
});
