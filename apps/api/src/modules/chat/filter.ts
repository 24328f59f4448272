import { AppError } from '../../core/app-error';

/** What the platform masks in buyer↔store threads until an operator changes it. */
export const DEFAULT_FILTER = {
  words: ['whatsapp', 'telegram', 'wechat', 'paypal'],
  patterns: [
    // Phone numbers: 8 to 15 digits, with spaces, dots or dashes between them (longer numbers, such as
    // order numbers, are left alone).
    String.raw`(?<![\w+])\+?\d(?:[\s.-]?\d){7,14}(?!\d)`,
    // Payment addresses: Ethereum-style and TRON.
    String.raw`\b0x[a-f0-9]{40}\b`,
    String.raw`\bT[1-9A-HJ-NP-Za-km-z]{33}\b`,
    // E-mail addresses.
    String.raw`[\w.+-]+@[\w-]+\.[\w.-]+`,
  ],
};

export const MAX_FILTER_ENTRIES = 100;
export const MAX_PATTERN_LENGTH = 200;

/** Parses the filter's lines; a pattern that does not compile is refused with CHAT_FILTER_INVALID. */
export function parseFilter(words: string, patterns: string): { words: string[]; patterns: string[] } {
  const lines = (s: string) => [...new Set(s.split(/\r?\n/).map((x) => x.trim()).filter(Boolean))];
  const w = lines(words);
  const p = lines(patterns);
  if (w.length > MAX_FILTER_ENTRIES || p.length > MAX_FILTER_ENTRIES || w.some((x) => x.length > MAX_PATTERN_LENGTH) || p.some((x) => x.length > MAX_PATTERN_LENGTH)) {
    throw new AppError('CHAT_FILTER_INVALID');
  }
  for (const x of p) {
    try { new RegExp(x, 'iu'); } catch { throw new AppError('CHAT_FILTER_INVALID'); }
  }
  return { words: w, patterns: p };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled filter: masks every match with asterisks and says whether it masked anything. */
export class ContentFilter {
  private readonly res: RegExp[];
  constructor(readonly words: string[], readonly patterns: string[]) {
    this.res = [
      ...words.map((w) => new RegExp(escape(w), 'giu')),
      ...patterns.flatMap((p) => { try { return [new RegExp(p, 'giu')]; } catch { return []; } }),
    ];
  }

  apply(text: string): { text: string; masked: boolean } {
    let out = text;
    for (const re of this.res) out = out.replace(re, (m) => (m.length ? '*'.repeat(Math.min(m.length, 12)) : m));
    return { text: out, masked: out !== text };
  }
}
