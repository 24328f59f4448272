const pad = (n: number) => String(n).padStart(2, '0');

/** When a message was written, in the viewer's zone: "HH:mm" today, else "YYYY-MM-DD HH:mm". */
export function messageTime(iso: string, now: Date = new Date()): string {
  const d = new Date(iso);
  if (!iso || Number.isNaN(d.getTime())) return '';
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return day === today ? time : `${day} ${time}`;
}
