import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { SysparaService } from '../modules/platform/syspara';
import { hasCatalogue, seed } from './seed';

// `pnpm seed`: demo data into the database selected by DATA_DIR / DATABASE_URL.
// `--if-empty` (used by `pnpm start`) seeds only a database without a catalogue.
async function main(): Promise<void> {
  const config = loadConfig();
  const products = config.SEED_PRODUCTS;
  const password = config.SEED_PASSWORD ?? 'demo1234';
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await new SysparaService(database.db).ensureDefaults();
    if (await hasCatalogue(database.db)) {
      process.stdout.write(process.argv.includes('--if-empty') ? 'mall seed: the database already has a catalogue; not seeding.\n' : 'mall seed: the database already has a catalogue; seed an empty database (new DATA_DIR or database).\n');
      if (!process.argv.includes('--if-empty')) process.exitCode = 1;
      return;
    }
    const started = Date.now();
    let last = '';
    await seed(database.db, {
      products, password, dataDir: config.dataDir,
      progress: (stepName, done, total) => {
        const line = total ? `${stepName} ${done}/${total} (${Math.round((done! / total) * 100)}%)` : stepName;
        if (line !== last) process.stdout.write(`mall seed [${((Date.now() - started) / 1000).toFixed(1)}s] ${line}\n`);
        last = line;
      },
    });
    process.stdout.write(`mall seed: ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s. Demo accounts buyer@demo.mall and seller@demo.mall (password ${config.SEED_PASSWORD ? 'from SEED_PASSWORD' : 'demo1234'}).\n`);
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  const cause = (e as { cause?: Error }).cause;
  process.stderr.write(`mall seed: ${e instanceof DataDirLockedError ? e.message : e instanceof Error ? (cause?.message ?? e.message).slice(0, 2000) : String(e)}\n`);
  process.exit(1);
});
