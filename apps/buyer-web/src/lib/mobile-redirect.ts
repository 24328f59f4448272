// Mobile browsers on the desktop site go to the /wap site (docs/product-rules.md).

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Windows Phone|Mobile/i;

/** True for the user agent of a phone or tablet browser. */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export interface RedirectInput {
  userAgent: string;
  pathname: string;
  search: string;
  /** The current language code, kept on the mobile site. */
  lang: string;
}

/**
 * Where a mobile visitor should go instead of this page, or null to stay:
 * a product detail keeps its goods id, a store page its seller id, anything else opens the wap home.
 */
export function mobileRedirectTarget({ userAgent, pathname, search, lang }: RedirectInput): string | null {
  if (!isMobileUserAgent(userAgent)) return null;
  const query = new URLSearchParams(search);
  const out = new URLSearchParams();
  let target = '/wap/';
  const id = query.get('id');
  if (pathname === '/productDetails' && id) {
    target = '/wap/productDetails';
    out.set('sellerGoodsId', id);
  } else if (pathname === '/store' && id) {
    target = '/wap/shop';
    out.set('sellerId', id);
  }
  const code = query.get('code');
  if (code) out.set('code', code);
  out.set('lang', lang);
  return `${target}?${out.toString()}`;
}
