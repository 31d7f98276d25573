import type { Sql } from '@qanoon/infra';
import { isId } from '../shared/ids.ts';
import type { PaidPackageHolders } from '../shared/paid-package.ts';

/** Billing's answer to "who of these holds a running package" (the port in shared/paid-package.ts): one query for all of them. */
export function createPaidPackageHolders(db: Sql): PaidPackageHolders {
  return async (userIds, at) => {
    const ids = [...new Set(userIds.filter(isId))];
    if (ids.length === 0) return new Set();
    const { rows } = await db.query<{ user_id: string }>(
      "SELECT user_id FROM payments WHERE user_id = ANY($1::uuid[]) AND is_paid = 'true' AND expire_at > $2",
      [ids, at],
    );
    return new Set(rows.map((row) => row.user_id));
  };
}
