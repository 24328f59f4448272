import { resolve } from 'node:path';
import { z } from 'zod';

// The environment is parsed once, here; nothing else reads process.env (docs/decisions/).
const int = (d: number) => z.coerce.number().int().min(0).default(d);

const schema = z.object({
  PORT: int(8080),
  WS_PORT: int(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional().refine((v) => !v || /^postgres(ql)?:\/\//.test(v), 'DATABASE_URL must be a postgres:// URL'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  /**
   * The slider puzzle at sign-in and sign-up: `on` always, `adaptive` only after a failed attempt from
   * the same address or for the same account, or under a burst of attempts from one address (existing
   * clients that cannot solve it), `off` never (automated tests).
   */
  SLIDER_CHECK: z.enum(['on', 'adaptive', 'off']).default('on'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('no-reply@mall.localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a reverse proxy: trust X-Forwarded-For for client addresses (rate limits, audit log). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** Requests per minute per IP on sign-in, sign-up and code sending. */
  RATE_LIMIT_AUTH_PER_MIN: int(30),
  /** Days an email or phone stays blocked after account cancellation. */
  CANCEL_BLOCK_DAYS: int(30),
  /** Maximum saved addresses per user. */
  ADDRESS_LIMIT: int(20),
  /** Third-party recharge provider: its payment page URL and the shared HMAC secret (both, or neither). */
  PAY_PROVIDER_URL: z.string().url().optional(),
  PAY_PROVIDER_SECRET: z.string().min(16).optional(),
  /** Uploads per account: pictures a minute, megabytes a day, and the largest picture (pixels in all, and per side). */
  UPLOAD_PER_MINUTE: int(30),
  UPLOAD_DAILY_MB: int(500),
  UPLOAD_MAX_PIXELS: int(40_000_000),
  UPLOAD_MAX_SIDE: int(10_000),
  /** Websocket: allowed page origins, comma-separated (`*` any; clients without an Origin are always allowed). */
  WS_ALLOWED_ORIGINS: z.string().default('*').transform((v) => v.split(',').map((x) => x.trim()).filter(Boolean)),
  /** Chat messages an account may send a minute. */
  CHAT_SEND_PER_MINUTE: int(30),
  /** Key of the verification-code hashes; when absent one is generated and kept in the database. */
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  /** `pnpm seed` / `pnpm start`: demo products to create, and the demo accounts' password. */
  SEED_PRODUCTS: z.coerce.number().int().min(100, 'SEED_PRODUCTS must be a whole number of at least 100').default(50_000),
  SEED_PASSWORD: z.string().min(6).optional(),
});

export type Config = z.infer<typeof schema> & { dataDir: string; database: 'pglite' | 'postgres' };

/** Parses an environment (process.env by default) into the typed configuration. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(clean);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const c = parsed.data;
  if ((c.ADMIN_EMAIL && !c.ADMIN_PASSWORD) || (!c.ADMIN_EMAIL && c.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD go together');
  }
  if (Boolean(c.PAY_PROVIDER_URL) !== Boolean(c.PAY_PROVIDER_SECRET)) {
    throw new Error('Invalid configuration: PAY_PROVIDER_URL and PAY_PROVIDER_SECRET go together');
  }
  return { ...c, dataDir: resolve(c.DATA_DIR), database: c.DATABASE_URL ? 'postgres' : 'pglite' };
}
