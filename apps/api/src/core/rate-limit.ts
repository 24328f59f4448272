/** A fixed one-minute window counter per key, in memory (per process). */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  /** Counts a hit; false when the key has used up its allowance for this minute. */
  hit(key: string, perMinute: number, now = Date.now()): boolean {
    const w = this.windows.get(key);
    if (!w || now - w.start >= 60_000) {
      if (this.windows.size > 50_000) this.prune(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= perMinute;
  }

  private prune(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(k);
  }
}
