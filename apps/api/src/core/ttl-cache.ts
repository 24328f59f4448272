/** A small time-bounded cache for public reads that many buyers ask at once (lists, details, search). */
export class TtlCache<V> {
  private map = new Map<string, { at: number; value: Promise<V>; settled?: { v: V } }>();
  constructor(private readonly ttlMs: number, private readonly max = 5000) {}

  /** The cached value, or the loader's (shared by concurrent callers). Failures are not cached. */
  get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.map.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    const entry: { at: number; value: Promise<V>; settled?: { v: V } } = { at: now, value };
    this.set(key, entry);
    value.then((v) => { entry.settled = { v }; }, () => { if (this.map.get(key) === entry) this.map.delete(key); });
    return value;
  }

  /** A value already loaded and still fresh, without loading it: a read that can do without. */
  peek(key: string, now = Date.now()): V | undefined {
    const hit = this.map.get(key);
    return hit?.settled && now - hit.at < this.ttlMs ? hit.settled.v : undefined;
  }

  /** Keeps a value another read worked out on its way (a total counted with its page). */
  put(key: string, v: V, now = Date.now()): void {
    this.set(key, { at: now, value: Promise.resolve(v), settled: { v } });
  }

  clear(): void { this.map.clear(); }

  private set(key: string, entry: { at: number; value: Promise<V>; settled?: { v: V } }): void {
    if (!this.map.has(key) && this.map.size >= this.max) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, entry);
  }
}
