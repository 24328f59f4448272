import type { AnyEndpoint, Surface } from '@mall/contract/endpoint';
import * as account from '@mall/contract/account';
import * as address from '@mall/contract/address';
import * as catalogueStaff from '@mall/contract/catalogue-staff';
import * as catalogue from '@mall/contract/catalogue';
import * as chat from '@mall/contract/chat';
import * as credit from '@mall/contract/credit';
import * as kyc from '@mall/contract/kyc';
import * as merchant from '@mall/contract/merchant';
import * as orders from '@mall/contract/orders';
import * as overview from '@mall/contract/overview';
import * as platform from '@mall/contract/platform';
import * as referral from '@mall/contract/referral';
import * as staff from '@mall/contract/staff';
import * as walletStaff from '@mall/contract/wallet-staff';
import * as wallet from '@mall/contract/wallet';

function isEndpoint(value: unknown): value is AnyEndpoint {
  const v = value as Partial<AnyEndpoint> | null;
  return !!v && typeof v === 'object' && typeof v.name === 'string' && typeof v.surface === 'string' && !!v.output && typeof (v.output as { parse?: unknown }).parse === 'function';
}

function collect(value: unknown, into: Map<string, AnyEndpoint>, seen: Set<unknown>): void {
  if (!value || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (isEndpoint(value)) {
    into.set(`${value.surface}:${value.name}`, value);
    return;
  }
  for (const v of Array.isArray(value) ? value : Object.values(value)) collect(v, into, seen);
}

let index: Map<string, AnyEndpoint> | undefined;

/** Every endpoint the contract declares, by surface and name (what tests that name a route by its string look up). */
export function endpointNamed(surface: Surface, name: string): AnyEndpoint | undefined {
  if (!index) {
    index = new Map();
    const seen = new Set<unknown>();
    for (const mod of [account, address, catalogueStaff, catalogue, chat, credit, kyc, merchant, orders, overview, platform, referral, staff, walletStaff, wallet]) collect(mod, index, seen);
  }
  return index.get(`${surface}:${name}`);
}

/** The surface a request went to, from its path: /api/admin/…, /api/seller/…, else the buyer's. */
export function surfaceOfPath(pathname: string): Surface {
  if (/\/api\/admin\//.test(pathname)) return 'admin';
  if (/\/api\/seller\//.test(pathname)) return 'seller';
  return 'buyer';
}
