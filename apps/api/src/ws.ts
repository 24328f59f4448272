import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, Auth, Authenticator } from './core/auth';

/** Limits of the websocket: frame size, sockets per account and in all, and messages a client may send. */
export interface HubLimits {
  maxPayload: number;
  perAccount: number;
  total: number;
  /** Client frames per 10 s before the socket is closed. */
  framesPer10s: number;
  /** Allowed `Origin` values ("*" allows any; clients without an Origin, such as apps, are allowed). */
  origins: string[];
}

export const DEFAULT_HUB_LIMITS: HubLimits = { maxPayload: 4096, perAccount: 10, total: 10_000, framesPer10s: 50, origins: ['*'] };

/** The key of an account's sockets: `user:12`, `seller:3`, `admin:1`. */
export const accountKey = (actor: Actor, id: number) => `${actor}:${id}`;

interface Client { socket: WebSocket; auth: Auth | null; frames: number; windowStart: number; alive: boolean }

/**
 * The websocket: on its own port (`WS_PORT`, where the existing clients connect) and at `/ws` on the
 * web port (our apps, same origin). A client signs in with `?token=&surface=user|seller|admin`; the
 * hub pushes JSON events to the sockets of an account. Frames are small, clients are counted, a
 * chatty client is closed, and a socket that stops answering pings is dropped.
 */
export class PushHub {
  private readonly wss: WebSocketServer;
  private readonly byAccount = new Map<string, Set<Client>>();
  private readonly clients = new Map<WebSocket, Client>();
  private readonly servers: Server[] = [];
  private readonly heartbeat: ReturnType<typeof setInterval>;
  /** Called when an account's first socket opens (the chat module sends the current unread counts). */
  onConnect: (auth: Auth) => void = () => undefined;

  constructor(private readonly authn: Authenticator, private readonly log: FastifyBaseLogger, private readonly limits: HubLimits = DEFAULT_HUB_LIMITS) {
    this.wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayload });
    this.wss.on('connection', (socket: WebSocket, req: IncomingMessage) => void this.accept(socket, req));
    this.heartbeat = setInterval(() => this.sweep(), 30_000);
    this.heartbeat.unref();
  }

  /** Accepts upgrades on an HTTP server (the web port) at `path`. */
  attach(server: Server, path = '/ws'): void {
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      if ((req.url ?? '').split('?')[0] !== path) return void socket.destroy();
      this.upgrade(req, socket, head);
    });
  }

  /** Listens on a port of its own (any path); plain HTTP requests get 426. */
  async listen(port: number, host: string): Promise<number> {
    const server = createServer((_req, res) => { res.writeHead(426, { 'content-type': 'text/plain' }).end('websocket only'); });
    server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => this.upgrade(req, socket, head));
    this.servers.push(server);
    await new Promise<void>((ok, fail) => { server.once('error', fail); server.listen(port, host, () => ok()); });
    const addr = server.address();
    return typeof addr === 'object' && addr ? addr.port : port;
  }

  private upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const origin = req.headers.origin;
    if (origin && !this.limits.origins.includes('*') && !this.limits.origins.includes(origin)) {
      socket.write('HTTP/1.1 403 Forbidden\r\n\r\n');
      return void socket.destroy();
    }
    if (this.wss.clients.size >= this.limits.total) {
      socket.write('HTTP/1.1 503 Service Unavailable\r\n\r\n');
      return void socket.destroy();
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  private async accept(socket: WebSocket, req: IncomingMessage): Promise<void> {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const token = q.get('token') ?? '';
    const surface = q.get('surface');
    const actor: Actor = surface === 'seller' || surface === 'admin' ? surface : 'user';
    const client: Client = { socket, auth: null, frames: 0, windowStart: Date.now(), alive: true };
    this.clients.set(socket, client);
    socket.on('close', () => this.clients.delete(socket));
    socket.on('pong', () => { client.alive = true; });
    socket.on('message', (raw) => this.onFrame(client, raw.toString()));
    socket.on('error', () => socket.terminate());
    let auth: Auth | null = null;
    try { auth = token ? await this.authn.resolve(actor, token) : null; } catch (err) { this.log.warn({ err: (err as Error).message }, 'websocket sign-in failed'); }
    if (socket.readyState !== socket.OPEN) return;
    if (auth) {
      const key = accountKey(auth.actor, auth.id);
      const set = this.byAccount.get(key) ?? new Set<Client>();
      if (set.size >= this.limits.perAccount) {
        // The oldest socket of the account gives way to the new one.
        const oldest = set.values().next().value;
        if (oldest) { set.delete(oldest); oldest.socket.close(1008, 'too many sockets'); }
      }
      set.add(client);
      this.byAccount.set(key, set);
      client.auth = auth;
      socket.on('close', () => { set.delete(client); if (!set.size) this.byAccount.delete(key); });
    }
    socket.send(JSON.stringify({ type: 'hello', authenticated: Boolean(auth) }));
    if (auth) this.onConnect(auth);
  }

  private onFrame(client: Client, text: string): void {
    const now = Date.now();
    if (now - client.windowStart > 10_000) { client.windowStart = now; client.frames = 0; }
    if (++client.frames > this.limits.framesPer10s) return void client.socket.close(1008, 'rate');
    let msg: { type?: unknown };
    try { msg = JSON.parse(text) as { type?: unknown }; } catch { return; }
    if (msg?.type === 'ping') client.socket.send(JSON.stringify({ type: 'pong', time: now }));
  }

  private sweep(): void {
    for (const [socket, client] of this.clients) {
      if (!client.alive) { socket.terminate(); continue; }
      client.alive = false;
      try { socket.ping(); } catch { socket.terminate(); }
    }
  }

  /** Whether this process holds a socket of the account. */
  has(key: string): boolean {
    return this.byAccount.has(key);
  }

  /** Keys of the accounts with a socket here whose key starts with `prefix` (e.g. every admin). */
  keys(prefix: string): string[] {
    return [...this.byAccount.keys()].filter((k) => k.startsWith(prefix));
  }

  /** The signed-in caller of an account key held here (for role checks), if any. */
  authOf(key: string): Auth | undefined {
    return this.byAccount.get(key)?.values().next().value?.auth ?? undefined;
  }

  /** Sends an event to every open socket of an account in this process. */
  push(key: string, event: unknown): void {
    const set = this.byAccount.get(key);
    if (!set) return;
    const text = JSON.stringify(event);
    for (const c of set) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const c of this.wss.clients) c.terminate();
    await new Promise<void>((ok) => this.wss.close(() => ok()));
    await Promise.all(this.servers.map((s) => new Promise<void>((ok) => s.close(() => ok()))));
  }
}
