import { vi } from 'vitest';
import type { ChatSocketEvent } from '@mall/contract/chat';

/** A WebSocket stand-in: tests open it, push events into it and drop it, as the server would. */
export class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  sent: string[] = [];
  constructor(readonly url: string) { FakeSocket.instances.push(this); }
  send(data: string) { this.sent.push(data); }
  close() { if (this.readyState === 3) return; this.readyState = 3; this.onclose?.(); }
  /** The server accepts the connection. */
  open() { this.readyState = 1; this.onopen?.(); }
  /** The server sends an event. */
  push(e: ChatSocketEvent) { this.onmessage?.({ data: JSON.stringify(e) }); }
}

/** Replaces the browser's WebSocket with `FakeSocket`; answers the sockets opened so far (the latest last). */
export function fakeSocket(): typeof FakeSocket.instances {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  return FakeSocket.instances;
}
