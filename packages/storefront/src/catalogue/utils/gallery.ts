/** The non-empty image URLs of imgUrl1..imgUrl<max>, in order. */
export function imagesOf(item: object, max: number): string[] {
  const out: string[] = [];
  const record = item as Record<string, unknown>;
  for (let i = 1; i <= max; i += 1) {
    const v = record[`imgUrl${i}`];
    if (typeof v === 'string' && v.trim()) out.push(v);
  }
  return out;
}
