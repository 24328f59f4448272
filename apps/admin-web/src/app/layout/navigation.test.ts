import { describe, expect, it } from 'vitest';
import { canAccess, canDo, navItem, visibleNavItems } from './navigation';

const ids = (roles: string[]) => visibleNavItems(roles).map((i) => i.id);

describe('role-based navigation', () => {
  it('shows a super admin every page', () => {
    expect(ids(['super_admin'])).toEqual(['home', 'systemParameters', 'auditLog', 'activity', 'users', 'sellers', 'staff']);
  });

  it('shows support the overview, users and the seller list', () => {
    expect(ids(['support'])).toEqual(['home', 'users', 'sellers']);
  });

  it('shows catalogue only the overview and sellers', () => {
    expect(ids(['catalogue'])).toEqual(['home', 'sellers']);
  });

  it('shows finance only the overview, as no page of this release is theirs', () => {
    expect(ids(['finance'])).toEqual(['home']);
  });

  it('joins the pages of several roles without duplicates', () => {
    expect(ids(['support', 'catalogue'])).toEqual(['home', 'users', 'sellers']);
    expect(ids(['finance', 'catalogue'])).toEqual(['home', 'sellers']);
  });

  it('shows an admin without roles only the overview', () => {
    expect(ids([])).toEqual(['home']);
  });

  it('refuses the staff page to support but not to a super admin', () => {
    const staff = navItem('staff')!;
    expect(canAccess(staff, ['support'])).toBe(false);
    expect(canAccess(staff, ['support', 'super_admin'])).toBe(true);
  });

  it('lets catalogue and super admins create sellers, but not support who may only list them', () => {
    expect(canDo('createSeller', ['catalogue'])).toBe(true);
    expect(canDo('createSeller', ['super_admin'])).toBe(true);
    expect(canDo('createSeller', ['support'])).toBe(false);
  });
});
