import { WORDS_A } from './catalogue-words-a';
import { WORDS_B } from './catalogue-words-b';
import { LEAF_SUFFIX, TOP_CATEGORIES } from './words';

/** The demo catalogue's names in one language other than English. */
export interface CatalogueWords {
  /** Per top category: `Top|Sub1|…|Sub6`, in the order of TOP_CATEGORIES. */
  categories: string[];
  /** The three leaf names, `{{name}}` standing for the sub-category (order of LEAF_SUFFIX). */
  leaves: [string, string, string];
  /** `Colour|Red|Blue|Black`. */
  colour: string;
}

/** Every language but English (which lives in the base tables). */
export const CATALOGUE_WORDS: Record<string, CatalogueWords> = { ...WORDS_A, ...WORDS_B };

/** The seeded colour attribute and its values, in English, as stored in goods_attrs / goods_attr_values. */
export const COLOUR_EN = ['Colour', 'Red', 'Blue', 'Black'] as const;

/** A category's names by language: top (ti), sub (ti, si) or leaf (ti, si, li). */
export function categoryNames(ti: number, si?: number, li?: number): [lang: string, name: string][] {
  return Object.entries(CATALOGUE_WORDS).map(([lang, w]) => {
    const parts = w.categories[ti].split('|');
    if (si === undefined) return [lang, parts[0]];
    const sub = parts[1 + si];
    return [lang, li === undefined ? sub : w.leaves[li].replace('{{name}}', sub)];
  });
}

/** Checks that every dictionary has the shape of the English word lists (a seed test runs it). */
export function catalogueWordsProblems(): string[] {
  const out: string[] = [];
  for (const [lang, w] of Object.entries(CATALOGUE_WORDS)) {
    if (w.categories.length !== TOP_CATEGORIES.length) out.push(`${lang}: ${w.categories.length} top categories`);
    w.categories.forEach((line, i) => {
      if (line.split('|').length !== 1 + TOP_CATEGORIES[i][1].length) out.push(`${lang}: category line ${i}`);
    });
    if (w.leaves.length !== LEAF_SUFFIX.length || w.leaves.some((l) => !l.includes('{{name}}'))) out.push(`${lang}: leaves`);
    if (w.colour.split('|').length !== COLOUR_EN.length) out.push(`${lang}: colour`);
  }
  return out;
}
