import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchEngine } from './search-engine.ts';

const judgment = (id: string, body: string): SearchDocument => ({ kind: 'case', id, title: `Parties of ${id}`, body, journal: 'SCMR', year: Number(id.slice(0, 4)) });

/** Three tenancy judgments, two murder trials, and one of each. */
const judgments: SearchDocument[] = [
  judgment('2020 SCMR 1', 'The landlord sought ejectment of the tenant for default in payment of rent. The tenant deposited the rent late; ejectment for default was ordered and the tenancy ended.'),
  judgment('2019 SCMR 2', 'Ejectment petition: the tenant committed default in rent, and the landlord needed the premises for personal use. Ejectment was ordered; the tenant must vacate.'),
  judgment('2018 SCMR 3', 'Rent controller ordered ejectment of the tenant for default; the landlord proved the rent was unpaid for months.'),
  judgment('2017 SCMR 4', 'Murder trial: the ocular account was corroborated by medical evidence and recovery of the weapon. Conviction for murder maintained.'),
  judgment('2016 SCMR 5', 'The accused was convicted of murder; the ocular account and medical evidence agreed and the weapon was recovered.'),
  judgment('2015 SCMR 6', 'Customs duty on imported vehicles: the valuation ruling was set aside.'),
];

const ids = (found: { id: string }[]) => found.map((f) => f.id);

/** Similar cases' text part (issue 16): the engine's more-like-this. */
export function similarTextContract(name: string, factory: () => Promise<SearchEngine>): void {
  describe(`${name} search engine: documents with text like another's`, () => {
    let engine: SearchEngine;
    beforeAll(async () => {
      engine = await factory();
      await engine.ensureReady();
      await engine.index(judgments);
      await engine.refresh('case');
    });
    afterAll(() => engine.close());

    it('answers the judgments sharing its telling words, most alike first, without the judgment itself', async () => {
      const found = await engine.similarText('case', '2020 SCMR 1', 10);
      expect(ids(found).slice(0, 2).sort()).toEqual(['2018 SCMR 3', '2019 SCMR 2']);
      expect(ids(found)).not.toContain('2020 SCMR 1');
      expect(ids(found)).not.toContain('2015 SCMR 6');
      expect(found[0]?.score).toBeGreaterThanOrEqual(found[1]?.score ?? 0);
      expect(ids(await engine.similarText('case', '2017 SCMR 4', 10))[0]).toBe('2016 SCMR 5');
    });

    it('answers at most the number asked for, and nothing for an unknown document or a limit of none', async () => {
      expect(await engine.similarText('case', '2020 SCMR 1', 1)).toHaveLength(1);
      expect(await engine.similarText('case', '1999 SCMR 404', 10)).toEqual([]);
      expect(await engine.similarText('case', '2020 SCMR 1', 0)).toEqual([]);
      expect(await engine.similarText('statute', '2020 SCMR 1', 10)).toEqual([]);
    });

    it('finds nothing like a judgment that shares its words with no other', async () => {
      expect(await engine.similarText('case', '2015 SCMR 6', 10)).toEqual([]);
    });
  });
}
