import type { ChatSocketEvent } from '@mall/api-client/chat-socket';

/** A WebSocket the test drives: `open()`, `drop()` and `emit(event)`; every one made is kept, newest last. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static last(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (!ws) throw new Error('no socket was opened');
    return ws;
  }
  static reset(): void { FakeWebSocket.instances = []; }

  readyState = 0;
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  readonly sent: string[] = [];

  constructor(readonly url: string) { FakeWebSocket.instances.push(this); }

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
  emit(e: ChatSocketEvent): void { this.onmessage?.({ data: JSON.stringify(e) }); }
}

/** The fake as the socket client's constructor type. */
export const fakeWebSocketImpl = FakeWebSocket as unknown as typeof WebSocket;
