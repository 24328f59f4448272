// Shared Vite set-up of the four web apps: React, the build-time brand, and the API proxy.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REQUIRED_COLOURS = ['main', 'sub', 'hover', 'background', 'border', 'activeButton', 'footer'];

/** The brand id from BRAND (default "mall"); an unknown or incomplete brand stops the build. */
export function resolveBrand(id = process.env.BRAND || 'mall') {
  const file = join(root, 'brands', id, 'brand.json');
  if (!/^[a-z0-9-]+$/.test(id) || !existsSync(file)) throw new Error(`BRAND=${id}: no brands/${id}/brand.json`);
  const brand = JSON.parse(readFileSync(file, 'utf8'));
  const missing = REQUIRED_COLOURS.filter((c) => !brand.colors?.[c]);
  if (brand.id !== id || missing.length || !existsSync(join(root, 'brands', id, brand.logo ?? 'logo.svg'))) {
    throw new Error(`BRAND=${id}: brand.json is incomplete (id, colours ${missing.join(', ')}, logo)`);
  }
  return id;
}

/** brands/<id>/brand.json as written (resolveBrand has checked it). */
function readBrand(id) {
  return JSON.parse(readFileSync(join(root, 'brands', id, 'brand.json'), 'utf8'));
}

/**
 * The web-app manifest of one brand's app served under `base`: the brand's name and colours, its logo
 * as the one icon. The phone app installs as a standalone app; the others stay in the browser.
 */
export function brandManifest(id, { base, phone = false }) {
  const brand = readBrand(id);
  return {
    name: brand.name,
    short_name: brand.shortName ?? brand.name,
    start_url: base,
    scope: base,
    display: phone ? 'standalone' : 'browser',
    theme_color: brand.colors.main,
    background_color: brand.colors.background,
    icons: [{ src: `${base}favicon.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

/**
 * The brand's icon and manifest (BRAND, at build time): emits `favicon.svg` (the brand logo) and
 * `manifest.webmanifest` next to index.html, links both from the <head> with the brand's theme colour,
 * and serves both under the app's base on the dev server. No PNG: making one needs a native rasteriser.
 */
export function mallBrandAssets({ base, phone = false, brand = resolveBrand() }) {
  const config = readBrand(brand);
  const files = {
    'favicon.svg': { type: 'image/svg+xml', source: () => readFileSync(join(root, 'brands', brand, config.logo ?? 'logo.svg'), 'utf8') },
    'manifest.webmanifest': { type: 'application/manifest+json', source: () => `${JSON.stringify(brandManifest(brand, { base, phone }), null, 2)}\n` },
  };
  return {
    name: 'mall-brand-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        const file = path.startsWith(base) ? files[path.slice(base.length)] : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(file.source());
      });
    },
    generateBundle() {
      for (const [fileName, file] of Object.entries(files)) this.emitFile({ type: 'asset', fileName, source: file.source() });
    },
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: 'theme-color', content: config.colors.main }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: `${base}favicon.svg` }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'manifest', href: `${base}manifest.webmanifest` }, injectTo: 'head' },
    ],
  };
}

/**
 * The <head> every app shares, added to its small index.html at build: the character set, the viewport
 * (a phone app also covers the notch), and `noindex` for the staff apps. The brand's theme colour comes
 * from mallBrandAssets.
 */
export function mallHead({ phone = false, staff = false } = {}) {
  const meta = (attrs) => ({ tag: 'meta', attrs, injectTo: 'head-prepend' });
  return {
    name: 'mall-head',
    transformIndexHtml: () => [
      meta({ charset: 'UTF-8' }),
      meta({ name: 'viewport', content: `width=device-width, initial-scale=1.0${phone ? ', viewport-fit=cover' : ''}` }),
      ...(staff ? [meta({ name: 'robots', content: 'noindex' })] : []),
    ],
  };
}

/** Vite config of a web app served by the API server under `base`. */
export function mallApp({ base, port, proxy = ['/api'], phone = false, staff = false }) {
  const brand = resolveBrand();
  return {
    base,
    plugins: [react(), mallHead({ phone, staff }), mallBrandAssets({ base, phone, brand })],
    define: { 'import.meta.env.VITE_BRAND': JSON.stringify(brand) },
    server: {
      port,
      strictPort: true,
      // The API, and the websocket at /ws on the same port.
      proxy: { ...Object.fromEntries(proxy.map((p) => [p, 'http://127.0.0.1:8080'])), '/ws': { target: 'ws://127.0.0.1:8080', ws: true } },
    },
    build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  };
}
