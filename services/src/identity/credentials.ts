import { clearAttempts, countAttempt, emailKey, waitFor, type Check, type Client } from './attempts.ts';
import type { IdentityDeps } from './deps.ts';
import { findUserByEmail, type UserRow } from './users-table.ts';

const decoys = new WeakMap<IdentityDeps['hasher'], Promise<string>>();

// An unknown email costs as much time as a wrong password, so timing does not tell them apart.
function decoyHash(hasher: IdentityDeps['hasher']): Promise<string> {
  let decoy = decoys.get(hasher);
  if (!decoy) {
    decoy = hasher.hash('decoy password that matches nothing');
    decoys.set(hasher, decoy);
  }
  return decoy;
}

/** The user these credentials belong to, or null; which part was wrong is not told. */
export async function checkCredentials(deps: IdentityDeps, email: string, password: string): Promise<UserRow | null> {
  const user = await findUserByEmail(deps.db, email);
  const matches = await deps.hasher.verify(user?.password_hash ?? (await decoyHash(deps.hasher)), password);
  return user && matches ? user : null;
}

export type PasswordCheck = { status: 'right'; user: UserRow } | { status: 'wrong' } | { status: 'locked'; wait: number };

/**
 * {@link checkCredentials} under the limits on wrong passwords, per email typed and per client
 * address. While locked the password is not even looked at, so a guesser who finally types the
 * right one learns nothing; the right one clears the email's count.
 */
export async function checkPasswordLimited(deps: IdentityDeps, email: string, password: string, client: Client = {}): Promise<PasswordCheck> {
  const checks: Check[] = [
    [deps.limits.passwordFailsPerAccount, emailKey(email)],
    [deps.limits.passwordFailsPerAddress, client.address],
  ];
  const wait = await waitFor(checks);
  if (wait > 0) return { status: 'locked', wait };
  const user = await checkCredentials(deps, email, password);
  if (!user) {
    const locked = await countAttempt(checks);
    return locked > 0 ? { status: 'locked', wait: locked } : { status: 'wrong' };
  }
  await clearAttempts(checks.slice(0, 1));
  return { status: 'right', user };
}
