import { vi } from 'vitest';
import { createApiClient } from '@mall/api-client/client';

/** A buyer API client with an absolute address, as requests need one outside a browser. */
export const testApiClient = () => createApiClient({ prefix: 'http://mall.test/api', getToken: () => 'test-token', getLang: () => 'en' });

/** What a fake endpoint answers: envelope data, or a function of the request's query. */
export type StubAnswer = unknown | ((query: URLSearchParams) => unknown);

/** One call the fake API received: the endpoint (`ctrl!method`) and its query parameters. */
export interface StubCall { endpoint: string; query: URLSearchParams }

/**
 * Stubs `fetch` with a fake buyer API answering `{ code: "0", data }` per endpoint (`ctrl!method`);
 * an endpoint not listed answers a business error. Answers the calls seen, in order.
 */
export function stubApi(answers: Record<string, StubAnswer>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const endpoint = url.pathname.replace(/^.*\/api\//, '');
    calls.push({ endpoint, query: url.searchParams });
    const answer = answers[endpoint];
    const body = answer === undefined
      ? { code: '1', msg: `no fake for ${endpoint}`, data: null }
      : { code: '0', msg: null, data: typeof answer === 'function' ? (answer as (q: URLSearchParams) => unknown)(url.searchParams) : answer };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}
