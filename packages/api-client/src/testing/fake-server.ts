import { vi } from 'vitest';
import { FakeServer as FakeFetchServer } from './fake-fetch';

export { FakeFailure, type FakeCall } from './fake-fetch';

/** The contract-typed fake API of component tests: `install()` puts it in place of `fetch`. */
export class FakeServer extends FakeFetchServer {
  /** Replaces global fetch with this server until `vi.unstubAllGlobals()`. */
  install(): this {
    vi.stubGlobal('fetch', vi.fn(this.handle));
    return this;
  }
}

/** A fake server, installed. */
export function fakeServer(): FakeServer {
  return new FakeServer().install();
}
