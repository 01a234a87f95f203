import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters, salted', async () => {
    const [one, two] = await Promise.all([hashPassword('password-sicura'), hashPassword('password-sicura')]);
    expect(one).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(one).not.toBe(two);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('password-sicura');
    expect(await verifyPassword(stored, 'password-sicura')).toBe(true);
    expect(await verifyPassword(stored, 'password-sbagliata')).toBe(false);
  });

  it('says no for an unknown account (after verifying against a dummy hash, like a wrong password)', async () => {
    expect(await verifyPassword(undefined, 'password-sicura')).toBe(false);
  });
});
