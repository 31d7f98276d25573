import { sectionActs, sectionLabel, sectionMentions, sectionWithAct, type SectionMention, type SectionReading } from '@qanoon/contracts';
import type { SearchQuery } from '@qanoon/infra';
import type { SearchDeps } from '../deps.ts';

/** A keyword read for the statute sections in it (ADR 0060). */
export interface SectionQuery {
  /** The keyword without the sections: the other words still count. */
  keyword: string | undefined;
  /** Every section the keyword names, each as narrow as typed (`PPC-302(b)`). */
  sections: string[];
  /** The same sections without their subsections, searched when a subsection finds nothing. */
  broader: string[];
  reading: SectionReading;
}

/** The Acts the library's statutes hold, each with the sections of these numbers it has. */
async function heldActs(deps: SearchDeps, sections: readonly string[]): Promise<{ acts: Set<string>; having: Map<string, string[]> }> {
  const { rows } = await deps.db.query<{ act: string; section: string | null }>(
    `SELECT DISTINCT upper(split_part(statute_id, '-', 1)) AS act,
            CASE WHEN upper(substr(statute_id, length(split_part(statute_id, '-', 1)) + 2)) = ANY($1::text[])
                 THEN upper(substr(statute_id, length(split_part(statute_id, '-', 1)) + 2)) END AS section
     FROM statutes`,
    [sections.map((s) => s.toUpperCase())],
  );
  const acts = new Set(rows.map((r) => r.act));
  const having = new Map<string, string[]>();
  for (const row of rows) if (row.section) having.set(row.section, [...(having.get(row.section) ?? []), row.act]);
  return { acts, having };
}

const ordered = (codes: Iterable<string>) => {
  const rank = new Map(sectionActs.map((act, i) => [act.code, i]));
  return [...new Set(codes)].sort((a, b) => (rank.get(a) ?? 99) - (rank.get(b) ?? 99));
};

/** Acts a section number is most often meant under when none is typed: offered when the library cannot tell. */
const usualActs = ['PPC', 'CRPC', 'CPC'];

/**
 * The sections a keyword names, each resolved to one Act. A section typed with its Act is that
 * Act's; one typed without (`section 302`, `489F`) is the Act the library's statutes hold it
 * under. Whenever the Act was not typed, or another Act the library holds has the number and the
 * typed one does not, the reading says so and offers the others (the page's "Understood as").
 */
export async function readSectionQuery(deps: SearchDeps, keyword: string | undefined): Promise<SectionQuery | null> {
  if (!keyword || keyword.includes('"')) return null;
  const mentions = sectionMentions(keyword, { loose: true });
  if (mentions.length === 0) return null;
  const { acts, having } = await heldActs(deps, mentions.map((m) => m.section));
  const understood: SectionMention[] = [];
  const others: { label: string; keyword: string }[] = [];
  const rewrite = (mention: SectionMention, code: string) =>
    `${keyword.slice(0, mention.start)}${sectionWithAct(mention, code)}${keyword.slice(mention.end)}`.replace(/\s+/g, ' ').trim();
  let ambiguous = false;
  for (const mention of mentions) {
    const ofArticles = (code: string) => (sectionActs.find((a) => a.code === code)?.articles ?? false) === (mention.article ?? false);
    const holding = ordered(having.get(mention.section) ?? []).filter((code) => mention.act !== null || ofArticles(code));
    const typed = mention.act;
    const code = typed ?? holding[0] ?? (mention.article ? 'CONST' : 'PPC');
    const inDoubt = typed === null || (acts.has(typed) && !holding.includes(typed) && holding.length > 0);
    ambiguous ||= inDoubt;
    const key = `${code}-${mention.section}`;
    const subsection = mention.subsection ? `${key}${mention.subsection.slice(mention.subsection.indexOf('('))}` : undefined;
    understood.push({ ...mention, key, act: code, ...(subsection ? { subsection } : {}) });
    if (inDoubt) {
      const article = mention.article ?? sectionActs.find((a) => a.code === code)?.articles;
      const alternatives = ordered([...holding, ...(article ? ['CONST', 'QSO'] : usualActs)]).filter((other) => other !== code);
      for (const other of alternatives.slice(0, 3)) others.push({ label: sectionLabel(`${other}-${mention.section}`), keyword: rewrite(mention, other) });
    }
  }
  // The keyword's other words: what no mention covers (the sections of one list share one span).
  let rest = '';
  let from = 0;
  for (const mention of [...mentions].sort((a, b) => a.start - b.start)) {
    if (mention.start > from) rest += ` ${keyword.slice(from, mention.start)}`;
    from = Math.max(from, mention.end);
  }
  rest = `${rest} ${keyword.slice(from)}`.replace(/\s+/g, ' ').trim();
  return {
    keyword: /[\p{L}\p{N}]/u.test(rest) ? rest : undefined,
    sections: understood.map((m) => m.subsection ?? m.key),
    broader: understood.map((m) => m.key),
    reading: {
      understood: understood.map((m) => sectionLabel(m.subsection ?? m.key)),
      ...(ambiguous ? { ambiguous: true as const } : {}),
      others: others.filter((o, i) => others.findIndex((x) => x.keyword === o.keyword) === i),
    },
  };
}

/** The engine query searching the sections themselves, with the keyword's other words. */
export function withSections(query: SearchQuery, read: SectionQuery, sections: readonly string[]): SearchQuery {
  const { keyword: _typed, ...rest } = query;
  return { ...rest, ...(read.keyword ? { keyword: read.keyword } : {}), sections: [...sections] };
}
