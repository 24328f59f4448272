import { describe, expect, it } from 'vitest';
import { entryOf, type BackofficeNavEntry } from './backoffice-shell';

const icon = () => null;
const entries: BackofficeNavEntry[] = [
  { href: '/', labelKey: 'nav.home', icon },
  { href: '/orders', labelKey: 'nav.orders', icon },
  { href: '/orders-settings', labelKey: 'nav.orderSettings', icon },
  { href: '/withdrawal-review', labelKey: 'nav.withdrawalReview', icon },
];

describe('entryOf (the page a tab title names)', () => {
  it('finds the entry of its own address and of the pages below it', () => {
    expect(entryOf(entries, '/withdrawal-review', '/')?.labelKey).toBe('nav.withdrawalReview');
    expect(entryOf(entries, '/orders/123', '/')?.labelKey).toBe('nav.orders');
    expect(entryOf(entries, '/orders-settings/', '/')?.labelKey).toBe('nav.orderSettings');
  });

  it('names the overview only on its own address, and nothing for an unknown page', () => {
    expect(entryOf(entries, '/', '/')?.labelKey).toBe('nav.home');
    expect(entryOf(entries, '/nowhere', '/')).toBeUndefined();
  });
});
