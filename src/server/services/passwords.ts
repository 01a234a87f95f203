/**
 * Password hashing: argon2id at the OWASP parameters (m=19456 KiB, t=2, p=1; DECISIONS "Accounts
 * and sessions"). @node-rs/argon2 uses argon2id by default.
 */
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

const OWASP_ARGON2ID = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP_ARGON2ID);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `storedHash`; without a stored hash (unknown username) it verifies
 * against a dummy hash so both paths do the same work and give the same answer.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  const target = storedHash ?? (await dummyHash);
  const matches = await verify(target, password).catch(() => false);
  return storedHash !== undefined && matches;
}
