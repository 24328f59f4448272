import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PRE_ENCODED_FIELDS } from '@mall/contract/envelope';
import type { AnyEndpoint, Endpoint, InputOf, ResultOf, Surface } from '@mall/contract/endpoint';
import type { ErrorKey } from '@mall/contract/errors';
import type { AdminRole } from '@mall/contract/staff';
import { normalizeLanguage, type LanguageCode } from '@mall/i18n/languages';
import { AppError } from './app-error';
import { readMultipartForm } from './multipart-form';
import type { Auth, Authenticator } from './auth';
import { RateLimiter } from './rate-limit';
import { TtlCache } from './ttl-cache';

/** What a handler receives: validated input, the caller, the language, and the raw request. */
export interface Ctx<I> {
  input: I;
  /** Every parameter as a string, from query, form or JSON body. */
  params: Record<string, string>;
  /** The parsed JSON body, when one was sent. */
  body: unknown;
  lang: LanguageCode;
  auth: Auth | null;
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** The caller a route requires once `auth` is set. */
export interface AuthedCtx<I> extends Ctx<I> { auth: Auth }

interface RouteBase<S extends z.ZodTypeAny> {
  input?: S;
  /** Response schema: unknown fields are dropped on the way out. */
  output?: z.ZodTypeAny;
  /** Requests per minute: per IP on an open route, per account on a signed-in one. */
  rateLimit?: number;
  /** Admin roles allowed (super_admin always is). */
  roles?: readonly AdminRole[];
  /** Anonymous answers of this read may be reused for this many milliseconds (hot public lists). */
  cacheMs?: number;
  /** A route clients poll: the caller's session may be reused this long without reading it again. */
  sessionCacheMs?: number;
  /** For writes: what the audit log records (target and detail) once the handler succeeded. */
  audit?: (input: z.infer<S>, result: unknown) => { target: string; detail?: unknown };
  /** The error of input the schema refuses, from what was sent (PARAM_ERROR unless said otherwise). */
  paramError?: (sent: unknown) => ErrorKey;
}

type Handler<C> = (ctx: C) => Promise<unknown> | unknown;

/** How a route of an endpoint is served: everything but the wire shape, which the endpoint holds. */
type ServeOptions<E extends AnyEndpoint> = Omit<RouteBase<E['input']>, 'input' | 'output'>;
type EndpointHandler<E extends AnyEndpoint, C> = (ctx: C) => Promise<ResultOf<E>> | ResultOf<E>;
type CtxOf<E extends AnyEndpoint> = E extends Endpoint<Surface, z.ZodType, z.ZodType, 'signed-in'> ? AuthedCtx<InputOf<E>> : Ctx<InputOf<E>>;

const SURFACE_OF = { user: 'buyer', seller: 'seller', admin: 'admin' } as const;
type SurfaceOf<A extends 'user' | 'seller' | 'admin'> = (typeof SURFACE_OF)[A];

interface Route {
  auth: boolean;
  input?: z.ZodTypeAny;
  /** The input is the JSON body as sent, not the flattened parameters. */
  inputFromBody?: boolean;
  paramError?: (sent: unknown) => ErrorKey;
  output?: z.ZodTypeAny;
  rateLimit?: number;
  roles?: readonly AdminRole[];
  // The stored route erases its own input type; `serve`/`open`/`authed` check it where it is declared.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  audit?: (input: any, result: unknown) => { target: string; detail?: unknown };
  cacheMs?: number;
  sessionCacheMs?: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  handler: Handler<any>;
}

/** Names of admin routes that only read; every other admin route must declare its audit record. */
const READ_ONLY = /!(list|get|info|me|login|logout|settings|accounts|entries|book|unread|messages|context|agents|stats|canned)$/;

/** One API surface (buyer, seller or admin): a table of `<ctrl>!<method>` names to handlers. */
export class Registry<A extends 'user' | 'seller' | 'admin' = 'user' | 'seller' | 'admin'> {
  readonly routes = new Map<string, Route>();
  /** Writes the audit record of an admin write. */
  onAudit: (auth: Auth, action: string, target: string, detail: unknown, ip: string) => Promise<void> = async () => undefined;
  /** Forgets cached anonymous answers (set when mounted). */
  clearAnswers: () => void = () => undefined;
  constructor(readonly actor: A) {}

  /**
   * Serves an endpoint of the contract: its name, input and output come from the endpoint; the
   * handler's input and result are typed from them, and a signed-in endpoint's handler gets the caller.
   */
  serve<E extends Endpoint<SurfaceOf<A>>>(ep: E, opts: ServeOptions<E>, handler: EndpointHandler<E, CtxOf<E>>): void;
  serve<E extends Endpoint<SurfaceOf<A>>>(ep: E, handler: EndpointHandler<E, CtxOf<E>>): void;
  serve<E extends Endpoint<SurfaceOf<A>>>(ep: E, a: ServeOptions<E> | EndpointHandler<E, CtxOf<E>>, b?: EndpointHandler<E, CtxOf<E>>): void {
    const opts = typeof a === 'function' ? {} : a;
    const handler = (typeof a === 'function' ? a : b) as Handler<unknown>;
    if (ep.surface !== SURFACE_OF[this.actor]) throw new Error(`endpoint ${ep.surface}:${ep.name} served on the ${SURFACE_OF[this.actor]} surface`);
    this.add(ep.name, {
      ...(opts as RouteBase<z.ZodTypeAny>), input: ep.input as z.ZodTypeAny, inputFromBody: ep.transport === 'json', output: ep.output as z.ZodTypeAny,
      auth: ep.access === 'signed-in', handler,
    });
  }

