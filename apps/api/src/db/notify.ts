import { sql } from 'drizzle-orm';
import pg from 'pg';
import { rows, type Executor } from './rows';

/** Sends a NOTIFY on a channel (inside a transaction, delivered when it commits). */
export async function notify(db: Executor, channel: string, payload: string): Promise<void> {
  await rows(db, sql`SELECT pg_notify(${channel}, ${payload})`);
}

/**
 * A dedicated PostgreSQL connection that LISTENs on a channel and hands each payload to `onMessage`.
 * It reconnects after a second when the connection drops, and calls `onReconnect` then (events sent
 * meanwhile were missed).
 */
export class PgListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onMessage: (payload: string) => void,
    private readonly onReconnect: () => void,
    private readonly onError: (err: Error) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (n) => { if (n.channel === this.channel && n.payload) this.onMessage(n.payload); });
    client.on('error', (err) => { this.onError(err); this.lost(client); });
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN "${this.channel.replace(/"/g, '')}"`);
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client && this.client !== null) return;
    this.client = null;
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.start().then(() => this.onReconnect(), (err: Error) => { this.onError(err); this.lost(client); });
    }, 1000);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }
}
