import type { FastifyRequest } from 'fastify';

// The addresses a payment provider is given: where it sends the payer back, where it notifies us.

/** Only a page of our own site may be the return address of a provider payment. */
export function safePageUrl(v: string, base: string): string {
  try {
    const u = new URL(v || '/', base);
    return u.origin === new URL(base).origin ? u.toString() : base;
  } catch {
    return base;
  }
}

/** The return page (our own site only) and the notification address of a provider payment started by `req`. */
export function providerLinks(req: FastifyRequest, pageUrl: string, provider: string): { pageUrl: string; notifyUrl: string } {
  const base = `${req.protocol}://${req.host}`;
  return { pageUrl: safePageUrl(pageUrl, base), notifyUrl: `${base}/api/thirdPartyRecharge!notify?provider=${encodeURIComponent(provider)}` };
}
