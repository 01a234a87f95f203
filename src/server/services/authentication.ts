/**
 * Signing in (DECISIONS "Accounts and sessions"): the failed-login limits come first, an unknown
 * username does the same hash work as a wrong password, and both get the same answer.
 */
import { eq } from 'drizzle-orm';
import { MESSAGES, type AdminLoginResponse, type LoginResponse, type TestLoginResponse } from '../../shared/index.js';
import { admins } from '../db/schema.js';
import { AppError } from '../errors.js';
import type { ServiceContext } from './context.js';
import { clearLoginFailures, reserveLoginAttempt, type LoginAttempt } from './login-limits.js';
import { verifyPassword } from './passwords.js';
import { toPublicAdmin, toPublicUser } from './public-views.js';
import { createSession } from './sessions.js';
import { assertSignInAllowed } from './user-accounts.js';
import { findUserForSignIn } from './username-keys.js';

export interface Credentials extends LoginAttempt {
  password: string;
}

/**
 * Returns the account when the password matches, else throws 401: the attempt reserved before the
 * lookup (reserveLoginAttempt) then stays counted as a failure.
 */
async function checkCredentials<T extends { passwordHash: string }>(
  ctx: ServiceContext,
  credentials: Credentials,
  account: T | undefined,
): Promise<T> {
  const matches = await verifyPassword(account?.passwordHash, credentials.password);
  if (!account || !matches) throw new AppError('INVALID_CREDENTIALS');
  await clearLoginFailures(ctx, credentials);
  return account;
}

export async function loginUser(ctx: ServiceContext, credentials: Credentials): Promise<LoginResponse> {
  await reserveLoginAttempt(ctx, credentials);
  const row = await findUserForSignIn(ctx.db, credentials.username);
  const user = await checkCredentials(ctx, credentials, row);
  // Only after the right password does a disabled account say so (docs/decisions/0610).
  const { token } = await ctx.db.transaction(async (tx) => {
    await assertSignInAllowed(tx, user);
    return createSession(tx, { kind: 'user', userId: user.id }, ctx.now());
  });
  return { token, user: toPublicUser(user) };
}

export async function loginAdmin(ctx: ServiceContext, credentials: Credentials): Promise<AdminLoginResponse> {
  await reserveLoginAttempt(ctx, credentials);
  const [row] = await ctx.db.select().from(admins).where(eq(admins.username, credentials.username));
  const admin = await checkCredentials(ctx, credentials, row);
  const { token } = await createSession(ctx.db, { kind: 'admin', adminId: admin.id }, ctx.now());
  return { token, admin: toPublicAdmin(admin) };
}

/** The /admin/test debug tool (spec 2): says whether the credentials would work, without a session. */
export async function testAdminCredentials(ctx: ServiceContext, credentials: Credentials): Promise<TestLoginResponse> {
  if (!ctx.config.admin.debug) throw new AppError('DEBUG_DISABLED');
  await reserveLoginAttempt(ctx, credentials);
  const [row] = await ctx.db.select().from(admins).where(eq(admins.username, credentials.username));
  const passwordMatch = await checkCredentials(ctx, credentials, row).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS') return false;
      throw error;
    },
  );
  const [anyAdmin] = await ctx.db.select({ id: admins.id }).from(admins).limit(1);
  return {
    success: passwordMatch,
    ...(passwordMatch ? {} : { error: MESSAGES.errors.invalidCredentials }),
    debug: {
      username: credentials.username,
      passwordLength: credentials.password.length,
      adminExists: anyAdmin !== undefined,
      passwordMatch,
    },
  };
}
