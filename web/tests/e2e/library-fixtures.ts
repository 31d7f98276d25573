import { randomInt } from 'node:crypto';
import { csvHeaders, importMessages, type ImportKind } from '@qanoon/contracts';
import { toCsv } from '@qanoon/services';
import type { Runtime } from '@qanoon/services/runtime';
import type { TestAccount } from './accounts.ts';

/** A CSV file's text (fields quoted when they need it). */
export const csv = (header: readonly string[], rows: readonly (readonly string[])[]): string => toCsv([header, ...rows]);

async function* chunks(text: string) {
  yield Buffer.from(text);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Import a CSV through the product's own path (blob store, queue, worker) and wait for it. Other
 * browser files may be importing the same kind meanwhile: a refused start is tried again. A file
 * known to hold bad rows names how many the import must refuse.
 */
export async function importCsv(
  runtime: Runtime,
  admin: TestAccount,
  kind: ImportKind,
  content: string,
  { rejected = 0n }: { rejected?: bigint } = {},
): Promise<void> {
  const { blobs, imports } = runtime;
  const actor = { userId: admin.userId };
  const stored = await blobs.put('imports', chunks(content), { allowed: ['csv'], maxBytes: 50 * 1024 ** 2 });
  const deadline = Date.now() + 180_000;
  let importId: string | null = null;
  while (!importId) {
    const started = await imports.startImport(actor, { kind, blobKey: stored.key, fileName: `e2e-${kind}.csv` });
    if (started.ok) importId = started.importId;
    else if (started.message !== importMessages.alreadyRunning(kind) || Date.now() > deadline) throw new Error(started.message);
    else await pause(500);
  }
  for (;;) {
    const job = await imports.getImport(actor, importId);
    if (job && !['queued', 'running'].includes(job.state)) {
      await blobs.delete(stored.key);
      if (job.state !== 'done' || BigInt(job.rejected) !== rejected) throw new Error(`The ${kind} import ended ${job.state} with ${job.rejected} rejected: ${job.error ?? ''}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`The ${kind} import did not finish; is the e2e worker running?`);
    await pause(200);
  }
}

/** Letters only, so the search engine reads it as one word. */
const word = (length: number) => Array.from({ length }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A small library of this run's own (the test database persists between runs): every name holds
 * a fresh word, and everything is filed under Q so the screens' letters are known, but for a few
 * dictionary words starting with a digit, filed under Other (#).
 */
export function libraryFixture() {
  const tag = `q${word(7)}`;
  const Tag = capital(tag);
  // Newer than the other cases of the term (1960–1987), so it is on the first page of its cases.
  const year = randomInt(1990, 2001);
  const citedYear = randomInt(2001, 2020);
  const page = randomInt(10_000, 99_999);
  const statutePrefix = `Q${tag.toUpperCase()}`;
  const ordinanceName = `Qanoon ${Tag} Ordinance, 2024 (Ord. VII of 2024)`;
  const statuteName = `Qanoon ${Tag} Act, 2024`;
  const term = `${tag} tenancy`;
  const main = {
    citationId: `PLD ${year} SC ${page}`,
    parties: `Muhammad ${Tag} v. The State`,
  };
  // A case number, not a report: its id holds a slash, which its address must survive.
  const petition = { citationId: `Crl.P.L.A.${page}-L/2020`, parties: `The State v. ${Tag} and others` };
  const cited = {
    citationId: `${citedYear} SCMR ${page}`,
    // How the main judgment writes it.
    writtenAs: `${citedYear} S.C.M.R. ${page}`,
    parties: `Ghulam ${Tag} v. Province of Punjab`,
  };
  const paragraphs = (n: number, filler: string) => Array.from({ length: n }, (_, i) => `${i + 1}. ${filler}`);
  const mainDescription = [
    'SUPREME COURT OF PAKISTAN',
    '(Appellate Jurisdiction)',
    `The petitioner ${Tag} seeks pre-arrest bail; the ${term} was disputed.`,
    // Citations the index resolves (a library case, a citation known only from references), and markup that must stay text.
    `Reliance is placed on ${cited.writtenAs}; see also 1901 XYZ 1 <b>and</b> <img src=x onerror=alert(1)>.`,
    ...paragraphs(120, 'The learned counsel for the petitioner argued that the prosecution case rests on circumstantial evidence alone.'),
    `Another mention of ${tag} appears here.`,
    ...paragraphs(120, 'The record shows that the complainant did not name the petitioner in the first information report.'),
    `Lastly, ${Tag} is mentioned once more. Petition converted into appeal and allowed.`,
  ].join('\n\n');

  const caseRow = (citationId: string, parties: string, refs: { cases?: string; laws?: string }, description: string) => [
    citationId,
    parties,
    'Mr. Justice Qazi Faez Isa',
    'Mr. Latif Khosa, ASC',
    'Supreme Court of Pakistan',
    refs.cases ?? '',
    refs.laws ?? '',
    'Criminal/Bail (pre-arrest)',
    description,
  ];
  const otherCases = Array.from({ length: 28 }, (_, i) =>
    caseRow(`${1960 + i} PCrLJ ${page + i}`, `Petitioner ${i} ${Tag} v. The State`, {}, `On the ${term}: application ${i} dismissed.`),
  );
  const statutes = ['1', '2', '10'].map((n) => [
    `${statutePrefix}-${n}`,
    statuteName,
    `${n}. ${n === '1' ? 'Short title' : n === '2' ? 'Definitions' : 'Penalty'} of the ${Tag} law`,
    ordinanceName,
    `Definition of section ${n}.`,
    n === '1' ? main.citationId : '',
    `Section ${n}. This section of the ${Tag} law reads in full. It extends to the whole of Pakistan.`,
  ]);
  const topic = `Of ${Tag} Offences`;
  const article = { title: `${Tag} and the Law of Bail`, author: 'Ayesha Khan', category: 'Criminal', year: '2021' };
  // More than a page of words under Q (100 a page), and a few under Other.
  const words = Array.from({ length: 105 }, (_, i) => [`${tag} ${String(i).padStart(3, '0')}`, `Meaning ${i} of a word of this run.`]);
  const otherWords = Array.from({ length: 3 }, (_, i) => [`${i}-${tag}`, `Meaning ${i} of a word of this run that starts with a digit.`]);

  return {
    tag,
    /** How often the main judgment holds the tag, whatever the capitals. */
    mentions: 4,
    term,
    main: { ...main, statuteId: `${statutePrefix}-1`, missingStatuteId: 'PPC-99999' },
    cited,
    petition,
    ordinanceName,
    statuteName,
    statuteIds: statutes.map((s) => s[0] ?? ''),
    topic,
    article,
    dictionary: { underQ: words.length, underOther: otherWords.length, otherWords: otherWords.map(([w]) => w ?? '') },
    files: {
      cases: csv(csvHeaders.cases, [
        caseRow(main.citationId, main.parties, { cases: `${cited.writtenAs}, 1901 XYZ 1`, laws: `${statutePrefix}-1, PPC-99999` }, mainDescription),
        caseRow(cited.citationId, cited.parties, { cases: `PLD ${year} Supreme Court ${page}` }, `An earlier judgment on the ${term}.`),
        caseRow(petition.citationId, petition.parties, { cases: `P L D ${year} S.C. ${page}, ${petition.citationId}` }, 'Leave to appeal refused.'),
        ...otherCases,
      ]),
      statutes: csv(csvHeaders.statutes, statutes),
      legalTerms: csv(csvHeaders.legalTerms, [[term]]),
      articles: csv(csvHeaders.articles, [[article.title, article.author, article.category, article.year, `Bail is the rule and jail the exception.\n\n${Tag} shows why.`]]),
      topics: csv(csvHeaders.topics, [[topic, statuteName]]),
      dictionary: csv(csvHeaders.dictionary, [...words, ...otherWords]),
    } satisfies Record<ImportKind, string>,
  };
}

export type LibraryFixture = ReturnType<typeof libraryFixture>;

/** Import a fixture's six files. */
export async function importLibraryFixture(runtime: Runtime, admin: TestAccount, fixture: LibraryFixture): Promise<void> {
  await Promise.all((Object.entries(fixture.files) as [ImportKind, string][]).map(([kind, content]) => importCsv(runtime, admin, kind, content)));
}
