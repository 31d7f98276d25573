import { caseFacts, citationText, statuteAt, type Plan } from './plan.ts';
import { randomFor } from './random.ts';
import { topicCatalogue } from './statute-book.ts';

// Enough cases to find each statute's citing cases in a large set without reading all of it.
const scannedCases = 20_000;
const citersPerStatute = 6;

/** The citations of the generated cases that cite each statute (the statute's Case_Ref). */
export function statuteCiters(plan: Plan): Map<string, string[]> {
  const citers = new Map<string, string[]>();
  for (let i = 0; i < Math.min(plan.sizes.cases, scannedCases); i++) {
    const facts = caseFacts(plan, i);
    for (const id of facts.lawRefs) {
      const list = citers.get(id) ?? [];
      if (list.length < citersPerStatute) list.push(citationText(facts));
      citers.set(id, list);
    }
  }
  return citers;
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text[0]?.toLowerCase() + text.slice(1) : text);

const explanations = [
  'Explanation.— The punishment provided by this section is in addition to any other liability the offender may incur under any other law for the time being in force.',
  'Explanation.— It is immaterial whether the act is done by one person alone or by several persons acting together.',
  'Explanation.— The offence is complete as soon as the act is done, whether or not the object of the offender is attained.',
];
const actions = [
  'pass such order as it may deem just and proper in the circumstances of the case',
  'call for and examine the record of any proceeding for the purpose of satisfying itself as to the correctness, legality or propriety of any finding or order',
  'direct that the matter be inquired into by such officer as it may appoint',
  'grant such relief as the nature of the case may require',
];

/** The Statutes row at `k`, in the file's column order. */
export function statuteRecord(plan: Plan, k: number, citers: Map<string, string[]>): string[] {
  const statute = statuteAt(k);
  const random = randomFor(plan.seed, 'statute', k);
  const { act } = statute;
  const word = act.unit === 'Article' ? 'Article' : 'section';
  let text: string;
  if (statute.punishment) {
    const gist = statute.title.replace(/^Punishment (of|for) /, '');
    const clause = gist === statute.title ? `is guilty of ${lowerFirst(gist)}` : `commits ${lowerFirst(gist)}`;
    text = `Whoever ${clause.replace(/\.$/, '')} shall be punished with ${statute.punishment}.`;
    if (random.chance(0.4)) text += `\n\n${random.pick(explanations)}`;
  } else {
    const actor = act.areas.includes('criminal') ? random.pick(['the Court', 'the Sessions Judge or the High Court', 'the officer in charge of a police station']) : random.pick(['the Court', 'the Government', 'a High Court']);
    text = [
      `(1) Subject to the provisions of this ${act.unit === 'Article' ? 'Order' : act.name.includes('Code') ? 'Code' : 'Act'}, ${actor} may, for reasons to be recorded in writing, ${random.pick(actions)}.`,
      `(2) Nothing in this ${word} shall be deemed to limit or affect the inherent power of the Court to make such orders as may be necessary for the ends of justice or to prevent abuse of the process of any Court.`,
      ...(random.chance(0.5) ? [`(3) Every order made under this ${word} shall be communicated to the parties concerned without delay.`] : []),
    ].join('\n');
  }
  const sectionName = /^O\d/.test(statute.number) ? statute.title.replace(':', '.') : `${statute.number}. ${statute.title}`;
  return [
    statute.id,
    act.name,
    sectionName.endsWith('.') ? sectionName : `${sectionName}.`,
    act.ordinance,
    statute.title,
    (citers.get(statute.id) ?? []).join(','),
    text,
  ];
}

const aspects = ['Procedure', 'Offences and Penalties', 'Appeals and Revisions', 'Jurisdiction', 'Evidence', 'Remedies', 'Limitation', 'Definitions'];

/** Makes the Topics rows: a chapter or subject and an Act it leads to, each pair once. */
export function topicMaker(plan: Plan): (i: number) => string[] {
  const names = new Map<string, string>();
  for (let k = 0; k < plan.sizes.statutes && k < 1000; k++) {
    const { act } = statuteAt(k);
    names.set(act.prefix, act.name);
  }
  const pairs = topicCatalogue.flatMap(([topic, prefixes]) => prefixes.filter((p) => names.has(p)).map((p) => [topic, p] as const));
  const fallback = names.values().next().value ?? 'Pakistan Penal Code, 1860';
  return (i) => {
    const base = pairs[i];
    if (base) return [base[0], names.get(base[1]) ?? fallback];
    // Past the catalogue: a subject's aspects, then numbered parts of them.
    const past = i - pairs.length;
    const [topic, prefixes] = topicCatalogue[past % topicCatalogue.length] ?? ['General', ['PPC']];
    const aspect = aspects[Math.floor(past / topicCatalogue.length) % aspects.length];
    const cycle = Math.floor(past / (topicCatalogue.length * aspects.length));
    return [`${topic}: ${aspect}${cycle > 0 ? ` (Part ${cycle + 1})` : ''}`, names.get(prefixes[0] ?? '') ?? fallback];
  };
}
