import { describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/admin.json';
import type { PathName } from '../../config/paths';
import { canAccess, canDo, navItem, navItems, visibleNavItems } from './navigation';

const ids = (roles: string[]) => visibleNavItems(roles).map((i) => i.id);
const FINANCE: PathName[] = ['rechargeReview', 'withdrawalReview', 'channels', 'walletSettings', 'balanceAdjustment', 'ledger', 'loans', 'loanSettings'];

describe('role-based navigation', () => {
  it('shows a super admin every page', () => {
    expect(ids(['super_admin'])).toEqual([
      'home', 'systemParameters', 'auditLog', 'activity', 'users', 'referral', 'sellers', 'merchantApplications', 'stores', 'categories', 'platformGoods', 'warehouses', 'banners', 'staff',
      ...FINANCE, 'orders', 'reviews', 'kyc', 'supportChat', 'orderSettings',
    ]);
  });

  it('shows support the overview, users, referrals, the seller list, orders, reviews, the identity review queue and customer service', () => {
    expect(ids(['support'])).toEqual(['home', 'users', 'referral', 'sellers', 'orders', 'reviews', 'kyc', 'supportChat']);
  });

  it('keeps the identity review queue from finance and catalogue', () => {
    expect(canAccess(navItem('kyc')!, ['finance', 'catalogue'])).toBe(false);
  });

  it('shows catalogue the overview, sellers, merchant applications and the catalogue pages', () => {
    expect(ids(['catalogue'])).toEqual(['home', 'sellers', 'merchantApplications', 'stores', 'categories', 'platformGoods', 'warehouses', 'banners']);
  });

  it('keeps the catalogue pages from support and finance', () => {
    expect(ids(['support', 'finance'])).not.toContain('categories');
    expect(canAccess(navItem('stores')!, ['support'])).toBe(false);
  });

  it('shows finance the overview and the finance pages', () => {
    expect(ids(['finance'])).toEqual(['home', ...FINANCE]);
  });

  it('keeps the finance pages from support and catalogue', () => {
    for (const id of FINANCE) expect(canAccess(navItem(id)!, ['support', 'catalogue'])).toBe(false);
  });

  it('joins the pages of several roles without duplicates', () => {
    expect(ids(['support', 'catalogue'])).toEqual(['home', 'users', 'referral', 'sellers', 'merchantApplications', 'stores', 'categories', 'platformGoods', 'warehouses', 'banners', 'orders', 'reviews', 'kyc', 'supportChat']);
    expect(ids(['finance', 'catalogue'])).toEqual(['home', 'sellers', 'merchantApplications', 'stores', 'categories', 'platformGoods', 'warehouses', 'banners', ...FINANCE]);
  });

  it('keeps customer service from finance and catalogue', () => {
    expect(canAccess(navItem('supportChat')!, ['finance', 'catalogue'])).toBe(false);
    expect(canAccess(navItem('supportChat')!, ['super_admin'])).toBe(true);
  });

  it('shows an admin without roles only the overview', () => {
    expect(ids([])).toEqual(['home']);
  });

  it('refuses the staff page to support but not to a super admin', () => {
    const staff = navItem('staff')!;
    expect(canAccess(staff, ['support'])).toBe(false);
    expect(canAccess(staff, ['support', 'super_admin'])).toBe(true);
  });

  it('gives order settings to super admins only, not to support who handles orders', () => {
    expect(canAccess(navItem('orders')!, ['support'])).toBe(true);
    expect(canAccess(navItem('orderSettings')!, ['support'])).toBe(false);
    expect(canAccess(navItem('orderSettings')!, ['super_admin'])).toBe(true);
  });

  it('lets support look at the referral tree but only super admins change it', () => {
    expect(canAccess(navItem('referral')!, ['support'])).toBe(true);
    expect(canAccess(navItem('referral')!, ['finance'])).toBe(false);
    expect(canDo('editReferral', ['support'])).toBe(false);
    expect(canDo('editReferral', ['super_admin'])).toBe(true);
  });

  it('lets catalogue and super admins create sellers, but not support who may only list them', () => {
    expect(canDo('createSeller', ['catalogue'])).toBe(true);
    expect(canDo('createSeller', ['super_admin'])).toBe(true);
    expect(canDo('createSeller', ['support'])).toBe(false);
  });

  it('shows the platform dashboard on the overview to super admins and finance only', () => {
    expect(canDo('platformOverview', ['super_admin'])).toBe(true);
    expect(canDo('platformOverview', ['finance'])).toBe(true);
    expect(canDo('platformOverview', ['support', 'catalogue'])).toBe(false);
  });
});

describe('home page cards', () => {
  it('have a description of every page in the navigation', () => {
    const pages: Record<string, string> = en.home.pages;
    expect(navItems.filter((i) => i.id !== 'home' && !pages[i.id]).map((i) => i.id)).toEqual([]);
  });
});
