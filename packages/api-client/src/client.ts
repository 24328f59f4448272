import ky, { type KyInstance } from 'ky';
import type { z } from 'zod';
import { PRE_ENCODED_FIELDS, type Envelope } from '@mall/contract/envelope';
import { isErrorKey, type ErrorKey } from '@mall/contract/errors';
import type { AnyEndpoint, OutputOf, ParamsOf } from '@mall/contract/endpoint';

/** An error answer of the API: envelope code ("1" or "403"), translated message and stable key. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly key: ErrorKey | undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** True when the session is gone (code 403): clients clear the token and go to the root. */
  get isAuth(): boolean { return this.code === '403'; }
}

type Params = Record<string, string | number | boolean | null | undefined>;

export interface ApiClientOptions {
  /** e.g. "/api", "/wap/api", "/api/seller", "/api/admin" */
  prefix: string;
  getToken: () => string | null;
  getLang: () => string;
  /** Request timeout in ms (15 s). */
  timeout?: number;
}

/** An endpoint whose parameters travel as multipart form data (uploads). */
export type UploadEndpoint = AnyEndpoint & { readonly transport: 'multipart' };

/**
 * A typed caller of `<prefix>/<ctrl>!<method>` that unwraps the envelope. It takes only endpoint
 * objects of the contract: no call names a route by a string of its own.
 */
export interface ApiClient {
  /**
   * Calls an endpoint of the contract the way its transport says (query, form or JSON body) and
   * parses the answer's `data` with the endpoint's output schema.
   */
  call<E extends AnyEndpoint>(ep: E, params?: ParamsOf<E>): Promise<OutputOf<E>>;
  /** Multipart upload of an upload endpoint: field `file` plus `moduleName`; answers what the output schema parses (the URL). */
  upload<E extends UploadEndpoint>(ep: E, file: Blob, moduleName: string): Promise<OutputOf<E>>;
}

function toSearch(params: Params, token: string | null, lang: string): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === null) continue;
    // These fields travel pre-encoded, as the existing clients send them; the server decodes them once.
    sp.set(k, PRE_ENCODED_FIELDS.includes(k) ? encodeURIComponent(String(v)) : String(v));
  }
  sp.set('lang', lang);
  if (token) sp.set('token', token);
  return sp;
}

async function unwrap<T>(res: Response, schema: z.ZodType<T>): Promise<T> {
  const body = (await res.json()) as Envelope<unknown>;
  if (body.code !== '0') {
    throw new ApiError(String(body.code), body.msg ?? 'Error', isErrorKey(body.key) ? body.key : undefined);
  }
  return schema.parse(body.data);
}

/** Creates a client; the token travels as `token` in the query and as a Bearer header. */
export function createApiClient(opts: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    timeout: opts.timeout ?? 15_000,
    retry: 0,
    throwHttpErrors: false,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = opts.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
  const url = (path: string) => `${opts.prefix.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  // POST with every parameter in the query string and an empty body, as the existing clients send.
  const post = async <T,>(path: string, params: Params, schema: z.ZodType<T>): Promise<T> => {
    const res = await http.post(url(path), {
      searchParams: toSearch(params, opts.getToken(), opts.getLang()),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    return unwrap(res, schema);
  };
  // POST with the parameters in a form body (long values such as descriptions would overflow a URL).
  const postForm = async <T,>(path: string, params: Params, schema: z.ZodType<T>): Promise<T> => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null) body.set(k, String(v));
    const res = await http.post(url(path), {
      searchParams: toSearch({}, opts.getToken(), opts.getLang()),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    return unwrap(res, schema);
  };
  const get = async <T,>(path: string, params: Params, schema: z.ZodType<T>): Promise<T> => {
    const res = await http.get(url(path), { searchParams: toSearch(params, opts.getToken(), opts.getLang()) });
    return unwrap(res, schema);
  };
  const postJson = async <T,>(path: string, body: unknown, schema: z.ZodType<T>): Promise<T> => {
    const res = await http.post(url(path), { searchParams: toSearch({}, opts.getToken(), opts.getLang()), json: body });
    return unwrap(res, schema);
  };
  const client: ApiClient = {
    call(ep, params) {
      const schema = ep.output as z.ZodType<never>;
      if (ep.transport === 'json') return postJson(ep.name, params ?? {}, schema);
      const p = (params ?? {}) as Params;
      if (ep.transport === 'form') return postForm(ep.name, p, schema);
      return ep.method === 'GET' ? get(ep.name, p, schema) : post(ep.name, p, schema);
    },
    async upload(ep, file, moduleName) {
      const form = new FormData();
      form.set('file', file);
      form.set('moduleName', moduleName);
      const res = await http.post(url(ep.name), { searchParams: toSearch({ moduleName }, opts.getToken(), opts.getLang()), body: form });
      return unwrap(res, ep.output as z.ZodType<never>);
    },
  };
  return client;
}
