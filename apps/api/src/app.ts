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
import { clientErrorHandler, installErrorHandler, sendError } from './core/envelope';
import { EventBus } from './core/events';
import { serviceContainer, type AnyAppModule, type ModuleContext, type ModuleParts, type ProvidedBy } from './core/module';
import { redactUrl } from './core/redact';
import { installSecurityHeaders } from './core/security-headers';
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
    clientErrorHandler,
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
    app, deps, outbox: deps.outbox, registries: { buyer, seller, admin },
    async close() {
      for (const t of timers) clearInterval(t);
      for (const p of parts) await p.stop?.();
      await app.close();
      if (ownsDb) await database.close();
    },
  };
}
