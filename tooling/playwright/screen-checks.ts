import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

// What a person sees, checked on every main page in English, Arabic and Japanese at desktop and
// phone widths: the page does not scroll sideways, no control is cut off at the screen's edge or
// lies on another control, and a translated page shows no English text of our own.

export const SCREEN_LANGUAGES = ['en', 'ar', 'ja'] as const;
export type ScreenLanguage = (typeof SCREEN_LANGUAGES)[number];
export const SCREEN_SIZES = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ScreenSize = keyof typeof SCREEN_SIZES;

const LOCALES = join(process.cwd(), 'locales');

function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

function texts(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(join(LOCALES, lang))) flatten(JSON.parse(readFileSync(join(LOCALES, lang, file), 'utf8')), file.replace(/\.json$/, ''), out);
  return out;
}

const untranslatedCache = new Map<string, { phrases: string[]; words: Set<string> }>();

/**
 * Our English texts that the language translates differently: phrases (two words or more, found
 * anywhere in the page) and every text (found as the whole text of a control, label or heading).
 */
function englishOf(lang: string): { phrases: string[]; words: Set<string> } {
  const cached = untranslatedCache.get(lang);
  if (cached) return cached;
  const en = texts('en');
  const other = texts(lang);
  const phrases = new Set<string>();
  const words = new Set<string>();
  for (const [key, value] of en) {
    const translated = other.get(key);
    if (!translated || translated === value || /{{|<|\$t\(/.test(value)) continue;
    const text = value.replace(/[.:!?…]+$/, '').trim();
    if (!/[A-Za-z]{3}/.test(text)) continue;
    if (/\s/.test(text) && text.length >= 10) phrases.add(text);
    if (text.length >= 4) words.add(text);
  }
  const result = { phrases: [...phrases], words };
  untranslatedCache.set(lang, result);
  return result;
}

/** Opens the page in a language (stored as the apps read it) and waits until it has settled. */
export async function useLanguage(page: Page, lang: ScreenLanguage): Promise<void> {
  await page.addInitScript((l) => { localStorage.setItem('ES_LANG', l); }, lang);
}

interface Box { x: number; y: number; width: number; height: number; label: string }

/** Checks the page as it is now and keeps a full-page screenshot beside the test's results. */
export async function checkScreen(page: Page, info: TestInfo, name: string, lang: ScreenLanguage): Promise<void> {
  await page.evaluate(async () => { await document.fonts.ready; });
  // Animations (drawers, snackbars) come to rest.
  await page.waitForTimeout(300);
  // The picture is for people reading the results; a slow font must not fail the checks below.
  const shot = info.outputPath(`${name}.png`);
  const taken = await page.screenshot({ path: shot, fullPage: true, timeout: 15_000 }).then(() => true, () => false);
  if (taken) await info.attach(name, { path: shot, contentType: 'image/png' });

  // 1. No sideways scrolling.
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, view: window.innerWidth }));
  expect.soft(Math.max(widths.doc, widths.body), `${name}: the page is wider than the screen`).toBeLessThanOrEqual(widths.view);

  // 2. Controls: none cut off at the screen's edge, none lying on another.
  const boxes = await page.evaluate(() => {
    const view = window.innerWidth;
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      if (s.visibility === 'hidden' || s.display === 'none' || Number(s.opacity) === 0) return false;
      const r = el.getBoundingClientRect();
      return r.width > 2 && r.height > 2;
    };
    // Inside a box that scrolls or clips sideways (a carousel, a wide table), a control may be out of view.
    const inScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(s.overflowX) && p.scrollWidth > p.clientWidth + 1) return true;
        if (s.position === 'fixed' && p.getBoundingClientRect().right < 0) return true;
      }
      return false;
    };
    const controls = [...document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=combobox]')]
      .filter((el) => visible(el) && !el.closest('[aria-hidden=true], .MuiBackdrop-root') && !(el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio' || el.type === 'range')));
    const label = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    const cut = controls.filter((el) => { const r = el.getBoundingClientRect(); return (r.left < -1 || r.right > view + 1) && !inScroller(el); }).map(label);
    // What shows of a control inside boxes that scroll or clip up and down (a long dialog's content):
    // the part scrolled out of such a box is hidden, not lying on what is below the box.
    const shownPart = (el: Element) => {
      const r = el.getBoundingClientRect();
      let top = r.top;
      let bottom = r.bottom;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (!/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowY)) continue;
        const pr = p.getBoundingClientRect();
        top = Math.max(top, pr.top);
        bottom = Math.min(bottom, pr.bottom);
      }
      return { left: r.left, width: r.width, top, height: bottom - top };
    };
    const boxes = controls.filter((el) => !controls.some((o) => o !== el && o.contains(el)) && !inScroller(el))
      .map((el) => ({ el, r: shownPart(el) })).filter(({ r }) => r.height > 2)
      .map(({ el, r }) => ({ x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height, label: label(el), fixed: getComputedStyle(el).position === 'fixed' || !!el.closest('header, [class*=MuiAppBar], [class*=BottomNavigation], [role=dialog], [class*=Snackbar]') }));
    return { cut, boxes };
  });
  expect.soft(boxes.cut, `${name}: controls cut off at the edge of the screen`).toEqual([]);
  // On a desktop screen a table fits: its decisions must not hide behind a sideways scroll.
  if (page.viewportSize()!.width >= 1024) {
    const scrolling = await page.evaluate(() => [...document.querySelectorAll('table')]
      .filter((t) => { const p = t.parentElement; return !!p && p.clientWidth > 50 && t.getBoundingClientRect().height > 2 && p.scrollWidth > p.clientWidth + 1; })
      .map((t) => t.getAttribute('aria-label') ?? t.querySelector('th')?.textContent ?? 'table'));
    expect.soft(scrolling, `${name}: tables wider than a desktop screen`).toEqual([]);
  }
  const overlaps: string[] = [];
  const flow = boxes.boxes as (Box & { fixed: boolean })[];
  for (let i = 0; i < flow.length; i++) {
    for (let j = i + 1; j < flow.length; j++) {
      const a = flow[i];
      const b = flow[j];
      if (a.fixed !== b.fixed) continue; // a fixed bar lies over the scrolled page by design
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      if (w > 4 && h > 4 && w * h > 0.2 * Math.min(a.width * a.height, b.width * b.height)) overlaps.push(`${a.label} × ${b.label}`);
    }
  }
  expect.soft(overlaps, `${name}: controls lying on each other`).toEqual([]);

  // 3. No English of ours in a translated page.
  if (lang !== 'en') {
    const { phrases, words } = englishOf(lang);
    const seen = await page.evaluate(() => {
      const shown = (el: Element) => { const s = getComputedStyle(el); return s.visibility !== 'hidden' && s.display !== 'none'; };
      const whole = [...document.querySelectorAll('button, a, h1, h2, h3, h4, h5, h6, label, th, [role=tab], [role=menuitem], legend, .MuiChip-label, .MuiTypography-root')]
        .filter((el) => shown(el) && el.getBoundingClientRect().width > 0)
        .map((el) => (el.textContent ?? '').trim());
      const attrs = [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
        .flatMap((el) => ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? '').filter(Boolean));
      return { text: document.body.innerText, whole, attrs, title: document.title };
    });
    const all = [seen.text, ...seen.attrs, seen.title].join('\n');
    const english = [
      ...phrases.filter((p) => all.includes(p)),
      ...[...new Set([...seen.whole, ...seen.attrs])].filter((w) => words.has(w.replace(/[.:!?…]+$/, ''))),
    ];
    expect.soft([...new Set(english)], `${name}: English text on a page in ${lang}`).toEqual([]);
  }
}