  private add(name: string, route: Route): void {
    if (this.routes.has(name)) throw new Error(`route ${name} registered twice`);
    if (this.actor === 'admin' && route.auth && !READ_ONLY.test(name) && !route.audit) {
      throw new Error(`admin write ${name} must declare its audit record`);
    }
    this.routes.set(name, route);
  }
}

function decodeOnce(v: string): string {
  try { return decodeURIComponent(v); } catch { return v; }
}

/** Flattens query + form/JSON body into one string record; query wins over body for the same name. */
export function collectParams(req: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (src: unknown) => {
    if (!src || typeof src !== 'object' || Array.isArray(src)) return;
    for (const [k, v] of Object.entries(src as Record<string, unknown>)) {
      if (k in out) continue;
      const first = Array.isArray(v) ? v[0] : v;
      if (first === undefined || first === null) continue;
      if (typeof first === 'object') continue;
      out[k] = String(first);
    }
  };
  put(req.query);
  put(req.body);
  for (const f of PRE_ENCODED_FIELDS) if (f in out) out[f] = decodeOnce(out[f]);
  // No text of the shop may hold a NUL byte (PostgreSQL refuses it): the request is malformed.
  for (const v of Object.values(out)) if (v.includes('\u0000')) throw new AppError('PARAM_ERROR');
  return out;
}

/** The route name from the wildcard: strips `.action`, a `public/` prefix and stray slashes. */
export function routeName(wildcard: string): string {
  return wildcard.replace(/^\/+/, '').replace(/\/+$/, '').replace(/\.action$/, '').replace(/^public\//, '');
}

/** Mounts a registry under URL prefixes with one dispatching handler. */
export function mountRegistry(app: FastifyInstance, registry: Registry, prefixes: string[], authn: Authenticator, aliases: Record<string, string> = {}): void {
  const limiter = new RateLimiter();
  const answers = new TtlCache<string>(1000, 5000);
  registry.clearAnswers = () => answers.clear();
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const raw = routeName((req.params as { '*': string })['*'] ?? '');
    const name = aliases[raw] ?? raw;
    const route = registry.routes.get(name);
    if (!route) throw new AppError('NOT_FOUND', 404);
    const params = collectParams(req);
    const lang = normalizeLanguage(params.lang);
    req.lang = lang;
    // An open route is limited per address; a signed-in one per account, after sign-in is checked
    // (many buyers share one address behind a carrier's or an office's NAT).
    if (route.rateLimit && !route.auth && !limiter.hit(`${registry.actor}:${name}:${req.ip}`, route.rateLimit)) {
      throw new AppError('OPERATION_FREQUENT', 429);
    }
    let auth: Auth | null = null;
    let token = params.token || bearer(req.headers.authorization);
    if (!token && req.isMultipart()) {
      // Uploads of existing desktop clients carry the token as a form field, not in the query.
      const form = await readMultipartForm(req);
      for (const [k, v] of Object.entries(form.fields)) if (!(k in params)) params[k] = v;
      token = params.token || '';
    }
    // An answer to a signed-in caller is theirs alone: no shared or browser cache keeps it.
    if (token) reply.header('cache-control', 'no-store');
    if (route.cacheMs && !token && !route.auth) {
      // The same anonymous question within a second gets the same answer, without touching the services.
      const key = `${name}?${Object.keys(params).sort().map((k) => `${k}=${params[k]}`).join('&')}`;
      // Kept serialised: a hit costs no service call and no JSON.stringify.
      const body = await answers.get(key, async () => JSON.stringify(await answer(route, { input: undefined, params, body: req.body, lang, auth: null, ip: req.ip, req, reply })));
      return reply.type('application/json; charset=utf-8').send(body);
    }
    if (route.auth || token) auth = token ? await authn.resolve(registry.actor, token, route.sessionCacheMs) : null;
    if (route.auth) {
      if (!auth) throw new AppError(token ? 'TOKEN_INVALID' : 'NOT_LOGGED_IN');
      if (registry.actor === 'admin' && route.roles && !auth.roles.includes('super_admin') && !route.roles.some((r) => auth!.roles.includes(r))) {
        throw new AppError('NO_PERMISSION');
      }
      if (route.rateLimit && !limiter.hit(`${registry.actor}:${name}:#${auth.id}`, route.rateLimit)) throw new AppError('OPERATION_FREQUENT', 429);
    }
    const result = await answer(route, { input: undefined, params, body: req.body, lang, auth, ip: req.ip, req, reply }, async (input, data) => {
      if (route.audit && auth) {
        const { target, detail } = route.audit(input, data);
        await registry.onAudit(auth, name, target, detail ?? {}, req.ip);
      }
    });
    return reply.sent ? reply : result;
  };
  for (const prefix of prefixes) {
    app.route({ method: ['GET', 'POST'], url: `${prefix}/*`, handler });
  }
}

/** Validates the input, runs the handler and shapes the envelope through the output schema. */
async function answer(route: Route, ctx: Ctx<unknown>, after?: (input: unknown, data: unknown) => Promise<void>): Promise<unknown> {
  let input: unknown = ctx.params;
  if (route.input) {
    const sent = route.inputFromBody ? ctx.body : ctx.params;
    const parsed = route.input.safeParse(sent);
    if (!parsed.success) throw new AppError(route.paramError?.(sent) ?? 'PARAM_ERROR');
    input = parsed.data;
  }
  const data = await route.handler({ ...ctx, input });
  await after?.(input, data);
  const out = route.output && data !== undefined && data !== null ? route.output.parse(data) : data;
  return { code: '0', msg: null, data: out ?? null };
}

function bearer(h: string | undefined): string {
  return h?.startsWith('Bearer ') ? h.slice(7).trim() : '';
}

declare module 'fastify' {
  interface FastifyRequest { lang: LanguageCode }
}
