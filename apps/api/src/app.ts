import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { Authenticator } from './core/auth';
import { installErrorHandler, sendError } from './core/envelope';
import { redactUrl } from './core/redact';
import { installSecurityHeaders } from './core/security-headers';
import { mountRegistry, Registry } from './core/rpc';
import type { Deps } from './deps';
import { AccountService } from './modules/account/service';
import { accountRoutes } from './modules/account/routes.buyer';
import { addressRoutes } from './modules/address/routes.buyer';
import { AuditService } from './modules/audit/service';
import { captchaRoutes } from './modules/captcha/routes.buyer';
import { catalogueRoutes } from './modules/catalogue/routes.buyer';
import { adminCatalogueRoutes, sellerCatalogueRoutes } from './modules/catalogue/routes.staff';
import { CatalogueService } from './modules/catalogue/service';
import { CaptchaService } from './modules/captcha/service';
import { OutboxWorker } from './modules/notify/mailer';
import { NotifyService } from './modules/notify/service';
import { platformRoutes } from './modules/platform/routes.buyer';
import { PlatformService } from './modules/platform/service';
import { SysparaService } from './modules/platform/syspara';
import { MAX_UPLOAD_BYTES } from './modules/platform/uploads';
import { adminRoutes } from './modules/staff/routes.admin';
import { sellerAuthRoutes } from './modules/staff/routes.seller';
import { StaffService } from './modules/staff/service';
import { Safewords } from './core/safeword';
import { Ledger } from './modules/ledger/service';
import { HmacProvider } from './modules/wallet/provider';
import { adminWalletRoutes, providerNotifyRoute, sellerSafewordRoutes, walletRoutes } from './modules/wallet/routes';
import { WalletService } from './modules/wallet/service';
import { adminOrderRoutes, orderRoutes, sellerOrderRoutes } from './modules/order/routes';
import { OrderService } from './modules/order/service';
import { kycRoutes } from './modules/kyc/routes.buyer';
import { KycService } from './modules/kyc/service';

export interface BuildOptions {
  config: Config;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** An already opened database (tests share one per file). */
  database?: Database;
  /** Prints the generated first-admin credentials (stdout by default). */
  print?: (s: string) => void;
}

export interface App {
  app: FastifyInstance;
  deps: Deps;
  outbox: OutboxWorker;
  close(): Promise<void>;
}

/** Finds the repository root (where apps/ lives) from this file or from dist/. */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

/** Static web apps served by the one server: built output of each app, mounted at its prefix. */
const STATIC_APPS: { prefix: string; dir: string }[] = [
  { prefix: '/wap/', dir: 'apps/wap/dist' },
  { prefix: '/seller/', dir: 'apps/seller-web/dist' },
  { prefix: '/admin/', dir: 'apps/admin-web/dist' },
  { prefix: '/storybook/', dir: 'packages/ui/storybook-static' },
  { prefix: '/', dir: 'apps/buyer-web/dist' },
];