/** A page to check: where it is, and whom it needs signed in (the app's token key, or none). */
export interface ScreenPage {
  name: string;
  path: string;
  /** Waited for before the check: something every load of this page shows. */
  ready?: (page: Page) => Promise<void>;
}

/** Visits each page at one size in one language and checks it; `signIn` runs first in the page. */
export async function checkScreens(page: Page, info: TestInfo, app: string, lang: ScreenLanguage, size: ScreenSize, pages: readonly ScreenPage[]): Promise<void> {
  await page.setViewportSize(SCREEN_SIZES[size]);
  await useLanguage(page, lang);
  for (const p of pages) {
    await page.goto(p.path);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'ja' ? /^ja/ : lang === 'ar' ? /^ar/ : /^en/);
    if (p.ready) await p.ready(page);
    await checkScreen(page, info, `${app}-${p.name}-${lang}-${size}`, lang);
  }
}

export interface ScreenSuite<S> {
  /** The app's name, in test titles and screenshot names. */
  app: string;
  /** Creates what the pages show, once per file. */
  seed: (request: APIRequestContext) => Promise<S>;
  /** Pages checked before signing in. */
  signedOut: (seed: S) => readonly ScreenPage[];
  /** Pages checked signed in: the session stored under `tokenKey` (ES_TOKEN, ES_SELLER_TOKEN…). */
  signedIn: readonly ScreenPage[];
  tokenKey: string;
  token: (seed: S) => string;
}

/** One test per language and size over an app's pages, signed out and then signed in. */
export function screenTests<S>(suite: ScreenSuite<S>): void {
  test.describe.configure({ timeout: 120_000 });
  let seed: S;
  test.beforeAll(async ({ request }) => { seed = await suite.seed(request); });
  for (const lang of SCREEN_LANGUAGES) {
    for (const size of Object.keys(SCREEN_SIZES) as ScreenSize[]) {
      test(`${suite.app} pages in ${lang} at ${size} width`, async ({ page }, info) => {
        await checkScreens(page, info, suite.app, lang, size, suite.signedOut(seed));
        await page.evaluate(([key, token]) => localStorage.setItem(key, token), [suite.tokenKey, suite.token(seed)] as const);
        await checkScreens(page, info, suite.app, lang, size, suite.signedIn);
      });
    }
  }
}
