import { searchMessages } from '@qanoon/contracts';
import { z } from 'zod';
import { assertAdmin } from '../../shared/access.ts';
import { failure, type Actor, type Outcome } from '../../shared/outcome.ts';
import type { SearchDeps } from '../deps.ts';

/** A group of terms searched as one, as the administrator's list shows it. */
export interface SynonymGroupView {
  id: number;
  terms: string[];
  addedAt: Date;
}

/** The administrator's list of legal synonym groups, oldest first. */
export async function listSynonyms(deps: SearchDeps, actor: Actor): Promise<SynonymGroupView[]> {
  await assertAdmin(deps.users, actor);
  const { rows } = await deps.db.query<{ id: number; terms: string[]; added_at: Date }>('SELECT id, terms, added_at FROM search_synonyms ORDER BY id');
  return rows.map((row) => ({ id: row.id, terms: row.terms, addedAt: row.added_at }));
}

const termsSchema = z.object({
  terms: z
    .string()
    .max(2_000)
    .transform((text) => text.split(/[,\n]/).map((term) => term.trim().replace(/\s+/g, ' ')).filter(Boolean))
    .pipe(
      z
        .array(z.string().max(60))
        .min(2)
        .max(12)
        .refine((terms) => new Set(terms.map((t) => t.toLowerCase())).size === terms.length),
    ),
});

/** Add a group of terms that mean the same ("qatl, murder"); the next search uses it, no reindex. */
export async function addSynonyms(deps: SearchDeps, actor: Actor, input: unknown): Promise<Outcome> {
  await assertAdmin(deps.users, actor);
  const parsed = termsSchema.safeParse(input);
  if (!parsed.success) return failure(searchMessages.synonymsInvalid, 'terms');
  await deps.db.query('INSERT INTO search_synonyms (terms, added_by) VALUES ($1, $2)', [parsed.data.terms, actor.userId]);
  // Answers worked out with the groups as they were are retired, in every process (ADR 0076).
  await deps.searchEngine.changed();
  return { ok: true, message: searchMessages.synonymsAdded };
}

/** Remove a group: the next search no longer uses it. */
export async function removeSynonyms(deps: SearchDeps, actor: Actor, id: unknown): Promise<Outcome> {
  await assertAdmin(deps.users, actor);
  const groupId = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : typeof id === 'number' && Number.isInteger(id) ? id : null;
  const { rowCount } = groupId === null ? { rowCount: 0 } : await deps.db.query('DELETE FROM search_synonyms WHERE id = $1', [groupId]);
  if (rowCount) await deps.searchEngine.changed();
  return rowCount ? { ok: true, message: searchMessages.synonymsRemoved } : failure(searchMessages.synonymsNotFound);
}
