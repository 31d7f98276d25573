import type { IdentityDeps } from '../deps.ts';
import { findUserByEmail, insertUser, type NewUser } from '../users-table.ts';

export type ProvisionedAccount = Omit<NewUser, 'passwordHash'> & { password: string };

/**
 * An operator's way in (demo seed, first admin): create the account unless its email exists.
 * Not reachable from any route; skips the phone check sign-up makes.
 */
export async function provisionAccount(deps: IdentityDeps, account: ProvisionedAccount): Promise<{ userId: string; created: boolean }> {
  const existing = await findUserByEmail(deps.db, account.email);
  if (existing) return { userId: existing.id, created: false };
  const { password, ...user } = account;
  const inserted = await insertUser(deps.db, { ...user, passwordHash: await deps.hasher.hash(password) });
  if ('ok' in inserted) throw new Error(`Cannot provision ${account.email}: ${inserted.message}`);
  return { userId: inserted.id, created: true };
}
