// Builds the buyer storefront once per brand (BRAND=<id>) into a temporary folder, proving that
// every brand under brands/ builds with its own icon and web-app manifest. Prints "brand ok <id>" or "brand FAILED <id>" per brand.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
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
    if (!existsSync(join(out, 'favicon.svg'))) throw new Error('no favicon.svg');
    const { name } = JSON.parse(readFileSync(join('brands', id, 'brand.json'), 'utf8'));
    if (JSON.parse(readFileSync(join(out, 'manifest.webmanifest'), 'utf8')).name !== name) throw new Error('manifest.webmanifest is not the brand\'s');
    console.log(`brand ok ${id}`);
  } catch (e) {
    bad++;
    console.log(`brand FAILED ${id}: ${e.message.split('\n')[0]}`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
process.exit(bad ? 1 : 0);
