// Builds the buyer storefront once per brand (BRAND=<id>) into a temporary folder, proving that
// every brand under brands/ builds. Prints "brand ok <id>" or "brand FAILED <id>" per brand.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ids = readdirSync('brands', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const only = process.argv.slice(2);
let bad = 0;
for (const id of only.length ? only : ids) {
  const out = mkdtempSync(join(tmpdir(), `mall-brand-${id}-`));
  try {
    execFileSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: 'apps/buyer-web', env: { ...process.env, BRAND: id }, stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (!existsSync(join(out, 'index.html'))) throw new Error('no index.html');
    console.log(`brand ok ${id}`);
  } catch (e) {
    bad++;
    console.log(`brand FAILED ${id}: ${e.message.split('\n')[0]}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
process.exit(bad ? 1 : 0);
