// The billing context writes the payments read model; other contexts ask it only this.

/**
 * SQL: the user in `userColumn` holds a verified package still running at `atParam`. A package
 * past its end counts as lapsed at once, before the expiry sweep records it, as access reads it.
 */
export const holdsPaidPackage = (userColumn: string, atParam: string) =>
  `EXISTS (SELECT 1 FROM payments p WHERE p.user_id = ${userColumn} AND p.is_paid = 'true' AND p.expire_at > ${atParam})`;
