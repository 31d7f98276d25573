import type { UsersRow, UserView } from '@qanoon/contracts';
import { messages } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import { isId } from '../shared/ids.ts';
import { failure, type Failure } from '../shared/outcome.ts';

/** A row of the users table (contracts' UsersRow, derived from the user's view). */
export type UserRow = UsersRow;

export const userColumns =
  'id, criteria, first_name, last_name, email::text AS email, contact, address, city, speciality, university, intake, picture, password_hash, is_admin, new_user, newsletter, terms, language, created_at';

export const toUserView = (row: UserRow): UserView => ({
  id: row.id,
  criteria: row.criteria,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  contact: row.contact,
  address: row.address,
  city: row.city,
  speciality: row.speciality,
  university: row.university,
  intake: row.intake,
  picture: row.picture,
  isAdmin: row.is_admin,
  newUser: row.new_user,
  newsletter: row.newsletter,
  terms: row.terms,
  language: row.language,
  createdAt: row.created_at,
});

/** Form field names and the columns they write. */
export const columnOf = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  contact: 'contact',
  address: 'address',
  city: 'city',
  speciality: 'speciality',
} as const;


export async function findUserByEmail(db: Sql, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE email = $1`, [email]);
  return rows[0] ?? null;
}

export async function findUserById(db: Sql, id: string): Promise<UserRow | null> {
  if (!isId(id)) return null; // a malformed id finds nobody instead of making PostgreSQL throw
  const { rows } = await db.query<UserRow>(`SELECT ${userColumns} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** A user about to be stored: the view's fields a sign-up sets, and the password's hash. */
export type NewUser = Omit<UserView, 'id' | 'picture' | 'newUser' | 'language' | 'createdAt'> & { passwordHash: string };

/** Insert a user; a taken email or phone comes back as the spec's message, not an error. */
export async function insertUser(db: Sql, user: NewUser): Promise<{ id: string } | Failure> {
  try {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO users (criteria, first_name, last_name, email, contact, address, city, speciality,
         university, intake, password_hash, is_admin, newsletter, terms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [
        user.criteria,
        user.firstName,
        user.lastName,
        user.email,
        user.contact,
        user.address,
        user.city,
        user.speciality,
        user.university,
        user.intake,
        user.passwordHash,
        user.isAdmin,
        user.newsletter,
        user.terms,
      ],
    );
    const row = rows[0];
    if (!row) throw new Error('INSERT returned no row');
    return row;
  } catch (error) {
    const taken = takenField(error);
    if (taken) return taken;
    throw error;
  }
}

/** The spec's message for a unique email or phone already taken, or null for any other error. */
export function takenField(error: unknown): Failure | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  if (constraint === 'users_contact_key') return failure(messages.phoneAlreadyRegistered, 'contact');
  if (constraint === 'users_email_key') return failure(messages.emailAlreadyRegistered, 'email');
  return null;
}
