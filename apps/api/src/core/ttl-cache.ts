/** A small time-bounded cache for public reads that many buyers ask at once (lists, details, search). */
export class TtlCache<V> {
  private map = new Map<string, { at: number; value: Promise<V> }>();
  constructor(private readonly ttlMs: number, private readonly max = 5000) {}

  /** The cached value, or the loader's (shared by concurrent callers). Failures are not cached. */
  get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.map.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as string);
    const value = load();
    this.map.set(key, { at: now, value });
    value.catch(() => { if (this.map.get(key)?.value === value) this.map.delete(key); });
    return value;
  }

  clear(): void { this.map.clear(); }
}
