import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchEngine } from './search-engine.ts';

const cases: SearchDocument[] = [
  { kind: 'case', id: '2020 SCMR 1', title: 'Muhammad Ajmal v. The State', parties: 'Muhammad Ajmal v. The State', body: 'Bail refused: the murder was seen by two witnesses.', year: 2020, page: 1 },
  { kind: 'case', id: '2021 SCMR 2', title: 'Bial Khan v. The State', parties: 'Bial Khan v. The State', body: 'Bail allowed in a murder case on further inquiry.', year: 2021, page: 2 },
  { kind: 'case', id: '2022 SCMR 3', title: 'Ghulam Rasool v. Zahid', parties: 'Ghulam Rasool v. Zahid', body: 'The appeal against the conviction for murder and bail is dismissed.', year: 2022, page: 3 },
];

/** "Did you mean …" on every engine (ADR 0061): the library's own words, nearest first. */
export function spellingContract(name: string, factory: () => Promise<SearchEngine>): void {
  describe(`${name} search engine: spellings the library holds`, () => {
    let engine: SearchEngine;

    beforeAll(async () => {
      engine = await factory();
      await engine.ensureReady();
      await engine.index(cases);
      await engine.refresh('case');
    });
    afterAll(async () => {
      await engine.close();
    });

    it('answers a word no judgment holds with the nearest word they do', async () => {
      expect(await engine.nearestSpellings('case', ['murdr', 'convction', 'apeal'])).toEqual({ murdr: 'murder', convction: 'conviction', apeal: 'appeal' });
    });

    it('leaves alone the words the library holds, names among them, and words with nothing near', async () => {
      expect(await engine.nearestSpellings('case', ['murder', 'ajmal', 'bial', 'rasool', 'xylophonist', 'the'])).toEqual({});
    });

    it('answers for letters only, a dozen words at most, whatever is sent', async () => {
      expect(await engine.nearestSpellings('case', ['302-B', 'S.489', '', 'a'.repeat(65_536), "murdr'"])).toEqual({});
      const many = await engine.nearestSpellings('case', Array.from({ length: 500 }, (_, i) => `murdr${'x'.repeat(i % 3)}`));
      expect(Object.keys(many).length).toBeLessThanOrEqual(12);
    });
  });
}
