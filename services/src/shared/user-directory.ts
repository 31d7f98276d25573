/**
 * What the identity context tells the others about its users (docs/decisions/0071-one-owner-per-table.md):
 * the users table is identity's own, so billing, the diary, the library and alerts ask through
 * this port, which the runtime hands them from identity, and never name the table in their SQL.
 */
export interface UserDirectory {
  /** The named users' details, by id; an unknown or malformed id is simply missing from the map. */
  find(userIds: readonly string[]): Promise<Map<string, DirectoryUser>>;
  /** Every administrator's email, the longest-standing first: whom a new receipt is told to. */
  adminEmails(): Promise<string[]>;
  /** The user has started a package: they are no longer new (the spec's newUser flag). */
  markNotNew(userId: string): Promise<void>;
}

/** A user as the other contexts see them. */
export interface DirectoryUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  contact: string;
  address: string;
  city: string;
  isAdmin: boolean;
  newUser: boolean;
}

/** One user's details, or null when there is none. */
export async function findUser(users: UserDirectory, userId: string): Promise<DirectoryUser | null> {
  return (await users.find([userId])).get(userId) ?? null;
}

/** "First Last", or null when the user is gone or has no name. */
export const fullName = (user: DirectoryUser | undefined): string | null => (user ? `${user.firstName} ${user.lastName}`.trim() || null : null);
