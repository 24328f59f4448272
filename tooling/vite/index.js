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

/**
 * The <head> every app shares, added to its small index.html at build: the character set, the viewport
 * (a phone app also covers the notch and colours the browser bar), and `noindex` for the staff apps.
 */
export function mallHead({ phone = false, staff = false } = {}) {
  const meta = (attrs) => ({ tag: 'meta', attrs, injectTo: 'head-prepend' });
  return {
    name: 'mall-head',
    transformIndexHtml: () => [
      meta({ charset: 'UTF-8' }),
      meta({ name: 'viewport', content: `width=device-width, initial-scale=1.0${phone ? ', viewport-fit=cover' : ''}` }),
      ...(phone ? [meta({ name: 'theme-color', content: '#ffffff' })] : []),
      ...(staff ? [meta({ name: 'robots', content: 'noindex' })] : []),
    ],
  };
}

/** Vite config of a web app served by the API server under `base`. */
export function mallApp({ base, port, proxy = ['/api'], phone = false, staff = false }) {
  return {
    base,
    plugins: [react(), mallHead({ phone, staff })],
    define: { 'import.meta.env.VITE_BRAND': JSON.stringify(resolveBrand()) },
    server: {
      port,
      strictPort: true,
      // The API, and the websocket at /ws on the same port.
      proxy: { ...Object.fromEntries(proxy.map((p) => [p, 'http://127.0.0.1:8080'])), '/ws': { target: 'ws://127.0.0.1:8080', ws: true } },
    },
    build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600 },
  };
}
