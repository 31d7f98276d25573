import type { Sql } from '@qanoon/infra';
import { isId } from '../shared/ids.ts';
import type { DirectoryUser, UserDirectory } from '../shared/user-directory.ts';

/** Identity's answer to the other contexts' questions about users (the port in shared/user-directory.ts). */
export function createUserDirectory(db: Sql): UserDirectory {
  return {
    async find(userIds) {
      const ids = [...new Set(userIds.filter(isId))];
      if (ids.length === 0) return new Map();
      const { rows } = await db.query<{
        id: string;
        email: string;
        first_name: string;
        last_name: string;
        contact: string;
        address: string;
        city: string;
        is_admin: boolean;
        new_user: boolean;
      }>(
        `SELECT id, email::text AS email, first_name, last_name, contact, address, city, is_admin, new_user
         FROM users WHERE id = ANY($1::uuid[])`,
        [ids],
      );
      return new Map(
        rows.map((row): [string, DirectoryUser] => [
          row.id,
          {
            id: row.id,
            email: row.email,
            firstName: row.first_name,
            lastName: row.last_name,
            contact: row.contact,
            address: row.address,
            city: row.city,
            isAdmin: row.is_admin,
            newUser: row.new_user,
          },
        ]),
      );
    },
    async adminEmails() {
      const { rows } = await db.query<{ email: string }>('SELECT email::text AS email FROM users WHERE is_admin ORDER BY created_at');
      return rows.map((row) => row.email);
    },
    async markNotNew(userId) {
      if (!isId(userId)) return;
      await db.query('UPDATE users SET new_user = false WHERE id = $1 AND new_user', [userId]);
    },
  };
}
