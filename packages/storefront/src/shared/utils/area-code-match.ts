/** A country's dialling code as the area-code picker offers it. */
export interface AreaCodeOption {
  iso: string;
  /** Digits only ("1684" for +1-684). */
  code: string;
  /** The country's name in the interface language. */
  name: string;
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const byName = (a: AreaCodeOption, b: AreaCodeOption) => a.name.localeCompare(b.name);

/**
 * The options that fit what was typed, best first. Digits (a leading + or spaces allowed) find the code
 * typed exactly first, then the codes that start with it, shortest first ("44" puts the United Kingdom
 * first and never Angola's 244). Anything else finds country names: names that start with the text,
 * then names with a word that starts with it, then names that contain it. Nothing typed: every option.
 */
export function matchAreaCodes(options: readonly AreaCodeOption[], typed: string): AreaCodeOption[] {
  const text = typed.trim();
  if (!text) return [...options];
  const digits = text.replace(/^\+/, '').replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) {
    const exact = options.filter((o) => o.code === digits).sort(byName);
    const longer = options
      .filter((o) => o.code !== digits && o.code.startsWith(digits))
      .sort((a, b) => a.code.length - b.code.length || a.code.localeCompare(b.code) || byName(a, b));
    return [...exact, ...longer];
  }
  const q = fold(text);
  const ranked = options
    .map((o) => {
      const name = fold(o.name);
      const rank = name.startsWith(q) ? 0 : name.split(/[\s\-'’(),.]+/).some((w) => w.startsWith(q)) ? 1 : name.includes(q) ? 2 : -1;
      return { o, rank };
    })
    .filter((r) => r.rank >= 0);
  return ranked.sort((a, b) => a.rank - b.rank || byName(a.o, b.o)).map((r) => r.o);
}
