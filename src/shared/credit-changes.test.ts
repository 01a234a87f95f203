import { describe, expect, it } from 'vitest';
import { creditChangeLabel } from './credit-changes.js';
import { ChangePasswordForm, ChangePasswordRequest, CreateUserRequest } from './index.js';

describe('creditChangeLabel', () => {
  it('names a charge, an administrator’s top-up and an administrator’s correction in Italian', () => {
    expect(creditChangeLabel({ reason: 'catalog_charge', creditsFrom: 3, creditsTo: 2 })).toBe('Catalogo generato');
    expect(creditChangeLabel({ reason: 'admin_grant', creditsFrom: 0, creditsTo: 5 })).toBe("Ricarica dall'amministratore");
    expect(creditChangeLabel({ reason: 'admin_grant', creditsFrom: 5, creditsTo: 2 })).toBe("Rettifica dall'amministratore");
  });
});

describe('the password change schemas', () => {
  const valid = { currentPassword: 'vecchia-password', newPassword: 'nuova-password' };

  it('takes the new password rule from the administrator’s user creation', () => {
    expect(ChangePasswordRequest.shape.newPassword).toBe(CreateUserRequest.shape.password);
    expect(ChangePasswordRequest.safeParse(valid).success).toBe(true);
  });

  it('refuses a new password equal to the current one, and a confirmation that differs (form only)', () => {
    const same = ChangePasswordRequest.safeParse({ currentPassword: 'stessa-password', newPassword: 'stessa-password' });
    expect(same.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['newPassword', 'La nuova password deve essere diversa da quella attuale.'],
    ]);
    const mismatch = ChangePasswordForm.safeParse({ ...valid, confirmPassword: 'altra-password' });
    expect(mismatch.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['confirmPassword']);
    expect(ChangePasswordForm.safeParse({ ...valid, confirmPassword: valid.newPassword }).success).toBe(true);
  });
});
