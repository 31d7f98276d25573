import { courts, firstYear, highCourtWeights, journalSlots, lastYear, weighted, type CourtKey } from './courts.ts';
import { journalMatters, matters, type Matter } from './matters.ts';
import { dictionaryHeadwords } from './glossary.ts';
import { randomFor } from './random.ts';
import { acts, type Act, type LawArea } from './statute-book.ts';

/** Rows of each file. */
export interface LegalDataSizes {
  cases: number;
  statutes: number;
  legalTerms: number;
  articles: number;
  topics: number;
  dictionary: number;
}

export interface LegalDataOptions extends Partial<LegalDataSizes> {
  /** The same seed and sizes give the same files, byte for byte. */
  seed?: number | string;
}

/** One provision: a catalogue entry, or one of an invented Act's sections past the catalogue. */
export interface StatuteSpec {
  id: string;
  act: Act;
  number: string;
  title: string;
  punishment: string | undefined;
}

const catalogue: StatuteSpec[] = acts.flatMap((act) =>
  act.sections.map(([number, title, punishment]) => ({ id: `${act.prefix}-${number}`, act, number, title, punishment })),
);

/** The statutes of the real Acts the generator knows (PPC, Cr.P.C., C.P.C., …). */
export const catalogueStatutes = catalogue.length;

const byId = new Map(catalogue.map((statute) => [statute.id, statute]));
export const catalogueStatuteById = (id: string): StatuteSpec | undefined => byId.get(id);

const inventedSubjects = [
  'Motor Vehicles', 'Arms', 'Local Government', 'Land Revenue', 'Tenancy', 'Consumer Protection', 'Environmental Protection',
  'Protection of Women against Violence', 'Food Authority', 'Rented Premises', 'Cooperative Societies', 'Registration',
  'Stamp', 'Waqf Properties', 'Irrigation and Drainage', 'Minimum Wages', 'Prevention of Gambling', 'Canal and Drainage',
] as const;
const inventedJurisdictions = ['Punjab', 'Sindh', 'Khyber Pakhtunkhwa', 'Balochistan', 'Islamabad Capital Territory'] as const;
const inventedSections = [
  'Short title, extent and commencement', 'Definitions', 'Establishment of the Authority', 'Functions of the Authority',
  'Powers of the Government', 'Appointment of officers', 'Registration', 'Licences', 'Cancellation of licence', 'Inspection',
  'Power of entry and search', 'Offences and penalties', 'Cognizance of offences', 'Appeal', 'Revision', 'Bar of jurisdiction',
  'Indemnity', 'Power to make rules', 'Power to make regulations', 'Repeal and savings',
] as const;
const romans = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX'];

/** The n-th invented Act (past the catalogue): a provincial statute on an everyday subject. */
function inventedAct(n: number): Act {
  const subject = inventedSubjects[n % inventedSubjects.length] ?? 'Miscellaneous';
  const jurisdiction = inventedJurisdictions[Math.floor(n / inventedSubjects.length) % inventedJurisdictions.length] ?? 'Punjab';
  const cycle = Math.floor(n / (inventedSubjects.length * inventedJurisdictions.length));
  const year = 1965 + ((n * 13) % 58);
  const name = `${jurisdiction} ${subject}${cycle > 0 ? ` (Amendment No. ${cycle})` : ''} Act, ${year}`;
  const initials = `${jurisdiction} ${subject}`.split(/[\s-]+/).map((w) => w[0]?.toUpperCase() ?? '').join('');
  return {
    prefix: `${initials}${n + 1}`,
    short: `${jurisdiction} ${subject} Act (${romans[n % romans.length]} of ${year})`,
    name,
    ordinance: `${name} (${romans[n % romans.length]} of ${year})`,
    unit: 'Section',
    areas: ['civil'],
    sections: inventedSections.map((title, i) => [String(i + 1), title] as const),
  };
}

/** The k-th statute row, made on demand so a file of any size takes constant memory. */
export function statuteAt(k: number): StatuteSpec {
  const known = catalogue[k];
  if (known) return known;
  const past = k - catalogue.length;
  const act = inventedAct(Math.floor(past / inventedSections.length));
  const section = past % inventedSections.length;
  const [number, title] = act.sections[section] ?? ['1', 'Definitions'];
  return { id: `${act.prefix}-${number}`, act, number, title, punishment: undefined };
}

export interface Plan {
  seed: number | string;
  sizes: LegalDataSizes;
  /** Catalogue statutes the generated statutes hold, by the areas whose cases cite them. */
  lawsByArea: Map<LawArea, string[]>;
  available: Set<string>;
  slots: { journal: string; k: number; n: number }[];
  pageStep: number;
}

export const demoLegalDataSizes: LegalDataSizes = {
  cases: 300,
  statutes: catalogueStatutes,
  legalTerms: 250,
  articles: 40,
  topics: 60,
  // Each headword once: a demo word listed five times over looked like five entries.
  dictionary: dictionaryHeadwords(),
};

