import { loadConfig } from './config';
import { buildApp } from './app';
import { DataDirLockedError } from './db/lock';

// Only listens: everything else is built in app.ts.
async function main(): Promise<void> {
  const config = loadConfig();
  let built;
  try {
    built = await buildApp({ config });
  } catch (e) {
    if (e instanceof DataDirLockedError) {
      process.stderr.write(`mall: ${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const { app, deps, outbox } = built;
  await deps.hub.listen(config.WS_PORT, config.HOST);
  outbox.start();
  deps.catalogue.views.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: config.database, port: config.PORT, wsPort: config.WS_PORT }, 'mall is serving');
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await built.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  process.stderr.write(`mall: failed to start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
