import type { Page } from '@playwright/test';

// Markup that would run script if a page put it into the DOM as HTML or into a link, an attribute or
// a style: the common vectors (tags with event handlers, script and iframe, javascript: and data:
// URLs, SVG, broken-out attributes, template and CSS tricks). Each one, if it ran, sets
// `window.__xss`; a test sends them as user content and checks that the page shows them as text and
// that nothing ran.

export const XSS_PAYLOADS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '<svg><script>window.__xss=4</script></svg>',
  '<iframe src="javascript:parent.__xss=5"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=6</script>"></iframe>',
  '<a href="javascript:window.__xss=7">click me</a>',
  'javascript:window.__xss=8',
  '<body onload="window.__xss=9">',
  '<details open ontoggle="window.__xss=10">',
  '<input autofocus onfocus="window.__xss=11">',
  '"><img src=x onerror=window.__xss=12>',
  "'><svg/onload=window.__xss=13>",
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=14">',
  '<object data="data:text/html,<script>parent.__xss=15</script>"></object>',
  '<embed src="data:text/html,<script>parent.__xss=16</script>">',
  '<div style="background:url(javascript:window.__xss=17)">x</div>',
  '<video><source onerror="window.__xss=18"></video>',
  '<marquee onstart="window.__xss=19">',
  '{{constructor.constructor("window.__xss=20")()}}',
  '[link](javascript:window.__xss=21)',
  '%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D22%3E',
  '&lt;img src=x onerror=window.__xss=23&gt;',
  '<form action="javascript:window.__xss=24"><button>go</button></form>',
];

/** What ran on the page: `window.__xss` (undefined when nothing did). */
export function xssRan(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

/**
 * Elements inside `root` (a CSS selector) that only markup from a payload could have made: scripts,
 * frames, objects, SVG, forms, inputs, and any element with an inline event handler or a
 * javascript: link. Answers their outer HTML (empty when the payloads stayed text).
 */
export function injectedElements(page: Page, root: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const found: string[] = [];
    for (const scope of Array.from(document.querySelectorAll(sel))) {
      for (const el of Array.from(scope.querySelectorAll('script, iframe, object, embed, svg script, form, input[autofocus], marquee, details[ontoggle], video source'))) found.push(el.outerHTML);
      for (const el of Array.from(scope.querySelectorAll('*'))) {
        if (Array.from(el.attributes).some((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value))) found.push(el.outerHTML);
      }
    }
    return found;
  }, root);
}
