// Times on the wire are "yyyy-MM-dd HH:mm:ss" in Asia/Shanghai (docs/buyer-wire.md).

export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';
const SHANGHAI_OFFSET_MS = 8 * 3600_000; // China has no daylight saving time.

/** Formats an instant as "yyyy-MM-dd HH:mm:ss" in Shanghai time; "--" when empty. */
export function formatWireTime(d: Date | string | number | null | undefined): string {
  if (d == null || d === '') return '--';
  const t = new Date(d).getTime();
  if (Number.isNaN(t)) return '--';
  return new Date(t + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The Shanghai calendar day of an instant, as "yyyy-MM-dd" (daily limits reset on this day). */
export function shanghaiDay(d: Date | number = Date.now()): string {
  return new Date(new Date(d).getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the next Shanghai day begins. */
export function nextShanghaiMidnight(d: Date | number = Date.now()): Date {
  const day = shanghaiDay(d);
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS + 24 * 3600_000);
}

/** Parses a wire time (Shanghai) back to an instant. */
export function parseWireTime(s: string): Date {
  return new Date(Date.parse(s.replace(' ', 'T') + 'Z') - SHANGHAI_OFFSET_MS);
}
