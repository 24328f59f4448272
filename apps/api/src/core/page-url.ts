// The return address a payment provider sends the payer back to.

/** Only a page of our own site may be the return address of a provider payment. */
export function safePageUrl(v: string, base: string): string {
  try {
    const u = new URL(v || '/', base);
    return u.origin === new URL(base).origin ? u.toString() : base;
  } catch {
    return base;
  }
}
