import { keccak_256 } from '@noble/hashes/sha3.js';
import { sha256 } from '@noble/hashes/sha2.js';

// Withdrawal address formats per network (issue: TRC20 as base58check, ERC20 as 0x + 40 hex with
// the EIP-55 checksum when mixed case). Pure: used by the server and by the forms.

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
/** Networks whose addresses are Ethereum-style. */
const EVM = new Set(['ERC20', 'BEP20', 'POLYGON', 'ARBITRUM', 'OPTIMISM', 'AVAXC']);

function base58Decode(s: string): Uint8Array | null {
  let n = 0n;
  for (const c of s) {
    const v = B58.indexOf(c);
    if (v < 0) return null;
    n = n * 58n + BigInt(v);
  }
  const bytes: number[] = [];
  while (n > 0n) { bytes.unshift(Number(n & 0xffn)); n >>= 8n; }
  for (const c of s) { if (c !== '1') break; bytes.unshift(0); }
  return Uint8Array.from(bytes);
}

function base58Encode(bytes: Uint8Array): string {
  let n = 0n;
  for (const b of bytes) n = (n << 8n) + BigInt(b);
  let out = '';
  while (n > 0n) { out = B58[Number(n % 58n)] + out; n /= 58n; }
  for (const b of bytes) { if (b !== 0) break; out = `1${out}`; }
  return out;
}

const checksum4 = (payload: Uint8Array) => sha256(sha256(payload)).slice(0, 4);

/** A TRON (TRC20) address: base58check of 0x41 and 20 bytes. */
export function isTronAddress(a: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(a)) return false;
  const raw = base58Decode(a);
  if (!raw || raw.length !== 25 || raw[0] !== 0x41) return false;
  const sum = checksum4(raw.slice(0, 21));
  return sum.every((b, i) => b === raw[21 + i]);
}

/** The TRON address of 20 account bytes (demo data and tests). */
export function tronAddressOf(account: Uint8Array): string {
  const payload = Uint8Array.from([0x41, ...account.slice(0, 20)]);
  return base58Encode(Uint8Array.from([...payload, ...checksum4(payload)]));
}

/** The EIP-55 mixed-case form of an Ethereum address. */
export function toChecksumAddress(a: string): string {
  const hex = a.replace(/^0x/i, '').toLowerCase();
  // The hex digits are ASCII: their char codes are their UTF-8 bytes (no TextEncoder in the pure ES lib).
  const hash = keccak_256(Uint8Array.from(hex, (ch) => ch.charCodeAt(0)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    const nibble = (hash[i >> 1] >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += /[a-f]/.test(hex[i]) && nibble >= 8 ? hex[i].toUpperCase() : hex[i];
  }
  return out;
}

/** An Ethereum-style address: 0x + 40 hex; mixed case must carry the EIP-55 checksum. */
export function isEvmAddress(a: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(a)) return false;
  const body = a.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return toChecksumAddress(a) === a;
}

/** True when the address has the format of the network; other networks need 10–128 plain characters. */
export function isValidAddress(network: string, address: string): boolean {
  const n = network.trim().toUpperCase();
  const a = address.trim();
  if (n === 'TRC20') return isTronAddress(a);
  if (EVM.has(n)) return isEvmAddress(a);
  return /^[\x21-\x7e]{10,128}$/.test(a);
}
