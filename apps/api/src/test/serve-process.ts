import { buildApp } from '../app';
import { loadConfig } from '../config';

// A server in a process of its own for tests that need several (chat fan-out across processes): it
// listens on a free port and prints `port=<n>` once it serves; it stops when its parent closes stdin.
const config = loadConfig({
  ...process.env,
  SLIDER_CHECK: 'off', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MIN: '10000', PORT: '0', HOST: '127.0.0.1',
});
const built = await buildApp({ config, print: () => undefined });
await built.app.listen({ port: 0, host: '127.0.0.1' });
const addr = built.app.server.address();
process.stdout.write(`port=${typeof addr === 'object' && addr ? addr.port : 0}\n`);
process.stdin.resume();
process.stdin.on('end', () => void built.close().then(() => process.exit(0)));
