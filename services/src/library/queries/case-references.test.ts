import { csvHeaders } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from '../test-kit.ts';

const caseRow = (citation: string, caseRefs = '') => [
  citation,
  `Parties of ${citation}`,
  'Mr. Justice Athar Minallah',
  'Mr. Salman Akram Raja, ASC',
  'Supreme Court of Pakistan',
  caseRefs,
  '',
  'Constitutional/Writ',
  'Judgment text.',
];

describe('references between cases', () => {
  let kit: LibraryTestKit;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_case_references');
    const job = await kit.importFile(
      'cases',
      csv(csvHeaders.cases, [
        caseRow('PLD 2006 SC 602'),
        caseRow('2018 SCMR 762'),
        caseRow('PLD 2014 Lahore 120'),
        caseRow('PLD 2014 Karachi 120'),
        caseRow('2021 YLR 53'),
        caseRow('PLD 2019 SC 1', 'PLD 2006 Supreme Court 602, 2018 S C M R 762, PLD 2014 120, PLD 2014 Lah. 120, 1999 SCMR 5, 2021 YLR Note 53'),
        caseRow('2020 SCMR 10', 'pld 2006 sc  602'),
        // Same year and page, another journal: it does not cite PLD 2006 SC 602.
        caseRow('2021 SCMR 20', '2006 SCMR 602'),
        caseRow('C.P.L.A.1002-2025', 'PLD 2019 SC 1'),
        caseRow('2022 SCMR 30', 'C.P.L.A.1002-2025'),
      ]),
    );
    expect(job.state).toBe('done');
  });
  afterAll(() => kit.close());

  it('resolves each reference to the held case, whatever variant it is written in', async () => {
    const detail = await kit.library.caseById('PLD 2019 SC 1');
    expect(detail?.caseRefs).toEqual([
      { citationId: 'PLD 2006 Supreme Court 602', heldAs: 'PLD 2006 SC 602', parties: 'Parties of PLD 2006 SC 602', flag: null },
      { citationId: '2018 S C M R 762', heldAs: '2018 SCMR 762', parties: 'Parties of 2018 SCMR 762', flag: null },
      // No court: Lahore's and Karachi's page 120 both fit, so it names neither.
      { citationId: 'PLD 2014 120', heldAs: null, parties: null, flag: null },
      { citationId: 'PLD 2014 Lah. 120', heldAs: 'PLD 2014 Lahore 120', parties: 'Parties of PLD 2014 Lahore 120', flag: null },
      { citationId: '1999 SCMR 5', heldAs: null, parties: null, flag: null },
      // A short note is not the report on the same page.
      { citationId: '2021 YLR Note 53', heldAs: null, parties: null, flag: null },
    ]);
    expect((await kit.library.caseById('C.P.L.A.1002-2025'))?.caseRefs).toEqual([
      { citationId: 'PLD 2019 SC 1', heldAs: 'PLD 2019 SC 1', parties: 'Parties of PLD 2019 SC 1', flag: null },
    ]);
  });

  it('lists the cases citing a case in any variant, newest first, and not those sharing only a year and page', async () => {
    const cited = await kit.library.citedBy('PLD 2006 SC 602');
    expect(cited).toMatchObject({ page: 1, pageSize: 25, count: 2 });
    expect(cited.rows.map((row) => row.citationId)).toEqual(['2020 SCMR 10', 'PLD 2019 SC 1']);
    expect((await kit.library.citedBy('PLD 2014 Lahore 120')).rows.map((row) => row.citationId)).toEqual(['PLD 2019 SC 1']);
    expect((await kit.library.citedBy('C.P.L.A.1002-2025')).rows.map((row) => row.citationId)).toEqual(['2022 SCMR 30']);
    expect(await kit.library.citedBy('2022 SCMR 30')).toMatchObject({ count: 0, rows: [] });
    expect(await kit.library.citedBy('PLD 2006 SC 602', 2)).toMatchObject({ page: 2, count: 2, rows: [] });
    expect(await kit.library.citedBy(undefined)).toMatchObject({ count: 0, rows: [] });
  });
});
