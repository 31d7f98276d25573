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
