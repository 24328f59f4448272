/**
 * Answers to polls, kept per account with a version: every event that concerns an account bumps its
 * version (in every server process, through the fan-out), so a poll that finds the version unchanged
 * gets the kept answer without touching the database.
 */
export class PollCache {
  private readonly versions = new Map<string, number>();
  private readonly answers = new Map<string, { version: number; value: unknown }>();
  /** Answers computed from the database (tests count them). */
  misses = 0;

  constructor(private readonly maxAnswers = 20_000) {}

  bump(key: string): void {
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
  }

  /** Forgets everything (after the fan-out lost its connection and may have missed events). */
  reset(): void {
    for (const k of this.versions.keys()) this.bump(k);
    this.answers.clear();
  }

  async get<T>(versionKey: string, answerKey: string, compute: () => Promise<T>): Promise<T> {
    const version = this.versions.get(versionKey) ?? 0;
    const kept = this.answers.get(answerKey);
    if (kept && kept.version === version) return kept.value as T;
    this.misses++;
    const value = await compute();
    if (this.answers.size >= this.maxAnswers) this.answers.delete(this.answers.keys().next().value as string);
    // Kept under the version read before computing: an event during the computation makes it stale.
    this.answers.set(answerKey, { version, value });
    return value;
  }
}
