// Logs and the audit log never carry a token, password or code: values under sensitive names are masked.
const SENSITIVE_NAMES = /^(code|verifcode|verifycode|re_password|old_password|re_safeword|old_safeword)$/i;
/** Any name that holds one of these words: token, session_token, captchaToken, password, safeword, secret, ... */
const SENSITIVE_PARTS = /token|password|passwd|safeword|secret/i;
const MASK = '***';

/** Whether a parameter or field of this name holds a secret (a token, a password, a one-time code). */
export function isSensitiveName(name: string): boolean {
  return SENSITIVE_NAMES.test(name) || SENSITIVE_PARTS.test(name);
}

/** The URL with sensitive query values replaced by "***". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    let decoded = name;
    try { decoded = decodeURIComponent(name); } catch { /* keep raw */ }
    return isSensitiveName(decoded) ? `${name}=${MASK}` : pair;
  });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/** A copy of a JSON-like value with the value of every sensitive key, at any depth, replaced by "***". */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, isSensitiveName(k) ? MASK : redactSecrets(v)]));
}
