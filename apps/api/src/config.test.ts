import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 8080, WS_PORT: 5000, DATA_DIR: './data', SLIDER_CHECK: 'on', database: 'pglite', ADDRESS_LIMIT: 20 });
  });
  it('takes SLIDER_CHECK on, adaptive or off, and nothing else', () => {
    expect(loadConfig({ SLIDER_CHECK: 'adaptive' }).SLIDER_CHECK).toBe('adaptive');
    expect(loadConfig({ SLIDER_CHECK: 'off' }).SLIDER_CHECK).toBe('off');
    expect(() => loadConfig({ SLIDER_CHECK: 'sometimes' })).toThrow(/SLIDER_CHECK/);
  });
  it('selects PostgreSQL for a postgres:// URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1/test' }).database).toBe('postgres');
  });
  it('refuses a non-postgres DATABASE_URL and a half-given admin', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD/);
  });
});
