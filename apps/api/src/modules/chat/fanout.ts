import type { Db } from '../../db/client';
import { notify, PgListener } from '../../db/notify';
import type { Executor } from '../../db/rows';

/**
 * What one server process tells every process (itself included) after a commit: which accounts an
 * event concerns, so each can bump its poll versions and push to the sockets it holds. Payloads are
 * ids only (a NOTIFY payload is limited to 8 kB); a process that holds a socket reads the rest.
 */
export type Fanned =
  /** A message was written (or withdrawn) in a conversation. */
  | { t: 'msg'; conv: number; msg: string; user: number; seller: number | null; support: boolean }
  /** Someone read a conversation, or it was assigned, closed or reopened: counts changed. */
  | { t: 'conv'; conv: number; user: number; seller: number | null; support: boolean }
  /** A seller notice was created. */
  | { t: 'notice'; seller: number }
  /** An order changed status. */
  | { t: 'order'; user: number; seller: number; no: string; st: number };

export const CHANNEL = 'mall_push';

export interface Fanout {
  /** Tells every process; with `tx`, only once that transaction commits (PostgreSQL delivers NOTIFY on commit). */
  publish(e: Fanned, tx?: Executor): Promise<void>;
  close(): Promise<void>;
}

/** One process (PGlite): events go straight to this process's handler. */
export function localFanout(deliver: (e: Fanned) => void): Fanout {
  return {
    // PGlite runs one statement at a time, so whatever a push reads waits for the writer's commit.
    publish: async (e) => { setImmediate(() => deliver(e)); },
    close: async () => undefined,
  };
}

/**
 * Several processes on one PostgreSQL: events go through NOTIFY and come back to every process
 * (this one too) through its LISTEN connection.
 */
export async function pgFanout(db: Db, url: string, deliver: (e: Fanned) => void, onReconnect: () => void, onError: (err: Error) => void): Promise<Fanout> {
  const listener = new PgListener(url, CHANNEL, (payload) => {
    let e: Fanned;
    try { e = JSON.parse(payload) as Fanned; } catch { return; }
    deliver(e);
  }, onReconnect, onError);
  await listener.start();
  return {
    publish: async (e, tx) => { await notify(tx ?? db, CHANNEL, JSON.stringify(e)); },
    close: () => listener.stop(),
  };
}
