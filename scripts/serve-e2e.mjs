// Starts the built server for browser tests on a fresh, throw-away data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { mailSinkFile } from '../tooling/playwright/mail-file.mjs';
import { startMailSink } from '../tooling/playwright/mail-sink.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-'));
// Mail goes to a receiver on loopback (PORT + 2) that writes each message where the tests read it.
const mailPort = Number(process.env.PORT ?? 18080) + 2;
const mailFile = mailSinkFile(process.env.PORT ?? 18080);
rmSync(mailFile, { force: true });
const sink = startMailSink(mailPort, mailFile);
const env = { ...process.env, SMTP_URL: `smtp://127.0.0.1:${mailPort}`, DATA_DIR: dataDir, SLIDER_CHECK: 'off', ADMIN_EMAIL: 'admin@e2e.test', ADMIN_PASSWORD: 'admin12345', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL; // browser tests run on the embedded database
const child = spawn(process.execPath, ['--max-semi-space-size=64', 'apps/api/dist/server.js'], { env, stdio: 'inherit' });
const stop = () => { child.kill('SIGTERM'); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => { sink.close(); rmSync(dataDir, { recursive: true, force: true }); rmSync(mailFile, { force: true }); process.exit(code ?? 0); });
