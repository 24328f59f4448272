import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Raster } from '../modules/captcha/png';

// Demo pictures drawn locally: no network. Deterministic colours and shapes per index.

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => { const k = (n + h / 30) % 12; return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)))); };
  return [f(0), f(8), f(4)];
}

function draw(w: number, h: number, i: number, kind: 'product' | 'banner' | 'icon' | 'avatar'): Buffer {
  const r = new Raster(w, h);
  const hue = (i * 47) % 360;
  const [br, bg, bb] = hsl(hue, 0.35, 0.92);
  const [fr, fg, fb] = hsl((hue + 180) % 360, 0.55, 0.45);
  const [ar, ag, ab] = hsl((hue + 90) % 360, 0.6, 0.6);
  const cx = w / 2; const cy = h / 2; const rad = Math.min(w, h) * (kind === 'banner' ? 0.3 : 0.32);
  const shape = i % 4;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let c: [number, number, number] = kind === 'banner' ? hsl(hue, 0.6, 0.35 + 0.25 * (x / w)) : [br, bg, bb];
      const dx = x - cx; const dy = y - cy;
      const inside = shape === 0 ? dx * dx + dy * dy < rad * rad
        : shape === 1 ? Math.abs(dx) < rad && Math.abs(dy) < rad * 0.8
          : shape === 2 ? Math.abs(dx) + Math.abs(dy) < rad * 1.2
            : dy > -rad && Math.abs(dx) < (dy + rad) * 0.6;
      if (inside) c = [fr, fg, fb];
      if (inside && Math.abs(dy + rad * 0.2) < rad * 0.08) c = [ar, ag, ab];
      r.set(x, y, c[0], c[1], c[2]);
    }
  }
  return r.toPng();
}

export interface SeedImages { products: string[]; banners: string[]; icons: string[]; avatars: string[] }

/** Writes the demo pictures under DATA_DIR/uploads/seed and answers their URLs. */
export function writeSeedImages(dataDir: string): SeedImages {
  const dir = join(dataDir, 'uploads', 'seed');
  mkdirSync(dir, { recursive: true });
  const make = (prefix: string, n: number, w: number, h: number, kind: Parameters<typeof draw>[3]) =>
    Array.from({ length: n }, (_, i) => {
      const name = `${prefix}-${i + 1}.png`;
      writeFileSync(join(dir, name), draw(w, h, i + (kind === 'banner' ? 3 : 0), kind));
      return `/uploads/seed/${name}`;
    });
  return {
    products: make('product', 48, 320, 320, 'product'),
    banners: make('banner', 10, 960, 320, 'banner'),
    icons: make('icon', 12, 96, 96, 'icon'),
    avatars: make('avatar', 16, 96, 96, 'avatar'),
  };
}
