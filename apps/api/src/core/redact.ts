// Logs never carry a token, password or code: sensitive query parameters are masked before logging.
const SENSITIVE = /^(token|password|re_password|old_password|safeword|re_safeword|old_safeword|verifcode|session_token|captchaToken|code)$/i;

/** The URL with sensitive query values replaced by "***". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    let decoded = name;
    try { decoded = decodeURIComponent(name); } catch { /* keep raw */ }
    return SENSITIVE.test(decoded) ? `${name}=***` : pair;
  });
  return `${url.slice(0, q)}?${params.join('&')}`;
}
