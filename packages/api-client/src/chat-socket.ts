import type { ChatSocketEvent } from '@mall/contract/chat';

export type { ChatSocketEvent };

export interface ChatSocketOptions {
  /** Full websocket URL without the query, e.g. `ws://host/ws` (see `defaultSocketUrl`). */
  url: string;
  token: string;
  surface: 'user' | 'seller' | 'admin';
  onEvent: (e: ChatSocketEvent) => void;
  /** Told when the socket opens (true) or is lost (false); clients poll while it is down. */
  onStatus?: (open: boolean) => void;
  /** The WebSocket constructor (tests pass a fake); the browser's by default. */
  WebSocketImpl?: typeof WebSocket;
}

/** The same-origin socket our apps use: `/ws` on the page's host and port. */
export function defaultSocketUrl(loc: { protocol: string; host: string } = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

/** Reconnect delays: 1 s, then doubling up to 30 s; back to 1 s after a connection that opened. */
export function retryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

/**
 * A websocket that stays connected: it retries after a second and backs off while the server is
 * away, pings every 25 s, and reports whether it is open so that callers poll only while it is not.
 */
export class ChatSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private ping: ReturnType<typeof setInterval> | null = null;
  private closed = false;
  open = false;

  constructor(private readonly opts: ChatSocketOptions) {
    this.connect();
  }

  private connect(): void {
    const Impl = this.opts.WebSocketImpl ?? (typeof WebSocket === 'undefined' ? undefined : WebSocket);
    if (!Impl || this.closed) return;
    const q = new URLSearchParams({ token: this.opts.token, surface: this.opts.surface });
    let ws: WebSocket;
    try {
      ws = new Impl(`${this.opts.url}?${q}`);
    } catch {
      this.schedule();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      this.setOpen(true);
      this.ping = setInterval(() => { if (ws.readyState === 1) ws.send('{"type":"ping"}'); }, 25_000);
    };
    ws.onmessage = (m) => {
      let e: ChatSocketEvent;
      try { e = JSON.parse(String(m.data)) as ChatSocketEvent; } catch { return; }
      this.opts.onEvent(e);
    };
    ws.onclose = () => {
      if (this.ping) clearInterval(this.ping);
      this.ping = null;
      this.ws = null;
      this.setOpen(false);
      this.schedule();
    };
    ws.onerror = () => { try { ws.close(); } catch { /* already closing */ } };
  }

  private schedule(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => { this.retry = null; this.connect(); }, retryDelay(this.attempt++));
  }

  private setOpen(open: boolean): void {
    if (this.open === open) return;
    this.open = open;
    this.opts.onStatus?.(open);
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.ping) clearInterval(this.ping);
    this.ws?.close();
    this.ws = null;
  }
}
