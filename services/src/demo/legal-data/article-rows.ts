import { maleName, femaleName } from './people.ts';
import { caseFacts, catalogueStatuteById, citationText, type Plan } from './plan.ts';
import { randomFor } from './random.ts';

// Subject, category and the provision an article on it starts from.
const subjects: readonly (readonly [string, string, string])[] = [
  ['Pre-Arrest Bail', 'Criminal Law', 'CRPC-498'],
  ['Bail in Offences Outside the Prohibitory Clause', 'Criminal Law', 'CRPC-497'],
  ['Qatl-i-Amd and the Law of Qisas and Diyat', 'Criminal Law', 'PPC-302'],
  ['Safe Custody of Narcotics Samples', 'Criminal Law', 'CNSA-9'],
  ['Quashing of FIRs under Section 561-A Cr.P.C.', 'Criminal Law', 'CRPC-561-A'],
  ['The Justice of the Peace under Section 22-A Cr.P.C.', 'Criminal Law', 'CRPC-22-A'],
  ['Dissolution of Marriage on the Basis of Khula', 'Family Law', 'FCA-5'],
  ['Maintenance of Minors', 'Family Law', 'MFLO-9'],
  ['Recovery of Dower', 'Family Law', 'MFLO-10'],
  ['The Right of Pre-emption', 'Civil Law', 'PPA-13'],
  ['Specific Performance of Agreements to Sell', 'Civil Law', 'SRA-12'],
  ['Temporary Injunctions', 'Civil Law', 'CPC-O39R1'],
  ['Mutations and Title to Land', 'Property Law', 'SRA-42'],
  ['Gifts of Immovable Property', 'Property Law', 'TPA-122'],
  ['Limitation and Void Transactions', 'Civil Law', 'LA-3'],
  ['Res Judicata', 'Civil Procedure', 'CPC-11'],
  ['Rejection of the Plaint under Order VII, Rule 11 C.P.C.', 'Civil Procedure', 'CPC-O7R11'],
  ['Article 10-A and the Right to Fair Trial', 'Constitutional Law', 'CONST-10-A'],
  ['Suo Motu Jurisdiction under Article 184(3)', 'Constitutional Law', 'CONST-184'],
  ['Structured Discretion and Public Functionaries', 'Constitutional Law', 'CONST-4'],
  ['Promotion and Seniority in the Civil Service', 'Service Law', 'CSA-9'],
  ['Recovery of Finances by Banking Courts', 'Banking Law', 'FIO-9'],
  ['Amendment of Assessments under Section 122', 'Taxation', 'ITO-122'],
  ['Alternate Dispute Resolution in Pakistan', 'Legal Profession', 'CPC-151'],
];

const angles = [
  'A Critical Appraisal',
  'The Approach of the Superior Courts',
  'Practice and Procedure',
  'Recent Trends',
  'A Practitioner\'s Guide',
  'Principles Settled by the Supreme Court',
  'Reform Proposals',
  'A Comparative Study',
];

const openings = [
  'Few questions come before the Courts of Pakistan as often as this one, and few have produced so much case law.',
  'The law on this subject has developed largely through the judgments of the superior Courts rather than through legislation.',
  'This article examines the statutory framework and the principles the superior Courts have laid down in applying it.',
];
const middles = [
  'The statute itself is brief; it is the judgments interpreting it that give it content.',
  'Litigants and lawyers alike would benefit from a clear statement of the principles, which are scattered across many reported judgments.',
  'The subordinate Courts have not always applied these principles uniformly, and the resulting uncertainty adds to the pendency of cases.',
  'The rule is not inflexible: the Courts have recognised exceptions where its strict application would defeat the ends of justice.',
  'The procedure prescribed by law must be followed, for where the law requires a thing to be done in a particular manner it must be done in that manner or not at all.',
];
const closings = [
  'It is hoped that the legislature will consider a comprehensive amendment, so that the law is stated in the statute and not only in the law reports.',
  'A consistent approach by the trial Courts would go a long way in reducing the burden on the appellate forums.',
  'The principles discussed above are now well settled and should guide the Courts and the Bar alike.',
];

const author = (i: number, plan: Plan) => {
  const random = randomFor(plan.seed, 'article-author', i);
  const name = random.chance(0.3) ? femaleName(random).replace(/^Mst\. /, '') : maleName(random);
  return random.pick([`${name}, Advocate High Court`, `Barrister ${name}`, `Dr. ${name}`, `${name}, ASC`, `Justice (R) ${name}`]);
};

/** The Articles row at `i`: a title no other row has, an author, category, year and text. */
export function articleRecord(plan: Plan, i: number): string[] {
  const [subject, category, statuteId] = subjects[i % subjects.length] ?? ['Bail', 'Criminal Law', 'CRPC-497'];
  const angle = angles[Math.floor(i / subjects.length) % angles.length];
  const part = Math.floor(i / (subjects.length * angles.length));
  const random = randomFor(plan.seed, 'article', i);
  const year = random.int(1998, 2024);
  const cited = plan.sizes.cases > 0 ? [...new Set([0, 1, 2].map(() => citationText(caseFacts(plan, random.int(0, plan.sizes.cases - 1)))))] : [];
  const statute = plan.available.has(statuteId) ? (catalogueStatuteById(statuteId) ?? null) : null;
  const paragraphs = [
    random.pick(openings),
    statute ? `The starting point is ${statute.act.unit} ${statute.number} of the ${statute.act.name}, which deals with "${statute.title.toLowerCase()}".` : '',
    ...random.sample(middles, 3),
    cited.length > 0 ? `The leading authorities include ${cited.join(', ')}, each of which is discussed below.` : '',
    random.pick(closings),
  ].filter(Boolean);
  return [`${subject}: ${angle}${part > 0 ? ` (Part ${part + 1})` : ''}`, author(i, plan), category, String(year), paragraphs.join('\n\n')];
}
