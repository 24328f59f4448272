import { formatLocalTime } from '@mall/domain/format';

const WIRE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Shows a server time as YYYY-MM-DD HH:mm:ss in the viewer's zone: wire (Shanghai) times and ISO instants alike. */
export function formatTime(v: string | null | undefined): string {
  if (!v) return '--';
  if (WIRE_TIME.test(v)) return formatLocalTime(v);
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) return v;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
