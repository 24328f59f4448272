import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { Authenticator } from './core/auth';
import { installErrorHandler } from './core/envelope';
import { createHttpServer } from './core/http';
import { serveStaticFiles } from './core/static-files';
import { EventBus } from './core/events';
import { serviceContainer, type AnyAppModule, type ModuleContext, type ModuleParts, type ProvidedBy } from './core/module';
import { mountRegistry, Registry } from './core/rpc';
import type { Deps } from './deps';
import { accountModule } from './modules/account';
import { addressModule } from './modules/address';
import { auditModule } from './modules/audit';
import { captchaModule } from './modules/captcha';
import { catalogueModule } from './modules/catalogue';
import { chatModule } from './modules/chat';
import { overviewModule } from './modules/overview';
import { referralModule } from './modules/referral';
import { kycModule } from './modules/kyc';
import { ledgerModule } from './modules/ledger';
import { loanModule } from './modules/loan';
import { merchantModule } from './modules/merchant';
import type { OutboxWorker } from './modules/notify/mailer';
import { notifyModule } from './modules/notify';
import { orderModule } from './modules/order';
import { platformModule } from './modules/platform';
import { MAX_UPLOAD_BYTES } from './modules/platform/uploads';
import { staffModule } from './modules/staff';
import { walletModule } from './modules/wallet';

/**
 * The server's modules, in the order their services are built: a module may use the services of
 * the modules above it. Each adds its routes, sweeps and event handlers in its own `index.ts`.
 */
const MODULES = [
  platformModule, notifyModule, auditModule, captchaModule, ledgerModule, referralModule, accountModule, staffModule,
  addressModule, catalogueModule, walletModule, orderModule, kycModule, loanModule, chatModule, overviewModule,
  merchantModule,
] as const satisfies readonly AnyAppModule[];

/** What app.ts itself provides before the modules. */
type AppProvided = 'config' | 'db' | 'events' | 'authn';
// Every service of Deps is provided by app.ts or by a listed module: a missing one fails to compile here.
type Unprovided = Exclude<keyof Deps, AppProvided | ProvidedBy<(typeof MODULES)[number]>>;
const everyServiceProvided: [Unprovided] extends [never] ? true : Unprovided = true;
void everyServiceProvided;

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
  /** The route table of each API surface (tests walk them). */
  registries: { buyer: Registry<'user'>; seller: Registry<'seller'>; admin: Registry<'admin'> };
  close(): Promise<void>;
}

/** Builds the whole server: the HTTP plugins, the modules (services, routes, sweeps), then static files. */
export async function buildApp(opts: BuildOptions): Promise<App> {
  const { config } = opts;
  const app = await createHttpServer(config, { logStream: opts.logStream, maxUploadBytes: MAX_UPLOAD_BYTES });
  const database = opts.database ?? await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const ownsDb = !opts.database;

  // App plugins: the event bus, sessions and the envelope; then every module's services in order.
  const db = database.db;
  const events = new EventBus();
  const deps = serviceContainer();
  Object.assign(deps, { config, db, events, authn: new Authenticator(db) });
  const ctx: ModuleContext = { config, db, log: app.log, events, services: deps, print: opts.print ?? ((s) => process.stdout.write(s)) };
  for (const m of MODULES) if (m.provide) Object.assign(deps, await m.provide(ctx));
  const parts: ModuleParts[] = [];
  for (const m of MODULES) if (m.start) parts.push(await m.start(ctx));
  installErrorHandler(app);

  // Routes: one table per surface, filled by the modules.
  const buyer = new Registry('user');
  const seller = new Registry('seller');
  const admin = new Registry('admin');
  admin.onAudit = (auth, action, target, detail, ip) => deps.audit.record(auth, action, target, detail, ip);
  for (const p of parts) {
    p.routes?.buyer?.(buyer);
    p.routes?.seller?.(seller);
    p.routes?.admin?.(admin);
  }
  // Our apps reach the websocket at /ws on this port; existing clients on WS_PORT (server.ts).
  deps.hub.attach(app.server);
  mountRegistry(app, seller, ['/api/seller'], deps.authn);
  mountRegistry(app, admin, ['/api/admin'], deps.authn);
  mountRegistry(app, buyer, ['/api', '/wap/api', '/public', '/wap/public', '/api/public'], deps.authn);
  for (const p of parts) await p.http?.(app);
  // Cached anonymous answers of the buyer API go stale with the catalogue.
  events.on('catalogue.changed', () => buyer.clearAnswers());

  // Time-based rules of the modules; each is safe with several server processes.
  const timers = parts.flatMap((p) => p.sweeps ?? []).map((sw) => {
    const t = setInterval(() => { void sw.run().catch((err) => app.log.warn({ err: (err as Error).message }, `${sw.name} sweep failed`)); }, sw.everyMs);
    t.unref();
    return t;
  });

  app.get('/healthz', async () => ({ status: 'ok', database: database.kind }));

  await serveStaticFiles(app, config.dataDir);

  return {
    app, deps, outbox: deps.outbox, registries: { buyer, seller, admin },
    async close() {
      for (const t of timers) clearInterval(t);
      for (const p of parts) await p.stop?.();
      await app.close();
      if (ownsDb) await database.close();
    },
  };
}
