import { citiesOf, courtProvince, courts, type CourtKey } from './courts.ts';
import type { Matter } from './matters.ts';
import { bench, company, counsel, femaleName, government, judgmentDate, maleName, personName, policeStations, prosecutor, provinces } from './people.ts';
import { caseFacts, caseRefs, catalogueStatuteById, citationText, type CaseFacts, type Plan } from './plan.ts';
import { judgment, type Names } from './judgment.ts';
import { randomFor, type Random } from './random.ts';

const highCourtOf: Record<string, CourtKey> = { Punjab: 'Lahore', Sindh: 'Karachi', 'Khyber Pakhtunkhwa': 'Peshawar', Balochistan: 'Quetta' };

const banks = ['Indus Commercial Bank Ltd.', 'First Punjab Bank Ltd.', 'Frontier Islamic Bank Ltd.', 'Mehran Investment Bank Ltd.', 'Crescent Modaraba'];

function parties(random: Random, matter: Matter, province: string, city: string): [string, string] {
  const many = (name: string) => (random.chance(0.3) ? `${name} and ${random.pick(['others', 'another'])}` : name);
  switch (matter.party) {
    case 'state':
      if (random.chance(0.08)) return ['The State', many(maleName(random))];
      return [many(maleName(random)), random.chance(0.75) ? 'The State' : `The State and ${random.pick(['another', 'others'])}`];
    case 'private':
      return [many(personName(random)), many(personName(random))];
    case 'government':
      return random.chance(0.3) ? [`${government(random, province)} and others`, personName(random)] : [many(personName(random)), `${government(random, province)} and others`];
    case 'family':
      return random.chance(0.5)
        ? [femaleName(random), `${maleName(random)} and others`]
        : [maleName(random), `${femaleName(random)} and others`];
    case 'bank':
      return [`${random.chance(0.5) ? company(random) : maleName(random)} and others`, `${random.pick(banks)} through its Branch Manager, ${city}`];
  }
}

/** The holes the matter's templates may have, filled for one case. */
function holes(random: Random, facts: CaseFacts, city: string): Record<string, string> {
  const offence = facts.lawRefs.map((id) => catalogueStatuteById(id)).find((s) => s && ['PPC', 'CNSA', 'ATA'].includes(s.act.prefix));
  return {
    city,
    station: `${random.pick(policeStations)}`,
    date: judgmentDate(random, facts.year - random.int(2, 6)),
    fir: `${random.int(11, 999)}/${facts.year - random.int(2, 6)}`,
    witness: `PW-${random.int(2, 6)} ${maleName(random)}`,
    name: maleName(random),
    section: offence ? (offence.act.prefix === 'PPC' ? `${offence.number} PPC` : `${offence.number} of the ${offence.act.name}`) : (facts.matter.offence ?? '302/34 PPC'),
    number: String(random.int(12, 480)),
    hours: String(random.int(6, 20)),
    injuries: String(random.int(1, 6)),
    amount: random.pick(['250,000', '1,200,000', '3,500,000', '75,000', '18,000,000', '640,000']),
    quantity: String(random.int(2, 60) * 100 + random.int(0, 9) * 10),
    year: String(facts.year - random.int(3, 8)),
  };
}

function headNotes(random: Random, facts: CaseFacts, outcomeHead: string): string {
  const notes: string[] = [];
  const laws = facts.lawRefs.map((id) => catalogueStatuteById(id)).filter((s) => s !== undefined);
  const catchwords = random.sample(facts.matter.catchwords, random.int(2, Math.min(4, facts.matter.catchwords.length)));
  const marker = (s: { act: { unit: string }; number: string }) => `${s.act.unit === 'Article' ? 'Art.' : 'S.'} ${s.number}`;
  const first = laws[0];
  notes.push(`${first ? `${first.act.short}---${marker(first)}---` : ''}${catchwords.join('---')}---${outcomeHead}.`);
  for (const law of laws.slice(1)) notes.push(`${law.act.short}---${marker(law)}---${random.pick(facts.matter.catchwords)}.`);
  return notes.length > 1 ? notes.map((n, i) => `(${String.fromCharCode(97 + i)}) ${n}`).join('\n\n') : (notes[0] ?? '');
}

/** The Case_laws row at `index`, in the file's column order. */
export function caseRecord(plan: Plan, index: number): string[] {
  const facts = caseFacts(plan, index);
  const random = randomFor(plan.seed, 'case-text', index);
  const court = courts[facts.court];
  const province = courtProvince[facts.court] ?? random.pick(provinces);
  const city = random.pick(citiesOf[province] ?? ['Lahore']);
  const values = holes(random, facts, city);
  const names: Names = {
    parties: parties(random, facts.matter, province, city),
    lowerCourt: courts[highCourtOf[province] ?? 'Lahore'].name,
    judges: bench(random, court.supreme ? random.int(2, 3) : random.chance(0.3) ? 2 : 1),
    lawyers: [
      counsel(random, court.supreme) + (random.chance(0.4) ? `; ${counsel(random, court.supreme)}` : ''),
      facts.matter.party === 'state' ? prosecutor(random, province) : counsel(random, court.supreme),
    ],
  };
  const refs = caseRefs(plan, index);
  const outcome = random.pick(facts.matter.outcomes);
  return [
    citationText(facts),
    `${names.parties[0]} v. ${names.parties[1]}`,
    names.judges[0] ?? '',
    names.lawyers.join('; '),
    court.name,
    refs.join(','),
    facts.lawRefs.join(','),
    headNotes(random, facts, outcome.head),
    judgment(random, facts, names, refs, values, outcome, randomFor(plan.seed, 'case-treatments', index)),
  ];
}
