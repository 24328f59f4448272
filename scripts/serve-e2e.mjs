// Starts the built server for browser tests on a fresh, throw-away data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';

const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-'));
const env = { ...process.env, DATA_DIR: dataDir, SLIDER_CHECK: 'off', ADMIN_EMAIL: 'admin@e2e.test', ADMIN_PASSWORD: 'admin12345', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL; // browser tests run on the embedded database
const child = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: 'inherit' });
const stop = () => { child.kill('SIGTERM'); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => { rmSync(dataDir, { recursive: true, force: true }); process.exit(code ?? 0); });
