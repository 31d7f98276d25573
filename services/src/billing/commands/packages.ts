import { messages, packageEditSchema, packageFormSchema, parseForm, type PackageView } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import { assertAdmin } from '../../shared/access.ts';
import { failure, type Actor, type Failure, type Outcome } from '../../shared/outcome.ts';
import type { BillingDeps } from '../deps.ts';
import { packageColumns, toPackageView, type PackageRow } from '../queries/packages.ts';
import { isId } from '../../shared/ids.ts';

/** A second package of the same name, however capitalised, as the message; null for other errors. */
function nameTaken(error: unknown): Failure | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'packages_name_key' ? failure(messages.packageNameTaken, 'package') : null;
}

async function writePackage(db: Sql, text: string, values: unknown[]): Promise<PackageView | null | Failure> {
  try {
    const { rows } = await db.query<PackageRow>(text, values);
    const row = rows[0];
    return row ? toPackageView(row) : null;
  } catch (error) {
    const taken = nameTaken(error);
    if (taken) return taken;
    throw error;
  }
}

/** Packages screen: add a package (docs/product-rules.md#packages). */
export async function addPackage(deps: BillingDeps, actor: Actor, input: unknown): Promise<Outcome<{ package: PackageView }>> {
  await assertAdmin(deps.users, actor);
  const form = parseForm(packageFormSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  const { package: name, duration, fee, registration, total } = form.data;
  const added = await writePackage(
    deps.db,
    `INSERT INTO packages (name, duration_days, fee, registration, total) VALUES ($1, $2, $3, $4, $5) RETURNING ${packageColumns}`,
    [name, duration, fee, registration, total],
  );
  if (!added) throw new Error('INSERT returned no row');
  if ('ok' in added) return added;
  return { ok: true, message: messages.packageAdded, package: added };
}

/**
 * Packages screen: edit a package. Empty fields stay as they are; all empty changes nothing.
 * Payments already made keep the terms they were made under.
 */
export async function updatePackage(
  deps: BillingDeps,
  actor: Actor,
  packageId: string,
  input: unknown,
): Promise<Outcome<{ changed: boolean; package: PackageView | null }>> {
  await assertAdmin(deps.users, actor);
  const form = parseForm(packageEditSchema, input);
  if (!form.ok) return failure(form.message, form.field);
  if (Object.keys(form.data).length === 0) return { ok: true, message: messages.nothingToUpdate, changed: false, package: null };
  if (!isId(packageId)) return failure(messages.packageNotFound);
  const { package: name, duration, fee, registration, total } = form.data;
  const updated = await writePackage(
    deps.db,
    `UPDATE packages SET name = coalesce($2, name), duration_days = coalesce($3, duration_days), fee = coalesce($4, fee),
       registration = coalesce($5, registration), total = coalesce($6, total)
     WHERE id = $1 RETURNING ${packageColumns}`,
    [packageId, name ?? null, duration ?? null, fee ?? null, registration ?? null, total ?? null],
  );
  if (!updated) return failure(messages.packageNotFound);
  if ('ok' in updated) return updated;
  return { ok: true, message: messages.packageUpdated, changed: true, package: updated };
}

/** Packages screen: delete a package. Payments made under it keep their terms. */
export async function deletePackage(deps: BillingDeps, actor: Actor, packageId: string): Promise<Outcome<{ packageId: string }>> {
  await assertAdmin(deps.users, actor);
  if (!isId(packageId)) return failure(messages.packageNotFound);
  const { rowCount } = await deps.db.query('DELETE FROM packages WHERE id = $1', [packageId]);
  return rowCount > 0 ? { ok: true, message: messages.packageDeleted, packageId } : failure(messages.packageNotFound);
}
