import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, computed once. (helmet rebuilt its middleware and re-parsed the
 * policy on every request: 15 % of the CPU of a cached list answer.) No `upgrade-insecure-requests`:
 * a shop served over plain HTTP on a LAN address would lose its own scripts; put TLS in front and
 * HSTS below takes over.
 */
const policy = (script: string) => [
  "default-src 'self'", "base-uri 'self'", "font-src 'self' https: data:", "form-action 'self'", "frame-ancestors 'self'",
  "img-src 'self' data: blob:", "object-src 'none'", `script-src ${script}`, "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'", "connect-src 'self' ws: wss:",
].join(';');

const COMMON: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  // The shop needs none of these powerful features; no embedded page may ask for them either.
  'permissions-policy': 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export const SITE_HEADERS = { ...COMMON, 'content-security-policy': policy("'self'") };
/** Uploaded files are shown, never run: no script, style or frame of any origin. */
export const UPLOAD_HEADERS = { ...COMMON, 'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox" };
/** Storybook's static build carries inline scripts; only its pages may run them. */
export const STORYBOOK_HEADERS = { ...COMMON, 'content-security-policy': policy("'self' 'unsafe-inline'") };

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith('/uploads/') ? UPLOAD_HEADERS : req.url.startsWith('/storybook/') ? STORYBOOK_HEADERS : SITE_HEADERS);
    done();
  });
}
