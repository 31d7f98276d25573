import type { PackageView } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import { isId } from '../../shared/ids.ts';

export interface PackageRow extends Record<string, unknown> {
  id: string;
  name: string;
  duration_days: number;
  fee: string;
  registration: string;
  total: string;
}

export const packageColumns = 'id, name, duration_days, fee, registration, total';

export const toPackageView = (row: PackageRow): PackageView => ({
  id: row.id,
  package: row.name,
  duration: row.duration_days,
  fee: Number(row.fee),
  registration: Number(row.registration),
  total: Number(row.total),
});

/** Every package, cheapest first (the 'Choose a Plan' grid and the admin's Packages screen). */
export async function listPackages(db: Sql): Promise<PackageView[]> {
  const { rows } = await db.query<PackageRow>(`SELECT ${packageColumns} FROM packages ORDER BY total, lower(name), id`);
  return rows.map(toPackageView);
}

/** One package; null when there is none with this id (or the id is malformed). */
export async function findPackage(db: Sql, id: string): Promise<PackageView | null> {
  if (!isId(id)) return null;
  const { rows } = await db.query<PackageRow>(`SELECT ${packageColumns} FROM packages WHERE id = $1`, [id]);
  const row = rows[0];
  return row ? toPackageView(row) : null;
}
