import { createApiClient } from '@mall/api-client/client';
import { FakeServer } from '@mall/api-client/testing';
import { endpointNamed } from '@mall/api-client/testing/endpoint-index';

/** A buyer API client with an absolute address, as requests need one outside a browser. */
export const testApiClient = () => createApiClient({ prefix: 'http://mall.test/api', getToken: () => 'test-token', getLang: () => 'en' });

/** What a fake endpoint answers: envelope data, or a function of the request's query. */
export type StubAnswer = unknown | ((query: URLSearchParams) => unknown);

/** One call the fake API received: the endpoint (`ctrl!method`) and its query parameters. */
export interface StubCall { endpoint: string; query: URLSearchParams }

/**
 * The contract-typed fake server, answering buyer endpoints named by their `ctrl!method`: each
 * answer is shaped by its endpoint's output schema (a fixture that drifts from the contract fails),
 * and a name the contract does not have is refused at once. Answers the calls seen, in order.
 */
export function stubApi(answers: Record<string, StubAnswer>): StubCall[] {
  const calls: StubCall[] = [];
  const server = new FakeServer((_call, url) => { calls.push({ endpoint: url.pathname.replace(/^.*\/api\//, ''), query: url.searchParams }); });
  for (const [name, answer] of Object.entries(answers)) {
    const ep = endpointNamed('buyer', name);
    if (!ep) throw new Error(`stubApi: the contract has no buyer endpoint ${name}`);
    server.on(ep, typeof answer === 'function' ? (params: Record<string, string>) => (answer as (q: URLSearchParams) => never)(new URLSearchParams(params)) : (answer as never));
  }
  server.install();
  return calls;
}
