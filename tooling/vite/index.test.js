import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brandManifest, mallBrandAssets } from './index.js';

describe('brandManifest', () => {
  it('names the phone app after its brand and installs it standalone under /wap/', () => {
    expect(brandManifest('mall', { base: '/wap/', phone: true })).toEqual({
      name: 'Mall',
      short_name: 'Mall',
      start_url: '/wap/',
      scope: '/wap/',
      display: 'standalone',
      theme_color: '#D03D11',
      background_color: '#FFFFFF',
      icons: [{ src: '/wap/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  });

  it('keeps a staff app of another brand in the browser, with that brand short name and colours', () => {
    expect(brandManifest('kestrel-market', { base: '/seller/' })).toEqual({
      name: 'Kestrel Market',
      short_name: 'Kestrel',
      start_url: '/seller/',
      scope: '/seller/',
      display: 'browser',
      theme_color: '#437E25',
      background_color: '#FBFDFA',
      icons: [{ src: '/seller/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
  });
});

describe('mallBrandAssets', () => {
  it('emits the brand logo as favicon.svg and the manifest, and links both from index.html', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-brand-assets-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
      await build({
        root: dir, base: '/admin/', logLevel: 'silent', configFile: false,
        plugins: [mallBrandAssets({ base: '/admin/', brand: 'zentrova' })],
        build: { outDir: join(dir, 'dist') },
      });
      const out = (f) => readFileSync(join(dir, 'dist', f), 'utf8');
      expect(out('favicon.svg')).toBe(readFileSync(new URL('../../brands/zentrova/logo.svg', import.meta.url), 'utf8'));
      expect(JSON.parse(out('manifest.webmanifest'))).toMatchObject({ name: 'Zentrova', start_url: '/admin/', theme_color: '#5252E0' });
      const html = out('index.html');
      expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/admin/favicon.svg">');
      expect(html).toContain('<link rel="manifest" href="/admin/manifest.webmanifest">');
      expect(html).toContain('<meta name="theme-color" content="#5252E0">');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves both files under the base on the dev server and leaves other paths to Vite', () => {
    let middleware;
    mallBrandAssets({ base: '/wap/', phone: true, brand: 'mall' }).configureServer({ middlewares: { use: (fn) => { middleware = fn; } } });
    const ask = (url) => {
      const res = { headers: {}, body: undefined, setHeader(k, v) { this.headers[k] = v; }, end(b) { this.body = b; } };
      let passed = false;
      middleware({ url }, res, () => { passed = true; });
      return { res, passed };
    };
    const manifest = ask('/wap/manifest.webmanifest?v=1');
    expect(manifest.res.headers['Content-Type']).toBe('application/manifest+json');
    expect(JSON.parse(manifest.res.body).display).toBe('standalone');
    expect(ask('/wap/favicon.svg').res.headers['Content-Type']).toBe('image/svg+xml');
    expect(ask('/favicon.svg').passed).toBe(true);
    expect(ask('/wap/src/main.tsx').passed).toBe(true);
  });
});
