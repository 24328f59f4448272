import { adminLoanApi as e } from '@mall/contract/credit';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { LoanService } from './service';

const idOf = (s: string): number => {
  const n = Number(s.trim());
  if (!Number.isSafeInteger(n) || n <= 0) throw new AppError('LOAN_NOT_FOUND');
  return n;
};

/** The loan desk and loan settings (finance role); every write is audited. */
export function adminLoanRoutes(api: Registry<'admin'>, loans: LoanService): void {
  const roles = ['finance'] as const;
  api.serve(e.settings, { roles }, async () => loans.settings.settings(await loans.money.fundBalance()));
  api.serve(e.saveSettings, { roles, audit: (i) => ({ target: 'loan-settings', detail: i }) }, async ({ input }) => {
    await loans.settings.save(input);
    return null;
  });
  api.serve(e.fundDeposit, { roles, audit: (i) => ({ target: 'loan_fund', detail: { amount: i.amount, reason: i.reason } }) }, async ({ input }) => {
    await loans.money.fundDeposit(input.amount, input.reason);
    return null;
  });
  api.serve(e.list, { roles }, ({ input }) => loans.adminList(input.status, input.keyword, input.pageNum, input.pageSize));
  api.serve(e.info, { roles }, ({ input }) => loans.adminInfo(input.id));
  api.serve(e.approve, { roles, audit: (i, r) => ({ target: `loan:${i.id}`, detail: r }) },
    ({ input, auth }) => loans.money.approve(idOf(input.id), { id: auth.id, name: auth.email }));
  api.serve(e.reject, { roles, audit: (i) => ({ target: `loan:${i.id}`, detail: { reason: i.reason } }) }, async ({ input, auth }) => {
    await loans.money.reject(idOf(input.id), input.reason, auth.email);
    return null;
  });
  api.serve(e.book, { roles }, () => loans.book());
}
