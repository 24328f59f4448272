import { FakeServer } from '@mall/api-client/testing';
import { endpointNamed } from '@mall/api-client/testing/endpoint-index';

/** One call the page made: the endpoint name and its query parameters. */
export interface Call { name: string; params: Record<string, string> }

/**
 * The contract-typed fake server for a staff app (admin or seller), answering endpoints named by
 * their `ctrl!method` from `handlers`: each answer is shaped by the endpoint's output schema (a
 * fixture that drifts from the contract fails), and every call is recorded. A staff app may call the
 * buyer's public endpoints too (countries); a name no surface has is refused at once.
 */
export function fakeApi(handlers: Record<string, (params: Record<string, string>) => unknown>): Call[] {
  const calls: Call[] = [];
  const server = new FakeServer((call) => { calls.push({ name: call.name, params: call.params }); });
  for (const [name, handler] of Object.entries(handlers)) {
    const eps = (['admin', 'seller', 'buyer'] as const).map((s) => endpointNamed(s, name)).filter((e) => e !== undefined);
    if (!eps.length) throw new Error(`fakeApi: the contract has no endpoint ${name}`);
    for (const ep of eps) server.on(ep, handler as never);
  }
  server.install();
  return calls;
}
