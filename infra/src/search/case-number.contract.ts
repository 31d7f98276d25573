import { ownCaseNumberKeys } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchDocument, SearchEngine } from './search-engine.ts';

const judgment = (id: string, heading: string, body: string): SearchDocument => ({
  kind: 'case',
  id,
  title: id,
  body: `${heading}\n\n${body}`,
  caseNumbers: ownCaseNumberKeys('', heading),
  journal: id.split(' ')[1] ?? 'SCMR',
  year: Number(id.split(' ')[0]),
});

/** Three judgments whose headings write their case numbers each its own way, and one that cites another's. */
const judgments: SearchDocument[] = [
  judgment('2012 SCMR 468', 'CIVIL APPEALS NO.468 AND 469 OF 2010', 'Tenancy: the ejectment order was upheld.'),
  judgment('2016 SCMR 22', 'Criminal Appeal No.22-P/2014', 'The conviction under section 302 was set aside.'),
  judgment('2017 SCMR 900', 'Const.P.14/2013', 'Election of the National Assembly.'),
  // Cites C.A.468-2010 word for word, but is not it.
  judgment('2019 SCMR 5', 'C.P.L.A. No.5 of 2019', 'As held in C.A.468-2010, tenancy ejectment follows default in rent.'),
  // An application made in the Constitution Petition: found for its number, below the petition's judgment.
  judgment('2018 SCMR 77', 'C.M.A. No.77 of 2018 in Constitution Petition No.14 of 2013', 'Application for early hearing.'),
  // A High Court's criminal miscellaneous (a bail petition), written every way a lawyer may type it.
  judgment('1998 PCrLJ 577', 'Crl. Misc. No. 577 of 1998', 'Bail after arrest was refused.'),
];

const ids = (result: { hits: { document: { id: string } }[] }) => result.hits.map((h) => h.document.id);

/** Case numbers typed in another written form than the judgment's (issue 16). */
export function caseNumberContract(name: string, factory: () => Promise<SearchEngine>): void {
  describe(`${name} search engine: case numbers in any written form`, () => {
    let engine: SearchEngine;
    beforeAll(async () => {
      engine = await factory();
      await engine.ensureReady();
      await engine.index(judgments);
      await engine.refresh('case');
    });
    afterAll(() => engine.close());

    it.each([
      ['C.A.468-2010', '2012 SCMR 468'],
      ['Civil Appeal No. 469/10', '2012 SCMR 468'],
      ['Crl.A.22-P-2014', '2016 SCMR 22'],
      ['criminal appeal no 22-P of 2014', '2016 SCMR 22'],
      ['CONSTITUTION PETITION NO.14 OF 2013', '2017 SCMR 900'],
      ['C.P.14-2013', '2017 SCMR 900'],
      ['Crl. Misc. 577/1998', '1998 PCrLJ 577'],
      ['Crl.M. 577-1998', '1998 PCrLJ 577'],
      ['Cr. Misc. No. 577 of 1998', '1998 PCrLJ 577'],
      ['Criminal Miscellaneous 577 of 1998', '1998 PCrLJ 577'],
    ])('finds %s as the judgment that writes it otherwise, first', async (typed, expected) => {
      expect(ids(await engine.query({ kind: 'case', keyword: typed }))[0]).toBe(expected);
    });

    it('ranks the judgment whose own number it is above one that cites it word for word', async () => {
      expect(ids(await engine.query({ kind: 'case', keyword: 'C.A.468-2010' }))).toEqual(['2012 SCMR 468', '2019 SCMR 5']);
    });

    it('keeps the words typed with a case number: its other words still rank and match', async () => {
      expect(ids(await engine.query({ kind: 'case', keyword: 'tenancy' })).sort()).toEqual(['2012 SCMR 468', '2019 SCMR 5']);
      expect(ids(await engine.query({ kind: 'case', keyword: 'Crl.A.23-P-2014' }))).toEqual([]);
    });

    it('ranks a judgment made in the case typed (an application in it) below the case’s own', async () => {
      expect(ids(await engine.query({ kind: 'case', keyword: 'Const.P. No.14 of 2013' }))).toEqual(['2017 SCMR 900', '2018 SCMR 77']);
      expect(ids(await engine.query({ kind: 'case', keyword: 'CMA 77/2018' }))).toEqual(['2018 SCMR 77']);
    });

    it('returns the case numbers a document was indexed with', async () => {
      const [hit] = (await engine.query({ kind: 'case', keyword: 'Crl.A.22-P-2014' })).hits;
      expect(hit?.document.caseNumbers).toEqual(['crla-22-p-2014']);
    });
  });
}
