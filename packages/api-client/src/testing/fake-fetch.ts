import type { AnyEndpoint, ResultOf } from '@mall/contract/endpoint';
import type { ErrorKey } from '@mall/contract/errors';
import { surfaceOfPath } from './endpoint-index';

/** One request the fake server received: the endpoint name, every parameter (query and form body) and the session token sent, if any. */
export interface FakeCall { name: string; params: Record<string, string>; token?: string }

/** An error answer: the envelope code "1" (or "403") with a key of the closed set. */
export class FakeFailure {
  constructor(readonly key: ErrorKey, readonly code: '1' | '403' = '1', readonly msg: string = key) {}
}

type Answer<E extends AnyEndpoint> =
  | ResultOf<E>
  | FakeFailure
  // A function may answer later (a promise), to hold a request while the test looks at the page.
  | ((params: Record<string, string>) => ResultOf<E> | FakeFailure | Promise<ResultOf<E> | FakeFailure>);

/**
 * A fake API for component tests and Storybook screens, typed from the contract: each answer must have the shape of its
 * endpoint's output (checked by TypeScript and again by the output schema when it is sent), so a
 * fixture cannot drift from what the real server answers. Unknown endpoints answer a business error.
 */
export class FakeServer {
  readonly calls: FakeCall[] = [];
  /** The endpoints called that had no answer (each answered a business error). */
  readonly unanswered: string[] = [];
  private readonly answers = new Map<string, (params: Record<string, string>) => Promise<unknown>>();

  /** `onCall` sees every request as it arrives (adapters keep their own record of calls). */
  constructor(private readonly onCall?: (call: FakeCall, url: URL) => void) {}

  /** Answers an endpoint (a value, a failure, or a function of the parameters). */
  on<E extends AnyEndpoint>(ep: E, answer: Answer<E>): this {
    // Keyed by surface too: a seller's `auth!me` is not an admin's.
    this.answers.set(`${ep.surface}:${ep.name}`, async (params) => {
      const a = typeof answer === 'function' ? await (answer as (p: Record<string, string>) => unknown)(params) : answer;
      if (a instanceof FakeFailure) return a;
      // The real server shapes every answer through the output schema: so does the fake.
      return a === null || a === undefined ? null : ep.output.parse(a);
    });
    return this;
  }

  /** The calls made to one endpoint. */
  callsTo(ep: AnyEndpoint): FakeCall[] {
    return this.calls.filter((c) => c.name === ep.name);
  }

  /** Answers one request as the real server would (the envelope, as JSON). */
  readonly handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(req.url);
    // The endpoint's name is what follows the surface's prefix (it may hold a slash: `activity/lottery!…`).
    const name = url.pathname.replace(/^.*?\/api\/(?:admin\/|seller\/)?/, '');
    const params: Record<string, string> = {};
    for (const [k, v] of url.searchParams) if (k !== 'token' && k !== 'lang') params[k] = v;
    if ((req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
      for (const [k, v] of new URLSearchParams(await req.clone().text())) if (!(k in params)) params[k] = v;
    }
    const token = url.searchParams.get('token') ?? undefined;
    const call: FakeCall = token === undefined ? { name, params } : { name, params, token };
    this.calls.push(call);
    this.onCall?.(call, url);
    const handler = this.answers.get(`${surfaceOfPath(url.pathname)}:${name}`);
    const body = await (async () => {
      if (!handler) {
        this.unanswered.push(name);
        return { code: '1', msg: `no fake for ${name}`, data: null };
      }
      const out = await handler(params);
      if (out instanceof FakeFailure) return { code: out.code, msg: out.msg, data: null, key: out.key };
      return { code: '0', msg: null, data: out };
    })();
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}

let active: FakeServer | null = null;

/**
 * Makes `server` answer every API request of this page from now on, without a test runner (Storybook):
 * the page's `fetch` is wrapped once, and any other request (a locale, an image) goes to the network.
 */
export function serveFakeApi(server: FakeServer): void {
  if (!active) {
    const network = globalThis.fetch.bind(globalThis);
    globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      return active && /\/api\//.test(url.pathname) ? active.handle(input, init) : network(input, init);
    };
  }
  active = server;
}

/** The server serveFakeApi put in place last, if any. */
export function activeFakeApi(): FakeServer | null {
  return active;
}
