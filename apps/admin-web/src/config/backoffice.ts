import { STORAGE_KEYS } from '@mall/api-client/storage';
import { adminCaptcha, adminLogin, adminLogout } from '@mall/api-client/staff';
import { createBackofficeConfig } from '@mall/backoffice/shared/backoffice-config';
import { paths } from './paths';

/** The back office's API (/api/admin), session (ES_ADMIN_TOKEN), routes and namespace. */
export const backoffice = createBackofficeConfig({
  apiPath: '/api/admin',
  tokenKey: STORAGE_KEYS.adminToken,
  namespace: 'admin',
  signInPath: paths.signIn.path,
  homePath: paths.home.path,
  login: adminLogin,
  logout: adminLogout,
  captcha: adminCaptcha,
});