export function makePlan(options: LegalDataOptions = {}): Plan {
  const sizes = { ...demoLegalDataSizes, ...Object.fromEntries(Object.entries(options).filter(([key, v]) => key !== 'seed' && v !== undefined)) };
  for (const [kind, n] of Object.entries(sizes)) {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${kind}: the number of rows must be a whole number ≥ 0, not ${String(n)}`);
  }
  const held = catalogue.slice(0, sizes.statutes);
  const lawsByArea = new Map<LawArea, string[]>();
  for (const statute of held) {
    for (const area of statute.act.areas) lawsByArea.set(area, [...(lawsByArea.get(area) ?? []), statute.id]);
  }
  const slots = journalSlots.flatMap(([journal, n]) => Array.from({ length: n }, (_, k) => ({ journal, k, n })));
  const buckets = slots.length * (lastYear - firstYear + 1);
  const ranks = Math.ceil(sizes.cases / buckets);
  // Pages stay under about 2,500 in any volume, as in the real reports, however many cases.
  const pageStep = Math.max(2, Math.min(40, Math.floor(2500 / (ranks * 4 + 4))));
  return { seed: options.seed ?? 1, sizes, lawsByArea, available: new Set(held.map((s) => s.id)), slots, pageStep };
}

export interface CaseFacts {
  index: number;
  journal: string;
  year: number;
  page: number;
  court: CourtKey;
  matter: Matter;
  lawRefs: string[];
}

/** The case at `index`: which report, court and matter; every other generator can ask for it. */
export function caseFacts(plan: Plan, index: number): CaseFacts {
  const buckets = plan.slots.length * (lastYear - firstYear + 1);
  const bucket = index % buckets;
  const rank = Math.floor(index / buckets);
  const slot = plan.slots[bucket % plan.slots.length] ?? { journal: 'PLD', k: 0, n: 1 };
  const year = firstYear + Math.floor(bucket / plan.slots.length);
  const random = randomFor(plan.seed, 'case-facts', index);
  // Distinct pages by construction: each (journal, year) volume gives every rank and slot its own stretch.
  const page = 1 + (rank * slot.n + slot.k) * plan.pageStep + random.int(0, plan.pageStep - 1);
  const court: CourtKey =
    slot.journal === 'SCMR'
      ? 'SC'
      : slot.journal === 'PLD'
        ? weighted(random, [['SC', 5], ['FSC', 1], ...highCourtWeights])
        : slot.journal === 'PCrLJ' && random.chance(0.06)
          ? 'FSC'
          : weighted(random, highCourtWeights);
  const matterKey = weighted(random, journalMatters[slot.journal] ?? [['declaration', 1]]);
  const matter = matters[matterKey] ?? Object.values(matters)[0];
  if (!matter) throw new Error('The demo library has no matters to draw cases from');
  const typical = matter.laws.filter((id) => plan.available.has(id));
  const pool = typical.length > 0 ? typical : (plan.lawsByArea.get(matter.area) ?? [...plan.available].slice(0, 20));
  const lawRefs = pool.length === 0 ? [] : [...new Set([pool[0] as string, ...random.sample(pool.slice(1), random.int(0, 2))])];
  return { index, journal: slot.journal, year, page, court, matter, lawRefs: random.chance(0.1) ? [] : lawRefs };
}

/** A citation as the reports print it: `PLD 2019 SC 123`, `2018 SCMR 762`; `variant` writes it another common way. */
export function citationText(facts: Pick<CaseFacts, 'journal' | 'year' | 'page' | 'court'>, variant = false): string {
  const { journal, year, page } = facts;
  if (journal === 'PLD') {
    const court = courts[facts.court];
    const token = variant && court.token === 'SC' ? 'Supreme Court' : court.token;
    return `PLD ${year} ${token} ${page}`;
  }
  if (!variant) return `${year} ${journal} ${page}`;
  const spaced: Record<string, string> = { SCMR: 'S C M R', PCrLJ: 'P Cr. L J', CLC: 'C L C', YLR: 'Y L R', MLD: 'M L D', PLC: 'P L C', CLD: 'C L D' };
  return `${year} ${spaced[journal] ?? journal} ${page}`;
}

export const citationOf = (plan: Plan, index: number) => citationText(caseFacts(plan, index));

/** The cases a case cites: mostly generated cases of earlier years (a few written another way), some older reports outside the set. */
export function caseRefs(plan: Plan, index: number): string[] {
  const random = randomFor(plan.seed, 'case-refs', index);
  const count = weighted(random, [[0, 2], [1, 3], [2, 3], [3, 2], [4, 1], [6, 1]] as const);
  const perYear = plan.slots.length;
  const buckets = perYear * (lastYear - firstYear + 1);
  const yearIndex = Math.floor((index % buckets) / perYear);
  const refs = new Set<string>();
  for (let n = 0; n < count; n++) {
    // A case of an earlier year: its bucket (year and slot), then a rank the set reaches.
    const year = yearIndex > 0 ? random.int(0, yearIndex - 1) : -1;
    const bucket = year * perYear + random.int(0, perYear - 1);
    const ranks = year < 0 ? 0 : Math.floor((plan.sizes.cases - 1 - bucket) / buckets) + 1;
    if (ranks <= 0 || random.chance(0.12)) {
      const journal = random.pick(['PLD', 'SCMR', 'PLJ', 'CLC', 'YLR', 'PCrLJ', 'MLD']);
      const label = journal === 'PLD' || journal === 'PLJ' ? `${journal} ${random.int(1960, 1989)} ${random.pick(['SC', 'Lahore', 'Karachi'])}` : `${random.int(1960, 1989)} ${journal}`;
      refs.add(`${label} ${random.int(1, 1500)}`);
      continue;
    }
    const other = random.int(0, ranks - 1) * buckets + bucket;
    refs.add(citationText(caseFacts(plan, other), random.chance(0.15)));
  }
  return [...refs];
}
