import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { csvHeaders, importKinds, parseCitation, parseRow, type ImportKind } from '@qanoon/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { legalDataCsv, legalDataFileName, writeLegalData } from './generate.ts';
import { catalogueStatutes, type LegalDataOptions } from './plan.ts';
import { referenceRows } from '../../library/citations/citation-index.ts';

const records = async (kind: ImportKind, options: LegalDataOptions) =>
  parse<Record<string, string>>(await buffer(legalDataCsv(kind, options)), { columns: true });

const small: LegalDataOptions = { cases: 400, statutes: catalogueStatutes, legalTerms: 300, articles: 60, topics: 80, dictionary: 600 };
const naturalKey: Record<ImportKind, (r: Record<string, string>) => string> = {
  cases: (r) => r.Citation_id ?? '',
  statutes: (r) => r.Statute_id ?? '',
  legalTerms: (r) => (r.Legal_Terms ?? '').toLowerCase(),
  articles: (r) => `${r.Title}\u0000${r.Author}`,
  topics: (r) => `${r.Topics}\u0000${r.Statute}`,
  dictionary: (r) => `${r.Words}\u0000${r.Meaning}`,
};
const citationKey = (raw: string) => {
  const c = parseCitation(raw);
  return `${c.journal} ${c.year} ${c.court} ${c.page}`;
};

