import { describe, expect, it } from 'vitest';
import { canAccess, canDo, navItem, visibleNavItems } from './navigation';

const ids = (roles: string[]) => visibleNavItems(roles).map((i) => i.id);

describe('role-based navigation', () => {
  it('shows a super admin every page', () => {
    expect(ids(['super_admin'])).toEqual([
      'home', 'systemParameters', 'auditLog', 'activity', 'users', 'sellers', 'stores', 'categories', 'platformGoods', 'warehouses', 'banners', 'staff',
    ]);
  });

  it('shows support the overview, users and the seller list', () => {
    expect(ids(['support'])).toEqual(['home', 'users', 'sellers']);
  });

  it('shows catalogue the overview, sellers and the catalogue pages', () => {
    expect(ids(['catalogue'])).toEqual(['home', 'sellers', 'stores', 'categories', 'platformGoods', 'warehouses', 'banners']);
  });

  it('keeps the catalogue pages from support and finance', () => {
    expect(ids(['support', 'finance'])).not.toContain('categories');
    expect(canAccess(navItem('stores')!, ['support'])).toBe(false);
  });

  it('shows finance only the overview, as no page of this release is theirs', () => {
    expect(ids(['finance'])).toEqual(['home']);
  });

  it('joins the pages of several roles without duplicates', () => {
    expect(ids(['support', 'catalogue'])).toEqual(['home', 'users', 'sellers', 'stores', 'categories', 'platformGoods', 'warehouses', 'banners']);
    expect(ids(['finance', 'catalogue'])).toEqual(['home', 'sellers', 'stores', 'categories', 'platformGoods', 'warehouses', 'banners']);
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
