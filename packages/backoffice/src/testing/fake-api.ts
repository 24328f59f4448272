import { vi } from 'vitest';

/** One call the page made: the endpoint name and its query parameters. */
export interface Call { name: string; params: Record<string, string> }

/**
 * Replaces fetch with a fake staff API (admin or seller): each endpoint answers from `handlers` (data wrapped in a success
 * envelope), and every call is recorded. Unknown endpoints answer a business error.
 */
export function fakeApi(handlers: Record<string, (params: Record<string, string>) => unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const name = url.pathname.split('/').pop()!;
    const params = Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'token' && k !== 'lang'));
    calls.push({ name, params });
    const handler = handlers[name];
    const body = handler ? { code: '0', msg: null, data: handler(params) } : { code: '1', msg: `no fake for ${name}`, data: null };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}
