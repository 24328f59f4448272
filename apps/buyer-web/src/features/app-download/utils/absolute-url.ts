/** A download link as a full address (the server may answer a path); '' stays ''. */
export function absoluteUrl(link: string, origin: string): string {
  const v = link.trim();
  if (!v) return '';
  try {
    return new URL(v, origin).toString();
  } catch {
    return '';
  }
}
