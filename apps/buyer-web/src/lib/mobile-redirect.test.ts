import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, mobileRedirectTarget } from './mobile-redirect';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('mobile redirect', () => {
  it('keeps desktop browsers on the desktop site', () => {
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
    expect(mobileRedirectTarget({ userAgent: DESKTOP, pathname: '/productDetails', search: '?id=7', lang: 'en' })).toBeNull();
  });

  it('sends a phone on a product detail to the wap goods detail with the seller goods id and language', () => {
    expect(mobileRedirectTarget({ userAgent: IPHONE, pathname: '/productDetails', search: '?id=7', lang: 'ar' }))
      .toBe('/wap/productDetails?sellerGoodsId=7&lang=ar');
  });

  it('sends a phone on a store page to the wap shop with the seller id', () => {
    expect(mobileRedirectTarget({ userAgent: ANDROID, pathname: '/store', search: '?id=s9', lang: 'de' }))
      .toBe('/wap/shop?sellerId=s9&lang=de');
  });

  it('sends any other page to the wap home, keeping the language', () => {
    expect(mobileRedirectTarget({ userAgent: ANDROID, pathname: '/userInfo/dashboard', search: '', lang: 'cn' }))
      .toBe('/wap/?lang=cn');
  });

  it('opens the wap home for a product detail without an id', () => {
    expect(mobileRedirectTarget({ userAgent: IPHONE, pathname: '/productDetails', search: '', lang: 'en' })).toBe('/wap/?lang=en');
  });

  it('carries a referral code along', () => {
    expect(mobileRedirectTarget({ userAgent: IPHONE, pathname: '/register', search: '?code=AB12', lang: 'en' }))
      .toBe('/wap/?code=AB12&lang=en');
  });
});
