import { WebSocketServer, type WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Authenticator } from './core/auth';

/**
 * The websocket port (JSON messages on port 5000). Buyers connect with `?token=`;
 * the hub pushes JSON events to a user's open sockets (chat and notifications use it).
 */
export class WsHub {
  private readonly wss: WebSocketServer;
  private readonly byUser = new Map<number, Set<WebSocket>>();

  constructor(port: number, host: string, private readonly authn: Authenticator, private readonly log: FastifyBaseLogger) {
    this.wss = new WebSocketServer({ port, host, maxPayload: 64 * 1024 });
    this.wss.on('connection', (socket, req) => void this.accept(socket, req.url ?? ''));
    this.wss.on('error', (err) => this.log.error({ err: err.message }, 'websocket server error'));
  }

  /** Resolves once the port is listening. */
  ready(): Promise<void> {
    return new Promise((ok, fail) => {
      if (this.wss.address()) return ok();
      this.wss.once('listening', () => ok());
      this.wss.once('error', fail);
    });
  }

  private async accept(socket: WebSocket, url: string): Promise<void> {
    const token = new URL(url, 'http://x').searchParams.get('token') ?? '';
    const auth = token ? await this.authn.resolve('user', token) : null;
    if (auth) {
      const set = this.byUser.get(auth.id) ?? new Set();
      set.add(socket);
      this.byUser.set(auth.id, set);
      socket.on('close', () => { set.delete(socket); if (!set.size) this.byUser.delete(auth.id); });
    }
    socket.on('message', (raw) => {
      let msg: { type?: string } = {};
      try { msg = JSON.parse(String(raw)); } catch { return; }
      if (msg.type === 'ping') socket.send(JSON.stringify({ type: 'pong', time: Date.now() }));
    });
    socket.send(JSON.stringify({ type: 'hello', authenticated: Boolean(auth) }));
  }

  /** Sends an event to every open socket of a user. */
  push(userId: number, event: unknown): void {
    for (const s of this.byUser.get(userId) ?? []) s.send(JSON.stringify(event));
  }

  close(): Promise<void> {
    for (const c of this.wss.clients) c.terminate();
    return new Promise((ok) => this.wss.close(() => ok()));
  }
}
