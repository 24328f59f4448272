import { describe, expect, it } from 'vitest';
import { storefrontLinks, type StorefrontPages } from './storefront-links';

const pages: StorefrontPages = {
  home: '/home', signIn: '/sign-in', transactionPassword: '/tx-password',
  goods: (id) => `/goods/${id}`, store: (id) => `/store/${id}`, category: (id) => `/category/${id}`,
  searchResult: (k) => `/results/${k}`, searchStore: (k) => `/stores/${k}`,
  settlement: '/checkout', paySuccess: '/paid', orders: '/orders',
  order: (id) => `/orders/${id}`, orderReturn: (id) => `/orders/${id}/return`, orderReview: (id) => `/orders/${id}/review`,
  wallet: '/wallet', recharge: '/wallet/in', withdraw: '/wallet/out',
  creditOffer: '/credit', creditApplication: (id) => (id ? `/credit/apply?from=${id}` : '/credit/apply'), myLoan: '/credit/mine',
};

describe('storefront links', () => {
  it('sends every guest to the sign-in page and every buyer without a transaction password to the same page', () => {
    const links = storefrontLinks(pages);
    expect([links.catalogueLinks.login, links.cartLinks.login, links.creditLinks.signIn, links.chatLinks.signIn]).toEqual(Array(4).fill('/sign-in'));
    expect([links.walletLinks.transactionPassword, links.ordersLinks.transactionPassword, links.cartLinks.transactionPassword, links.creditLinks.transactionPassword])
      .toEqual(Array(4).fill('/tx-password'));
  });

  it('re-applies for a loan from the rejected application, and pays in from the wallet', () => {
    const { creditLinks: credit } = storefrontLinks(pages);
    expect([credit.application, credit.reapply('41'), credit.recharge]).toEqual(['/credit/apply', '/credit/apply?from=41', '/wallet/in']);
  });

  it('opens the chat in a window of its own only where the app has that page', () => {
    expect(storefrontLinks(pages).chatLinks).not.toHaveProperty('window');
    expect(storefrontLinks({ ...pages, chatWindow: '/chat' }).chatLinks.window).toBe('/chat');
  });
});
