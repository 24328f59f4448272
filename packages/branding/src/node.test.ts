import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBrandsDir, loadBrands } from './node';
import { brandSchema } from './schema';

const brands = loadBrands();
/** Brand folders as they are on disk: adding a brand adds a folder, and the tests count what exists. */
const folders = readdirSync(findBrandsDir(), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe('loadBrands', () => {
  it('loads one valid brand per folder under brands/', () => {
    expect(brands.map((b) => b.id).sort()).toEqual([...folders].sort());
    for (const b of brands) expect(brandSchema.safeParse(b).success).toBe(true);
  });

  it('includes the default brand "mall" named "Mall"', () => {
    expect(brands.find((b) => b.id === 'mall')?.name).toBe('Mall');
  });

  it('gives unique kebab-case ids that match their folder', () => {
    const ids = brands.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of brands) {
      expect(b.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(basename(dirname(b.logoPath))).toBe(b.id);
    }
  });

  it('gives every brand its own main colour and name', () => {
    expect(new Set(brands.map((b) => b.colors.main.toUpperCase())).size).toBe(brands.length);
    expect(new Set(brands.map((b) => b.name)).size).toBe(brands.length);
  });

  it('finds a small SVG logo with a viewBox for every brand', () => {
    for (const b of brands) {
      expect(existsSync(b.logoPath)).toBe(true);
      const svg = readFileSync(b.logoPath, 'utf8');
      expect(svg.trimStart().startsWith('<svg')).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toMatch(/viewBox="[\d. ]+"/);
      expect(svg.toUpperCase()).toContain(b.colors.main.toUpperCase());
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
    }
  });

  it('rejects a brand whose id does not match its folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    mkdirSync(join(dir, 'other'));
    const mall = JSON.parse(readFileSync(join(findBrandsDir(), 'mall', 'brand.json'), 'utf8'));
    writeFileSync(join(dir, 'other', 'brand.json'), JSON.stringify(mall));
    expect(() => loadBrands(dir)).toThrow(/does not match its folder/);
  });

  it('rejects a brand with an invalid colour', () => {
    const dir = mkdtempSync(join(tmpdir(), 'brands-'));
    mkdirSync(join(dir, 'mall'));
    const mall = JSON.parse(readFileSync(join(findBrandsDir(), 'mall', 'brand.json'), 'utf8'));
    mall.colors.main = 'orange';
    writeFileSync(join(dir, 'mall', 'brand.json'), JSON.stringify(mall));
    expect(() => loadBrands(dir)).toThrow(/colour/);
  });
});
