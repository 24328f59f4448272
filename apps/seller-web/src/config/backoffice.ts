import { STORAGE_KEYS } from '@mall/api-client/storage';
import { sellerCaptcha, sellerLogin, sellerLogout } from '@mall/api-client/staff';
import { createBackofficeConfig } from '@mall/backoffice/shared/backoffice-config';
import { paths } from './paths';

/** The seller zone's API (/api/seller), session (ES_SELLER_TOKEN), routes and namespace. */
export const backoffice = createBackofficeConfig({
  apiPath: '/api/seller',
  tokenKey: STORAGE_KEYS.sellerToken,
  namespace: 'seller',
  signInPath: paths.signIn.path,
  homePath: paths.home.path,
  login: sellerLogin,
  logout: sellerLogout,
  captcha: sellerCaptcha,
});