/** Builds the whole server: plugins (external, then app), then the modules. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      stream: opts.logStream,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], censor: '***' },
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true, maxParamLength: 500 },
  });

  // External plugins.
  const database = opts.database ?? await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const ownsDb = !opts.database;
  installSecurityHeaders(app);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });
  // Clients sometimes send an empty body labelled JSON: treat it as no body.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body ?? '').trim();
    if (!text) return done(null, {});
    try { done(null, JSON.parse(text)); } catch { const e = new Error('bad JSON') as Error & { statusCode: number }; e.statusCode = 400; done(e, undefined); }
  });

  // App plugins: services, envelope, error handling.
  const db = database.db;
  const authn = new Authenticator(db);
  const notify = new NotifyService(db);
  const sysparas = new SysparaService(db);
  const ledger = new Ledger(db);
  const safewords = { user: new Safewords(db, 'user'), seller: new Safewords(db, 'seller') };
  const wallet = new WalletService(db, ledger, sysparas, safewords);
  const catalogue = new CatalogueService(db);
  // Stock and sold counts change with orders: the catalogue's cached reads are dropped.
  const orders = new OrderService(db, ledger, sysparas, safewords.user, () => catalogue.invalidate());
  // A confirmed provider payment that names orders pays them in the same transaction.
  wallet.fundedOrders = (tx, userId, ids) => orders.payFunded(tx, userId, ids);
  if (config.PAY_PROVIDER_URL && config.PAY_PROVIDER_SECRET) wallet.provider = new HmacProvider(config.PAY_PROVIDER_URL, config.PAY_PROVIDER_SECRET);
  const deps: Deps = {
    config, db, authn, notify, sysparas,
    captcha: new CaptchaService(db, config.SLIDER_CHECK),
    accounts: new AccountService(db, authn, notify, { cancelBlockDays: config.CANCEL_BLOCK_DAYS }),
    audit: new AuditService(db),
    catalogue,
    platform: new PlatformService(db),
    ledger, wallet, orders,
    kyc: new KycService(db),
  };
  await sysparas.ensureDefaults();
  await wallet.ensureDefaults();
  await orders.ensureDefaults();
  // Time-based order rules; safe with several processes (each order is re-checked under its row lock).
  const sweeper = setInterval(() => { void orders.sweep().catch((err) => app.log.warn({ err: (err as Error).message }, 'order sweep failed')); }, 60_000);
  sweeper.unref();
  // Cancellation is refused while the wallet holds money or a recharge or withdrawal is open.
  deps.accounts.balanceProbes.push((id) => wallet.holdsFunds({ kind: 'user', id }));
  const staff = new StaffService(db, authn);
  await staff.ensureFirstAdmin(config.ADMIN_EMAIL, config.ADMIN_PASSWORD, config.dataDir, opts.print ?? ((s) => process.stdout.write(s)));
  const outbox = new OutboxWorker(db, config.SMTP_URL, config.MAIL_FROM, app.log);
  notify.onQueued = () => { void outbox.kick().catch((err) => app.log.warn({ err: (err as Error).message }, 'outbox pass failed')); };
  installErrorHandler(app);

  // Modules.
  const buyer = new Registry('user');
  captchaRoutes(buyer, deps);
  accountRoutes(buyer, deps);
  addressRoutes(buyer, deps);
  platformRoutes(buyer, deps);
  catalogueRoutes(buyer, deps);
  walletRoutes(buyer, wallet, 'user');
  orderRoutes(buyer, orders, wallet);
  kycRoutes(buyer, deps.kyc);
  providerNotifyRoute(buyer, wallet);
  const seller = new Registry('seller');
  sellerAuthRoutes(seller, deps, staff);
  sellerCatalogueRoutes(seller, deps);
  walletRoutes(seller, wallet, 'seller');
  sellerOrderRoutes(seller, orders);
  sellerSafewordRoutes(seller, safewords.seller);
  const admin = new Registry('admin');
  admin.onAudit = (auth, action, target, detail, ip) => deps.audit.record(auth, action, target, detail, ip);
  adminRoutes(admin, deps, staff);
  adminCatalogueRoutes(admin, deps);
  adminWalletRoutes(admin, wallet);
  adminOrderRoutes(admin, orders);

  mountRegistry(app, seller, ['/api/seller'], authn);
  mountRegistry(app, admin, ['/api/admin'], authn);
  mountRegistry(app, buyer, ['/api', '/wap/api', '/public', '/wap/public', '/api/public'], authn);
  deps.catalogue.onInvalidate.push(() => buyer.clearAnswers());

  app.get('/healthz', async () => ({ status: 'ok', database: database.kind }));

  // Uploaded images: served as files, never sniffed as anything else.
  mkdirSync(resolve(config.dataDir, 'uploads'), { recursive: true });
  await app.register(fastifyStatic, {
    root: resolve(config.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => { res.setHeader('X-Content-Type-Options', 'nosniff'); res.setHeader('Content-Security-Policy', "default-src 'none'"); },
  });

  const root = repoRoot();
  const avatars = join(root, 'apps/api/public/avatars');
  if (existsSync(avatars)) await app.register(fastifyStatic, { root: avatars, prefix: '/avatars/', decorateReply: false });
  const spas: { prefix: string; index: string }[] = [];
  for (const s of STATIC_APPS) {
    const dir = join(root, s.dir);
    if (!existsSync(join(dir, 'index.html'))) continue;
    await app.register(fastifyStatic, { root: dir, prefix: s.prefix, decorateReply: false, wildcard: false, index: ['index.html'] });
    spas.push({ prefix: s.prefix, index: readFileSync(join(dir, 'index.html'), 'utf8') });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (/^\/(wap\/+)?(api|public)\//.test(path)) return sendError(req, reply, 'NOT_FOUND', 404);
    const spa = req.method === 'GET' && !/\.[a-z0-9]+$/i.test(path) ? spas.find((s) => path.startsWith(s.prefix) || `${path}/` === s.prefix) : undefined;
    if (spa) return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(spa.index);
    return reply.status(404).type('text/plain').send('Not found');
  });

  return {
    app, deps, outbox,
    async close() {
      clearInterval(sweeper);
      await outbox.stop();
      await deps.catalogue.views.stop();
      await app.close();
      if (ownsDb) await database.close();
    },
  };
}
