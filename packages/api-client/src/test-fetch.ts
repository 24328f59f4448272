import { vi } from 'vitest';
import { PRE_ENCODED_FIELDS } from '@mall/contract/envelope';
import { createApiClient, type ApiClient } from './client';

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

/**
 * Replaces global fetch with a fake server that answers each request with the given envelope
 * (or the result of a function of the request) and records what was sent.
 */
export function fakeServer(answer: unknown | ((req: SeenRequest) => unknown)) {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url);
    // Decode the pre-encoded fields once, as the server does.
    const query = new URLSearchParams(url.searchParams);
    for (const k of PRE_ENCODED_FIELDS) { const v = query.get(k); if (v != null) query.set(k, decodeURIComponent(v)); }
    const body = await input.text();
    // Like the server, read parameters from a form body too (the query wins for the same name).
    if ((input.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams(body)) if (!query.has(k)) query.set(k, v);
    }
    const req: SeenRequest = { method: input.method, path: url.pathname, query, body };
    seen.push(req);
    const envelope = typeof answer === 'function' ? (answer as (r: SeenRequest) => unknown)(req) : answer;
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const api: ApiClient = createApiClient({ prefix: 'http://mall.test/api', getToken: () => 'tok-1', getLang: () => 'de' });
  return { api, seen };
}

/** A success envelope around data. */
export const ok = (data: unknown) => ({ code: '0', msg: null, data });
