/** Shows an audit detail (JSON text from the server) as "key: value" pairs; other text as it is. */
export function formatAuditDetail(detail: string): string {
  let parsed: unknown;
  try { parsed = JSON.parse(detail); } catch { return detail; }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return detail;
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length === 0) return '';
  return entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? (v === '' ? '""' : v) : JSON.stringify(v)}`).join(' · ');
}
