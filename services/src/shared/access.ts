import { ForbiddenError, type Actor } from './outcome.ts';
import { findUser, type UserDirectory } from './user-directory.ts';

/**
 * Throws {@link ForbiddenError} unless the actor is an administrator, as identity's directory
 * says now (not as the session remembered it): a demoted admin loses the admin's screens at once.
 */
export async function assertAdmin(users: UserDirectory, actor: Actor): Promise<void> {
  if (!(await findUser(users, actor.userId))?.isAdmin) throw new ForbiddenError('Only administrators may do this');
}
