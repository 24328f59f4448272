import type { ApiClient } from '@mall/api-client/client';
import type { StaffCaptcha, StaffCredentials } from '@mall/api-client/staff';
import type { Namespace } from '@mall/i18n/languages';
import { createStaffSession, type StaffSession } from './utils/session';
import { createStaffApiClient } from './utils/staff-api';

/** What differs between the staff apps (seller zone, admin back office); everything else is shared. */
export interface BackofficeConfig {
  /** The app's staff API client, carrying its token. */
  api: ApiClient;
  /** The app's session token. */
  session: StaffSession;
  /** The app's locale namespace: titles, navigation, sign-in texts and generic errors come from it. */
  namespace: Namespace;
  /** Route of the sign-in page (relative to the router basename). */
  signInPath: string;
  /** Route of the signed-in overview (relative to the router basename). */
  homePath: string;
  /** `auth!login` of the app's API: answers the token. */
  login: (api: ApiClient, input: StaffCredentials) => Promise<string>;
  /** `auth!logout` of the app's API. */
  logout: (api: ApiClient) => Promise<void>;
  /** The slider puzzle of the app's API, shown at sign-in when the server asks for it. */
  captcha: StaffCaptcha;
}

export interface BackofficeOptions extends Omit<BackofficeConfig, 'api' | 'session'> {
  /** Path of the staff API, e.g. "/api/seller". */
  apiPath: string;
  /** localStorage key of the session token, e.g. STORAGE_KEYS.sellerToken. */
  tokenKey: string;
}

/** Builds a staff app's configuration: its session under `tokenKey` and an API client on `apiPath` using it. */
export function createBackofficeConfig({ apiPath, tokenKey, ...rest }: BackofficeOptions): BackofficeConfig {
  const session = createStaffSession(tokenKey);
  return { ...rest, session, api: createStaffApiClient(apiPath, session) };
}
