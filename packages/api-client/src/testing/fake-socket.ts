import { vi } from 'vitest';
import type { ChatSocketEvent } from '../chat-socket';

/**
 * A WebSocket stand-in that a test drives as the server would: `open()`, `push(event)`, `drop()`.
 * Every one made is kept, newest last.
 */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  /** The socket made last; throws when none was. */
  static last(): FakeSocket {
    const ws = FakeSocket.instances.at(-1);
    if (!ws) throw new Error('no socket was opened');
    return ws;
  }
  /** Forgets the sockets made so far. */
  static reset(): void { FakeSocket.instances = []; }

  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  readonly sent: string[] = [];

  constructor(readonly url: string) { FakeSocket.instances.push(this); }

  send(data: string): void { this.sent.push(data); }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({});
  }

  /** The server accepts the connection. */
  open(): void { this.readyState = 1; this.onopen?.({}); }
  /** The connection is lost. */
  drop(): void { this.close(); }
  /** The server sends an event. */
  push(e: ChatSocketEvent): void { this.onmessage?.({ data: JSON.stringify(e) }); }
}

/** The fake as a WebSocket constructor, for code that is given one (`WebSocketImpl`). */
export const fakeWebSocketImpl = FakeSocket as unknown as typeof WebSocket;

/**
 * Puts `FakeSocket` in place of the browser's WebSocket (`vi.unstubAllGlobals()` undoes it);
 * answers the sockets opened from now on, newest last.
 */
export function fakeSocket(): FakeSocket[] {
  FakeSocket.reset();
  vi.stubGlobal('WebSocket', FakeSocket);
  return FakeSocket.instances;
}
