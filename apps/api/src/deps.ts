import type { Config } from './config';
import type { Db } from './db/client';
import type { Authenticator } from './core/auth';
import type { EventBus } from './core/events';
import type { Safewords } from './modules/account/safewords';
import type { OutboxWorker } from './modules/notify/mailer';
import type { StaffService } from './modules/staff/service';
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
import type { LoanService } from './modules/loan/service';
import type { ChatService } from './modules/chat/service';
import type { MerchantService } from './modules/merchant/service';
import type { ReferralService } from './modules/referral/service';
import type { PushHub } from './ws';

/** The services of the server: app.ts provides the first four, each module in its `provide` the rest. */
export interface Deps {
  config: Config;
  db: Db;
  events: EventBus;
  authn: Authenticator;
  outbox: OutboxWorker;
  staff: StaffService;
  safewords: { user: Safewords; seller: Safewords };
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
  loans: LoanService;
  chat: ChatService;
  merchant: MerchantService;
  referrals: ReferralService;
  /** The websocket (its own port and /ws on the web port). */
  hub: PushHub;
}
