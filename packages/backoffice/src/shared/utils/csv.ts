/** A CSV cell: text, a number, or nothing. */
export type CsvValue = string | number | null | undefined;

const BOM = '\uFEFF';

/** One field, quoted when it holds a comma, a quote, a line break or edge spaces (quotes doubled, RFC 4180). */
export function csvField(v: CsvValue): string {
  const s = v == null ? '' : String(v);
  // A leading =, +, - or @ would be run as a formula by spreadsheets: such text is kept as text.
  const safe = typeof v === 'string' && /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: UTF-8 byte order mark (spreadsheets then read non-Latin text right), a header row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return BOM + [header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Offers the CSV text as a file download (in the browser, nothing sent anywhere). */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
