import { createReadStream } from 'node:fs';
import { createElasticsearchSearchEngine, type SearchEngine } from '@qanoon/infra';
import { testDatabaseUrl, uniqueId } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import {
  corpusFiles,
  corpusPresent,
  corpusStrayCitationIds,
  readQueries,
  relevanceTable,
  scoreRelevance,
  scoreSectionVariants,
  type QueryKind,
  type RelevanceRow,
  type RewrittenKind,
  type ScoreOptions,
} from './relevance-kit.ts';
import lawyerQueries from './lawyer-queries.fixture.json' with { type: 'json' };
import { createSearch } from './search.ts';

const elasticsearchUrl = process.env.ELASTICSEARCH_URL;
const present = corpusPresent();
const title = present
  ? `relevance of search over the real corpus (PostgreSQL${elasticsearchUrl ? ' and Elasticsearch' : '; Elasticsearch skipped: ELASTICSEARCH_URL not set'})`
  : 'relevance of search over the real corpus (skipped: no Case_laws.csv, Statutes.csv, Dictionary.csv and queries.jsonl at ../shared/data/legal-corpus)';

/** Every query of each kind runs (a few minutes on two cores); none needs sampling at this size. */
const options: ScoreOptions = { steps: {} };

/**
 * The goals of issue 16 (citations 100% top-1, parties recall@10 ≥ 0.95, citing cases recall ≥
 * 0.95, keywords MRR ≥ 0.9 and head-note catchwords ≥ 0.85, statutes ≥ 99% in the first three,
 * dictionary headwords ≥ 98% and phrases ≥ 90% top-1), raised to a little below what each engine
 * measured where it does better (the figures are in bench/README.md, "Relevance on both engines").
 */
const floors: Record<'postgres' | 'elasticsearch', Partial<Record<`${QueryKind | RewrittenKind} ${string}`, number>>> = {
  postgres: {
    'citation top-1 %': 100,
    'cited_by recall@25 (mean)': 0.95,
    'cited_by citator recall@25 (mean)': 0.95,
    'cited_by search recall@25 (mean)': 0.95,
    'party recall@10 (mean)': 0.97,
    'keyword MRR@10': 0.9,
    // Issue 33's goal is 0.85; 0.874 measured once a head note's list of sections kept its other
    // words and its dashes were read as punctuation where they left out every case.
    'keyword catchwords MRR@10': 0.86,
    'keyword hit@10 %': 91,
    'statute MRR@10': 0.96,
    'statute hit@10 %': 99,
    'statute hit@3 %': 99,
    'dictionary MRR@10': 0.98,
    'dictionary hit@10 %': 99.5,
    'dictionary headwords top-1 %': 99.5,
    'dictionary phrases top-1 %': 90,
    // Issue 33: every notation of a section finds its judgments, and the same list in the same order.
    'section_variants recall, worst notation (mean)': 0.95,
    'section_variants identical lists %': 100,
    // Issue 33 asks 0.95, 90 and 90: met once a respelt keyword kept its sections' care and its
    // phrases were read too (typo 93.4% on PostgreSQL and 94.8% on Elasticsearch, the catchwords' own ceiling).
    'name_variant recall@10 (mean)': 0.95,
    'typo hit@10 %': 92,
    'typo suggested %': 98,
    'urdu recall of the Roman term (mean)': 0.9,
  },
  elasticsearch: {
    'citation top-1 %': 100,
    'cited_by recall@25 (mean)': 0.96,
    'cited_by citator recall@25 (mean)': 0.95,
    'cited_by search recall@25 (mean)': 0.95,
    'party recall@10 (mean)': 0.97,
    'keyword MRR@10': 0.9,
    'keyword catchwords MRR@10': 0.88,
    'keyword hit@10 %': 92,
    'statute MRR@10': 0.97,
    'statute hit@10 %': 99,
    'statute hit@3 %': 99,
    'dictionary MRR@10': 0.98,
    'dictionary hit@10 %': 99.5,
    'dictionary headwords top-1 %': 99.5,
    'dictionary phrases top-1 %': 90,
    // Issue 33: every notation of a section finds its judgments, and the same list in the same order.
    'section_variants recall, worst notation (mean)': 0.95,
    'section_variants identical lists %': 100,
    // Issue 33 asks 0.95, 90 and 90: met once a respelt keyword kept its sections' care and its
    // phrases were read too (typo 93.4% on PostgreSQL and 94.8% on Elasticsearch, the catchwords' own ceiling).
    'name_variant recall@10 (mean)': 0.95,
    'typo hit@10 %': 92,
    'typo suggested %': 98,
    'urdu recall of the Roman term (mean)': 0.9,
  },
};

/**
 * Elasticsearch must do at least as well as PostgreSQL on every kind. Both engines run the very
 * same queries over the same content, so there is no sampling noise to allow for; the tolerance
 * only absorbs floating-point sums of means (one query of the smallest kind moves a mean by >0.002).
 */
const tolerance = 1e-9;
const rewritten = new Set<string>(['name_variant', 'typo', 'urdu']);

