import { createReadStream } from 'node:fs';
import { createElasticsearchSearchEngine, type SearchEngine } from '@qanoon/infra';
import { uniqueId } from '@qanoon/infra/testing';
import { parse } from 'csv-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import { corpusFiles, corpusPresent } from './relevance-kit.ts';
import { createSearch } from './search.ts';

const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
const present = corpusPresent();
const title = present
  ? `Urdu judgments of the real corpus found by their Urdu words (PostgreSQL${elasticsearchUrl ? ' and Elasticsearch' : '; Elasticsearch skipped: ELASTICSEARCH_URL not set'})`
  : 'Urdu judgments of the real corpus found by their Urdu words (skipped: no corpus at ../shared/data/legal-corpus)';

/** Arabic-script letters and the marks written on them: a word of an Urdu judgment. */
const urduWord = /(?:(?=\p{Script_Extensions=Arabic})[\p{L}\p{M}])+/gu;
const marks = /[\u064B-\u065F\u0670\u06D6-\u06ED]/gu;
/** A judgment written in Urdu: more Arabic-script letters than Latin ones (English judgments quote a little Urdu). */
const isUrdu = (text: string) => (text.match(/[\u0600-\u06FF]/gu)?.length ?? 0) > (text.match(/[A-Za-z]/g)?.length ?? 0);

/**
 * A word keyed the other way: Urdu yeh, kaf and heh where the judgment has the Arabic letters, and
 * the Arabic ones where it has Urdu letters, as a lawyer with another keyboard would type it.
 */
const otherLetters: Record<string, string> = { ى: 'ی', ي: 'ی', ی: 'ي', ك: 'ک', ک: 'ك', ه: 'ہ', ہ: 'ه' };
const retyped = (word: string) => [...word.replace(marks, '')].map((ch) => otherLetters[ch] ?? ch).join('');

const csvField = (value: string) => `"${value.replace(/"/g, '""')}"`;

interface UrduCase {
  id: string;
  words: string[];
}

describe.skipIf(!present)(title, () => {
  let kit: LibraryTestKit;
  const engines: { name: string; engine: SearchEngine }[] = [];
  let elasticsearchPrefix: string | undefined;
  const urdu: UrduCase[] = [];

  beforeAll(async () => {
    // The Urdu judgments and a hundred English ones beside them, imported as an upload of theirs would be.
    // English rows first: the upload is told from its first kilobytes, as a lawyer's file would be.
    const rows: Record<string, string>[] = [];
    const urduRows: Record<string, string>[] = [];
    let columns: string[] = [];
    let english = 0;
    const parser = createReadStream(corpusFiles.cases).pipe(parse({ bom: true, columns: (header: string[]) => (columns = header) }));
    for await (const row of parser as AsyncIterable<Record<string, string>>) {
      const text = `${row.Head_Notes ?? ''}\n${row.Case_Desc ?? ''}`;
      if (isUrdu(text)) {
        urduRows.push(row);
        urdu.push({ id: row.Citation_id ?? '', words: [...new Set((text.match(urduWord) ?? []).map((w) => w.replace(marks, '')))] });
      } else if (english++ < 100) {
        rows.push(row);
      }
    }
    const csv = [columns.map(csvField).join(','), ...[...rows, ...urduRows].map((row) => columns.map((c) => csvField(row[c] ?? '')).join(','))].join('\n');

    kit = await libraryTestKit('qanoon_test_search_urdu_corpus');
    const job = await kit.importFile('cases', Buffer.from(csv), 'Case_laws.csv');
    expect(job).toMatchObject({ state: 'done', rejected: 0n });
    engines.push({ name: 'postgres', engine: kit.searchEngine });
    if (elasticsearchUrl) {
      elasticsearchPrefix = uniqueId(`${process.env.ELASTICSEARCH_INDEX_PREFIX ?? 'qurdu'}-`);
      const engine = createElasticsearchSearchEngine(elasticsearchUrl, { indexPrefix: elasticsearchPrefix });
      await createSearch({ db: kit.db, searchEngine: engine, users: kit.users }).reindex('case');
      engines.push({ name: 'elasticsearch', engine });
    }
  }, 600_000);

  afterAll(async () => {
    for (const { name, engine } of engines) if (name === 'elasticsearch') await engine.close();
    if (elasticsearchUrl && elasticsearchPrefix) await fetch(`${elasticsearchUrl}/${elasticsearchPrefix}-*`, { method: 'DELETE' });
    await kit?.close();
  });

  it('finds each Urdu judgment in the first ten by its rarer Urdu words, typed with the other yeh, kaf and heh', async () => {
    expect(urdu.length).toBeGreaterThan(0);
    // How many Urdu judgments have each word: the rarer words name a judgment.
    const judgments = new Map<string, number>();
    for (const c of urdu) for (const w of c.words) judgments.set(w, (judgments.get(w) ?? 0) + 1);
    for (const { name, engine } of engines) {
      const search = createSearch({ db: kit.db, searchEngine: engine, users: kit.users });
      const missed: string[] = [];
      for (const c of urdu) {
        // Words of three letters or more that a lawyer would type differently (they have a yeh, kaf or heh).
        const words = c.words
          .filter((w) => [...w].length >= 3 && retyped(w) !== w)
          .sort((a, b) => (judgments.get(a) ?? 0) - (judgments.get(b) ?? 0) || a.localeCompare(b))
          .slice(0, 2)
          .map(retyped);
        expect(words.length, c.id).toBeGreaterThan(0);
        const outcome = await search.search('advance', { keyword: words.join(' ') });
        const found = outcome.kind === 'results' ? outcome.results.rows.slice(0, 10).map((row) => row.citationId) : [];
        if (!found.includes(c.id)) missed.push(`${c.id}: ${words.join(' ')}`);
      }
      expect(missed, `${name}: Urdu judgments not found`).toEqual([]);
    }
  }, 300_000);
});
