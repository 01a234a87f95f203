/** Session tokens: 32 random bytes, base64url; the database keeps only their SHA-256 (DECISIONS). */
import { createHash, randomBytes } from 'node:crypto';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
