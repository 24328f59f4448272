import type { LocalUser } from '@mall/contract/account';
import type { CreditLinks } from '../credit-links';

export const links: CreditLinks = {
  offer: '/credit', application: '/credit/application', reapply: (id) => `/credit/application?creditId=${id}`, myLoan: '/credit/myLoan',
  signIn: '/login', recharge: '/wallet/recharge', transactionPassword: '/settings/safeword',
};

export const config = { amountMin: 100000, amountMax: 30000000, rate: 0.0005, defaultRate: 0.001, lendableDays: ['7', '30', '90'], allLendableDays: ['7', '15', '30', '60', '90'] };

export const localUser = (safeword: 0 | 1): LocalUser => ({
  usercode: 'U1', username: 'ann@mail.test', avatar: '', safeword, phone: '', email: 'ann@mail.test', kyc: 0, name: '', agentCode: '', invitationCode: '',
});

export const bill = (over: Record<string, unknown> = {}) => ({
  applyAmount: 100000, alreadyCreditDays: 10, interest: 500, estimatePayment: 100500, creditId: '7', status: 2,
  creditPeriod: 30, creditRate: 0.0005, dueDate: '2026-12-24', overdueDays: 0, ...over,
});

export const emptyHistory = { elements: [], totalElements: 0, thisPageNumber: 1, pageSize: 10 };
