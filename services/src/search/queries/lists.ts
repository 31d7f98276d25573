import { courtAbbreviations, courtName, sameCourt, type CourtOption, type JournalOption } from '@qanoon/contracts';
import type { SearchDeps } from '../deps.ts';
import { citedReference } from './cited-reference.ts';
import { readSectionQuery } from './section-query.ts';

const suggestionsShown = 10;

/**
 * The library's courts and journals, read from the content tables, and the legal synonyms. What a
 * form shows (the court suggestions on every keystroke, the journals, the years it starts with) is
 * kept a few seconds in the process; what a search's answer is worked out from (the courts a typed
 * court stands for, the synonyms) is kept with the engine's answers, under the library's
 * generation: a whole answer kept under it (ADR 0076) is never worked out from a list older than it.
 */
export function libraryLists(deps: SearchDeps) {
  const ttl = deps.listsTtlMs ?? 5_000;
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  function cached<T>(key: string, read: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < ttl) return hit.value as Promise<T>;
    const value = read();
    cache.set(key, { at: now(), value });
    value.catch(() => cache.delete(key));
    return value;
  }

  const readCourts = async (): Promise<CourtOption[]> => {
    const { rows } = await deps.db.query<{ name: string; cases: number }>(
      `SELECT court AS name, count(*)::int AS cases FROM case_laws WHERE court <> '' GROUP BY court ORDER BY count(*) DESC, court`,
    );
    return rows.map((row) => ({ ...row, aliases: courtAbbreviations[courtName(row.name) ?? ''] ?? [] }));
  };
  const courts = () => cached('courts', readCourts);

  const journals = () =>
    cached('journals', async (): Promise<JournalOption[]> => {
      const { rows } = await deps.db.query<{ journal: string; cases: number }>(
        'SELECT journal, count(*)::int AS cases FROM case_laws WHERE journal IS NOT NULL GROUP BY journal ORDER BY count(*) DESC, journal',
      );
      return rows;
    });

  /** The legal synonym groups (search_synonyms), as an administrator last left them. */
  const synonyms = () =>
    deps.searchEngine.kept('lists:synonyms', async (): Promise<string[][]> => {
      const { rows } = await deps.db.query<{ terms: string[] }>('SELECT terms FROM search_synonyms ORDER BY id');
      return rows.map((row) => row.terms);
    });

  /** The years a search form starts with: the library's first year of judgments to this one. */
  const yearRange = () =>
    cached('years', async (): Promise<{ from: number; to: number }> => {
      const { rows } = await deps.db.query<{ first: number | null }>('SELECT min(year)::int AS first FROM case_laws');
      const to = new Date(now()).getUTCFullYear();
      return { from: Math.min(rows[0]?.first ?? to, to), to };
    });

  return {
    courts,
    journals,
    synonyms,
    yearRange,
    /** A keyword that is a citation the library's judgments cite, with the ways they write it. */
    citedReference: (keyword: string) => citedReference(deps.db, keyword),
    /** The statute sections a keyword names, each resolved to an Act the library holds (ADR 0060). */
    readSections: (keyword: string | undefined) => readSectionQuery(deps, keyword),

    /** Courts to suggest for what is typed: by name (`high court`) or by abbreviation (`Lah.`, `SC`, `Quetta`). */
    async suggestCourts(typed: unknown): Promise<CourtOption[]> {
      const text = typeof typed === 'string' ? typed.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 100) : '';
      const all = await courts();
      if (!text) return all.slice(0, suggestionsShown);
      const bare = text.replace(/\./g, '');
      const scored = all.flatMap((court) => {
        const name = court.name.toLowerCase();
        const aliases = court.aliases.map((a) => a.toLowerCase().replace(/\./g, ''));
        const rank = name.startsWith(text) ? 0 : aliases.some((a) => a.startsWith(bare)) ? 1 : name.includes(text) ? 2 : -1;
        return rank < 0 ? [] : [{ court, rank }];
      });
      return scored
        .sort((a, b) => a.rank - b.rank || b.court.cases - a.court.cases)
        .slice(0, suggestionsShown)
        .map((s) => s.court);
    },

    /**
     * The library's courts a typed court stands for: the one of that name; else those it
     * abbreviates (`SC`, `Quetta`); else those whose name holds it (`high court`). A court the
     * library does not hold stays as typed, and finds nothing.
     */
    async resolveCourt(typed: string): Promise<string[]> {
      const text = typed.trim().replace(/\s+/g, ' ');
      const all = (await deps.searchEngine.kept('lists:courts', readCourts)).map((c) => c.name);
      const exact = all.filter((name) => name.toLowerCase() === text.toLowerCase());
      if (exact.length > 0) return exact;
      const named = courtName(text) ? all.filter((name) => sameCourt(name, text)) : [];
      if (named.length > 0) return named;
      const holding = all.filter((name) => name.toLowerCase().includes(text.toLowerCase()));
      return holding.length > 0 ? holding : [text];
    },
  };
}

export type LibraryLists = ReturnType<typeof libraryLists>;
