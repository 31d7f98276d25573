import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchEngine, StandingMatch } from './search-engine.ts';

const judgment = (id: string, fields: Partial<SearchDocument>): SearchDocument => ({
  kind: 'case',
  id,
  title: fields.parties ?? id,
  body: '',
  journal: id.split(' ')[1],
  year: Number(id.split(' ')[0]),
  page: Number(id.split(' ')[2]),
  ...fields,
});

// What was in the library before, and what an import brings.
const before = judgment('2019 SCMR 10', { parties: 'Old Appellant v. The State', body: 'Pre-arrest bail refused: the accused absconded.', court: 'Supreme Court' });
const arrivals = [
  judgment('2024 SCMR 1', { parties: 'Ali Raza v. The State', body: 'Pre-arrest bail granted; mala fide of the complainant shown.', court: 'Supreme Court', judge: 'Qazi Faez Isa' }),
  judgment('2024 CLC 2', { parties: 'Mst. Sadia v. Ghulam Abbas', body: 'Suit for recovery of dower decreed by the family court.', court: 'Lahore High Court' }),
  judgment('2024 YLR 3', { parties: 'Bashir Ahmed v. The State', body: 'Bail after arrest refused; murder charge with ocular account.', court: 'Sindh High Court' }),
];

const sorted = (matches: StandingMatch[]) => matches.map((m) => `${m.queryId} ${m.documentId}`).sort();

/**
 * Saved searches (ADR 0045): a kept query is matched against documents as they arrive, and finds
 * among them exactly what the same search would find among them alone.
 */
export function standingQueryContract(name: string, factory: () => Promise<SearchEngine>): void {
  describe(`${name} standing queries`, () => {
    let engine: SearchEngine;
    beforeAll(async () => {
      engine = await factory();
      await engine.ensureReady();
      await engine.index([before, ...arrivals]);
      await engine.refresh('case');
    });
    afterAll(async () => {
      await engine.close();
    });

    it('finds which kept queries match which new judgments, by keyword, court, names and years', async () => {
      await engine.keepStandingQuery('bail', { kind: 'case', keyword: '"pre-arrest bail"', sort: 'newest', resultPage: 3 });
      await engine.keepStandingQuery('bail-in-sindh', { kind: 'case', keyword: 'bail', court: ['Sindh High Court'] });
      await engine.keepStandingQuery('dower-2020s', { kind: 'case', keyword: 'dower', yearFrom: 2020, yearTo: 2029 });
      await engine.keepStandingQuery('dower-1990s', { kind: 'case', keyword: 'dower', yearFrom: 1990, yearTo: 1999 });
      await engine.keepStandingQuery('judge', { kind: 'case', judge: 'Qazi Faez Isa' });
      expect(sorted(await engine.matchStanding(arrivals))).toEqual(['bail 2024 SCMR 1', 'bail-in-sindh 2024 YLR 3', 'dower-2020s 2024 CLC 2', 'judge 2024 SCMR 1']);
    });

    it('never answers a judgment it was not given, and nothing for none', async () => {
      await engine.keepStandingQuery('absconded', { kind: 'case', keyword: 'absconded' });
      expect(await engine.matchStanding(arrivals.slice(0, 1))).not.toContainEqual(expect.objectContaining({ queryId: 'absconded' }));
      expect(await engine.matchStanding([])).toEqual([]);
    });

    it('replaces a query kept again under its id, and forgets one dropped', async () => {
      await engine.keepStandingQuery('bail', { kind: 'case', keyword: 'dower' });
      await engine.dropStandingQuery('bail-in-sindh');
      await engine.dropStandingQuery('never-kept');
      const matched = sorted(await engine.matchStanding(arrivals));
      expect(matched).toContain('bail 2024 CLC 2');
      expect(matched).not.toContain('bail 2024 SCMR 1');
      expect(matched.some((m) => m.startsWith('bail-in-sindh '))).toBe(false);
    });

    it('asks a search about some documents only', async () => {
      const result = await engine.query({ kind: 'case', keyword: 'bail', among: ['2019 SCMR 10', '2024 CLC 2'] });
      expect(result.hits.map((h) => h.document.id)).toEqual(['2019 SCMR 10']);
    });
  });
}
