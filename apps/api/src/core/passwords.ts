import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum parameters.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password or transaction password with argon2id. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

/** Checks a password against its argon2id hash; false on any malformed hash. */
export async function checkPassword(hashed: string, plain: string): Promise<boolean> {
  try { return await verify(hashed, plain); } catch { return false; }
}