describe('the legal data generator', () => {
  it('makes the same bytes from the same seed, and other bytes from another', async () => {
    const a = await buffer(legalDataCsv('cases', { cases: 50, seed: 7 }));
    const b = await buffer(legalDataCsv('cases', { cases: 50, seed: 7 }));
    const c = await buffer(legalDataCsv('cases', { cases: 50, seed: 8 }));
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it.each(importKinds)('writes %s rows that the import accepts, each natural key once', async (kind) => {
    const text = (await buffer(legalDataCsv(kind, small))).toString('utf8');
    expect(text.split('\n')[0]).toBe(csvHeaders[kind].join(','));
    const rows = await records(kind, small);
    expect(rows).toHaveLength(small[kind] ?? 0);
    const refused = rows.map((r) => parseRow(kind, r)).filter((r) => !r.ok);
    expect(refused).toEqual([]);
    expect(new Set(rows.map(naturalKey[kind])).size).toBe(rows.length);
  });

  it('writes citations in Pakistani forms that parse, across the journals and courts', async () => {
    const rows = await records('cases', small);
    const citations = rows.map((r) => parseCitation(r.Citation_id ?? ''));
    expect(citations.every((c) => c.journal && c.year && c.page)).toBe(true);
    expect(new Set(citations.map((c) => c.journal))).toEqual(new Set(['PLD', 'SCMR', 'CLC', 'YLR', 'PCrLJ', 'MLD', 'PLC', 'CLD']));
    expect(new Set(rows.map((r) => r.Citation_Court))).toEqual(
      new Set(['Supreme Court of Pakistan', 'Lahore High Court', 'Sindh High Court', 'Peshawar High Court', 'Islamabad High Court', 'Balochistan High Court', 'Federal Shariat Court']),
    );
    expect(rows.filter((r) => r.Citation_Court === 'Supreme Court of Pakistan').every((r) => /\bASC\b/.test(r.Lawyer ?? ''))).toBe(true);
    expect(rows.every((r) => (r.Judge ?? '').startsWith('Mr. Justice ') || (r.Judge ?? '').startsWith('Mrs. Justice '))).toBe(true);
    expect(rows.every((r) => / v\. /.test(r.Parties ?? ''))).toBe(true);
  });

  it('points Case_Ref mostly at generated cases (in any variant) and Law_Ref only at generated statutes', async () => {
    const cases = await records('cases', small);
    const statutes = await records('statutes', small);
    const ids = new Set(cases.map((r) => citationKey(r.Citation_id ?? '')));
    const refs = cases.flatMap((r) => (r.Case_Ref ? r.Case_Ref.split(',') : []));
    const resolved = refs.filter((ref) => ids.has(citationKey(ref)));
    expect(refs.length).toBeGreaterThan(cases.length);
    expect(resolved.length / refs.length).toBeGreaterThan(0.8);
    expect(refs.some((ref) => ref.includes('S C M R') || ref.includes('Supreme Court'))).toBe(true);
    const year = (raw: string) => parseCitation(raw).year ?? 0;
    expect(cases.every((r) => (r.Case_Ref ? r.Case_Ref.split(',') : []).every((ref) => year(ref) < year(r.Citation_id ?? '')))).toBe(true);

    const statuteIds = new Set(statutes.map((r) => r.Statute_id));
    const lawRefs = cases.flatMap((r) => (r.Law_Ref ? r.Law_Ref.split(',') : []));
    expect(lawRefs.length).toBeGreaterThan(cases.length / 2);
    expect(lawRefs.filter((id) => !statuteIds.has(id))).toEqual([]);
    const statuteCaseRefs = statutes.flatMap((r) => (r.Case_Ref ? r.Case_Ref.split(',') : []));
    expect(statuteCaseRefs.length).toBeGreaterThan(0);
    expect(statuteCaseRefs.filter((ref) => !ids.has(citationKey(ref)))).toEqual([]);
  });

  it('names topics by the statutes the statutes file holds', async () => {
    const statutes = new Set((await records('statutes', small)).map((r) => r.Statute_Name));
    const topics = await records('topics', small);
    expect(topics.filter((t) => !statutes.has(t.Statute))).toEqual([]);
  });

  it('grows past its catalogues without repeating a key', async () => {
    const large: LegalDataOptions = { statutes: catalogueStatutes + 300, legalTerms: 4000, articles: 500, topics: 700, cases: 10 };
    for (const kind of ['statutes', 'legalTerms', 'articles', 'topics'] as const) {
      const rows = await records(kind, large);
      expect(rows).toHaveLength(large[kind] ?? 0);
      expect(new Set(rows.map(naturalKey[kind])).size).toBe(rows.length);
      expect(rows.map((r) => parseRow(kind, r)).filter((r) => !r.ok)).toEqual([]);
    }
  });

  it('writes the six files under the names the real corpus has', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'qanoon-legal-data-'));
    try {
      const written = await writeLegalData(dir, { cases: 5, legalTerms: 3, articles: 2, topics: 2, dictionary: 4, statutes: 6 });
      expect(written.map((w) => path.basename(w.file))).toEqual(['Statutes.csv', 'Case_laws.csv', 'Legal_Terms.csv', 'Articles.csv', 'Topics.csv', 'Dictionary.csv']);
      expect(legalDataFileName('cases')).toBe('Case_laws.csv');
      const terms = await readFile(path.join(dir, 'Legal_Terms.csv'), 'utf8');
      expect(terms.trim().split('\n')).toHaveLength(4);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('writes into the demo library judgments that overrule, declare per incuriam, distinguish, follow and note counsel\'s reliance on the cases they cite', async () => {
    // The library `npm start` seeds, read as the import reads it.
    const cases = await records('cases', {});
    const held = new Set(cases.map((r) => citationKey(r.Citation_id ?? '')));
    const references = cases.flatMap((r) =>
      referenceRows({ citationId: r.Citation_id ?? '', court: r.Court ?? '', caseRefs: (r.Case_Ref ?? '').split(','), caseDesc: r.Case_Desc ?? '' }),
    );
    const ofHeld = references.filter((ref) => held.has(citationKey(ref.written)));
    const count = (treatment: string, kind: string | null = null) => ofHeld.filter((ref) => ref.treatment === treatment && ref.negative_kind === kind).length;
    // A red flag or two, some amber, many green, on cases the demo holds.
    expect(count('negative', 'overruled')).toBeGreaterThanOrEqual(1);
    expect(count('negative', 'per-incuriam')).toBeGreaterThanOrEqual(1);
    expect(count('distinguished')).toBeGreaterThanOrEqual(5);
    expect(count('positive')).toBeGreaterThanOrEqual(Math.max(20, ofHeld.length / 3));
    expect(ofHeld.filter((ref) => ref.treatment === 'neutral' && / relied upon /.test(ref.treatment_sentence)).length).toBeGreaterThanOrEqual(3);
  });
});
