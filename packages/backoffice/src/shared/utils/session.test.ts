import { afterEach, describe, expect, it } from 'vitest';
import { createStaffSession } from './session';

afterEach(() => { localStorage.clear(); });

describe('staff session', () => {
  it('keeps the token under its own key, apart from the other zone', () => {
    const seller = createStaffSession('ES_SELLER_TOKEN');
    const admin = createStaffSession('ES_ADMIN_TOKEN');
    seller.set('tok-1');
    expect(localStorage.getItem('ES_SELLER_TOKEN')).toBe('tok-1');
    expect(seller.isSignedIn()).toBe(true);
    expect(admin.isSignedIn()).toBe(false);
  });

  it('forgets the token on clear', () => {
    const session = createStaffSession('ES_ADMIN_TOKEN');
    session.set('tok-2');
    session.clear();
    expect(session.get()).toBeNull();
    expect(session.isSignedIn()).toBe(false);
  });
});