describe.skipIf(!present)(title, () => {
  let kit: LibraryTestKit;
  const engines: { name: 'postgres' | 'elasticsearch'; engine: SearchEngine }[] = [];
  let elasticsearchPrefix: string | undefined;

  beforeAll(async () => {
    // Named after the run's test database, so runs against different test databases never share one.
    kit = await libraryTestKit(`${new URL(testDatabaseUrl).pathname.slice(1)}_relevance`);
    // The product's own import path: uploaded CSV files, the import job, the content tables and the default engine.
    for (const [kind, file] of [['statutes', corpusFiles.statutes], ['cases', corpusFiles.cases], ['dictionary', corpusFiles.dictionary]] as const) {
      // A loaded machine imports the 43 MB of judgments in minutes, not seconds.
      const job = await kit.importFile(kind, createReadStream(file), `${kind}.csv`, 600_000);
      expect(job).toMatchObject({ state: 'done', rejected: kind === 'cases' ? corpusStrayCitationIds : 0n });
    }
    engines.push({ name: 'postgres', engine: kit.searchEngine });
    if (elasticsearchUrl) {
      // The same content tables indexed again into Elasticsearch, as the reindex command does.
      elasticsearchPrefix = uniqueId(`${process.env.ELASTICSEARCH_INDEX_PREFIX ?? 'qrel'}-`);
      // Relevance, not speed, is scored here: a loaded machine's slow answer is waited for, not refused as too complex.
      const engine = createElasticsearchSearchEngine(elasticsearchUrl, { indexPrefix: elasticsearchPrefix, timeLimitMs: 60_000 });
      const search = createSearch({ db: kit.db, searchEngine: engine, users: kit.users });
      await search.reindex('statute');
      await search.reindex('case');
      engines.push({ name: 'elasticsearch', engine });
    }
  }, 900_000);

  afterAll(async () => {
    for (const { name, engine } of engines) if (name === 'elasticsearch') await engine.close();
    if (elasticsearchUrl && elasticsearchPrefix) {
      await fetch(`${elasticsearchUrl}/${elasticsearchPrefix}-*`, { method: 'DELETE' });
    }
    await kit?.close();
  });

  it('prints the corpus queries scores per kind on each engine, keeps each above its floor, and Elasticsearch at least level with PostgreSQL', async () => {
    const queries = await readQueries();
    const { rows: groups } = await kit.db.query<{ terms: string[] }>('SELECT terms FROM search_synonyms ORDER BY id');
    const scored = { ...options, synonymGroups: groups.map((group) => group.terms) };
    const results: { engine: 'postgres' | 'elasticsearch'; rows: RelevanceRow[] }[] = [];
    for (const { name, engine } of engines) {
      const search = createSearch({ db: kit.db, searchEngine: engine, users: kit.users });
      const rows = await scoreRelevance({ search, library: kit.library, engine }, queries, scored);
      results.push({ engine: name, rows: [...rows, ...(await scoreSectionVariants({ search, engine, db: kit.db }))] });
    }
    console.log(`Relevance over the real corpus (${queries.length.toLocaleString('en')} queries):\n${relevanceTable(results)}`);

    for (const { engine, rows } of results) {
      const measured = Object.fromEntries(rows.map((row) => [`${row.kind} ${row.metric}`, row.value]));
      const below = Object.entries(floors[engine]).filter(([key, floor]) => (measured[key] ?? 0) < (floor ?? 0));
      expect(below, `${engine} fell below its floors`).toEqual([]);
    }
    const [postgres, elasticsearch] = results;
    if (postgres && elasticsearch) {
      // The rewritten kinds (issue 33) are not yet level on Elasticsearch: held by their floors alone.
      const behind = postgres.rows.flatMap((row, i) => {
        if (rewritten.has(row.kind)) return [];
        const other = elasticsearch.rows[i]?.value;
        return row.value !== null && other !== null && other !== undefined && other < row.value - tolerance
          ? [`${row.kind} ${row.metric}: Elasticsearch ${other.toFixed(4)} < PostgreSQL ${row.value.toFixed(4)}`]
          : [];
      });
      expect(behind).toEqual([]);
    }
  // Every query of every kind on two engines: a quarter of an hour on two cores, more on a loaded machine.
  }, 2_400_000);

  // Sections and case numbers as lawyers write them, each with the judgments found by reading them.
  it('finds the judgments a lawyer means by a section or a case number written the lawyer’s way', async () => {
    for (const { name, engine } of engines) {
      const search = createSearch({ db: kit.db, searchEngine: engine, users: kit.users });
      const missed: string[] = [];
      for (const { query, expected } of lawyerQueries) {
        const engineQuery = await search.toEngineQuery('advance', { keyword: query });
        const found = engineQuery ? (await engine.query({ ...engineQuery, pageSize: 2_000 })).hits.map((hit) => hit.document.id) : [];
        for (const id of expected) if (!found.includes(id)) missed.push(`${query} → ${id}`);
      }
      expect(missed, name).toEqual([]);
    }
  }, 300_000);
});
