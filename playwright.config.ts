import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built server,
// started on fixed ports with a fresh data directory and the slider check off.
const port = Number(process.env.E2E_PORT ?? 18080);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export default defineConfig({
  testDir: '.',
  testMatch: 'apps/*/e2e/**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromium, args },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', testMatch: 'apps/{buyer-web,seller-web,admin-web}/e2e/**/*.spec.ts', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromium, args } } },
    { name: 'mobile', testMatch: 'apps/wap/e2e/**/*.spec.ts', use: { ...devices['Pixel 7'], launchOptions: { executablePath: chromium, args } } },
  ],
  webServer: {
    command: 'node scripts/serve-e2e.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(port), WS_PORT: String(port + 1), SLIDER_CHECK: 'off' },
  },
});
