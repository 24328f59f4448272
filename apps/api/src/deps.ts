import type { Config } from './config';
import type { Db } from './db/client';
import type { Authenticator } from './core/auth';
import type { CaptchaService } from './modules/captcha/service';
import type { NotifyService } from './modules/notify/service';
import type { SysparaService } from './modules/platform/syspara';
import type { AccountService } from './modules/account/service';
import type { AuditService } from './modules/audit/service';
import type { CatalogueService } from './modules/catalogue/service';
import type { PlatformService } from './modules/platform/service';
import type { Ledger } from './modules/ledger/service';
import type { WalletService } from './modules/wallet/service';
import type { OrderService } from './modules/order/service';
import type { KycService } from './modules/kyc/service';

/** Services shared by the route modules, built once in app.ts. */
export interface Deps {
  config: Config;
  db: Db;
  authn: Authenticator;
  captcha: CaptchaService;
  notify: NotifyService;
  sysparas: SysparaService;
  accounts: AccountService;
  audit: AuditService;
  catalogue: CatalogueService;
  platform: PlatformService;
  ledger: Ledger;
  wallet: WalletService;
  orders: OrderService;
  kyc: KycService;
}
