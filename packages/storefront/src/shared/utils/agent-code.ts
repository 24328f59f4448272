import { STORAGE_KEYS, writeStored } from '@mall/api-client/storage';

/** The referral code of a URL query (`?code=`), or null (docs/product-rules.md). */
export function agentCodeFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('code')?.trim();
  return code ? code : null;
}

/** Saves `?code=` as the agent code that pre-fills the invitation code on sign-up. */
export function captureAgentCode(search: string): void {
  const code = agentCodeFrom(search);
  if (code) writeStored(STORAGE_KEYS.agentCode, code);
}
