import { courts } from './courts.ts';
import type { Matter } from './matters.ts';
import { judgmentDate, maleName } from './people.ts';
import { catalogueStatuteById, type CaseFacts } from './plan.ts';
import { fill, type Random } from './random.ts';

export interface Names {
  parties: [string, string];
  /** The High Court whose judgment a Supreme Court appeal is against. */
  lowerCourt: string;
  judges: string[];
  lawyers: string[];
}

const witnessRoles = {
  criminal: [
    'the complainant, reiterated the contents of the FIR and stated that he along with {witness} had seen the occurrence',
    'Medical Officer, conducted the post-mortem examination and found {injuries} injuries caused by a firearm, the probable time between injury and death being within half an hour',
    'the Investigating Officer, stated that he visited the place of occurrence, prepared the site plan, secured blood-stained earth and took the accused into custody',
    'a recovery witness, deposed that the accused led the police party to his residence and got recovered the weapon of offence from beneath a cot',
    'the Moharrar of the police station, stated that the sealed parcels were kept in the malkhana and were handed over for onward transmission on {date}',
    'the draftsman, prepared the scaled site plan at the instance of the eye-witnesses',
  ],
  civil: [
    'the plaintiff, appeared in the witness box and narrated the facts of the transaction, but admitted in cross-examination that he was not present at the time of the attestation of the mutation',
    'the Patwari Halqa, produced the record of rights and the register of mutations and stated that the entries were made on the report of the Lambardar',
    'a marginal witness of the agreement, stated that the payment of the earnest money was made in his presence at the office of the deed writer in {city}',
    'the defendant, denied the execution of the document and stated that his thumb impression had been obtained on blank papers',
    'the deed writer, produced his register and confirmed entry No. {number} in respect of the document in question',
  ],
};

const weighing = {
  criminal: [
    '{We} have carefully examined the statement of {witness}. He was subjected to lengthy cross-examination but nothing favourable to the defence could be extracted from him; his statement is consistent on all material particulars and finds support from the medical evidence.',
    'The learned trial Court did not appreciate that the site plan prepared by the draftsman does not show the presence of the eye-witnesses at the points from where they claim to have seen the occurrence.',
    'The Investigating Officer admitted in his cross-examination that no independent person of the locality was associated with the investigation, although the place of occurrence is in a thickly populated area of {city}.',
    'The defence has not suggested any enmity of the witnesses with the accused, and substitution of the real culprit is a rare phenomenon, particularly where the witnesses are related to the deceased.',
    'The occurrence took place at {hours}:00 hours and the matter was reported to the police with promptitude, which excludes the possibility of deliberation and consultation.',
  ],
  civil: [
    'The learned first Appellate Court was the last Court of fact, and it recorded its findings after a proper appraisal of the oral as well as the documentary evidence.',
    'The revenue record carries a presumption of truth, but the presumption is rebuttable, and the respondents succeeded in rebutting it through cogent and reliable evidence.',
    'The plaintiff did not summon the Patwari or produce the roznamcha waqiati to show the date on which the mutation was entered, and the omission goes against him.',
    'The suit was contested by the defendants through a written statement in which they raised preliminary objections as to maintainability and limitation, and issues were framed accordingly.',
    'The document in question was not registered, although by law it required registration, and an unregistered document of this kind cannot confer any title in immovable property.',
  ],
  record: [
    'The learned counsel could not point out any illegality or jurisdictional defect in the impugned order, nor any material that was ignored.',
    'The record shows that the matter was fixed for hearing on a number of dates and was adjourned at the request of the {side1} on each occasion.',
    'The comments filed on behalf of the {side1} do not controvert the material facts stated in the {proceeding}.',
    'Notice was issued to the {side1}, who appeared through counsel and filed a reply opposing the {proceeding}.',
    'The question before {us} is a narrow one, and it can be answered from the documents which are admitted by both sides.',
  ],
};

const principles = [
  'It is by now well settled that the law favours adjudication on merits, and that technicalities are not to be allowed to defeat the ends of justice.',
  'Justice must not only be done but must manifestly be seen to be done, and the Courts are bound to decide the matters before them in accordance with law.',
  'It is a settled principle that a party is bound by its pleadings and cannot be allowed to lead evidence beyond them or to set up a new case at the appellate stage.',
  'It is a cardinal principle of the criminal administration of justice that the prosecution is to prove its case beyond reasonable doubt, and that any doubt arising from the evidence goes to the accused.',
];

const plural = (party: string, side: string) => `${party} ... ${side}${/ and (others|another)$/.test(party) ? 's' : ''}`;
const short = (judge: string) => judge.replace(/^M(r|rs)\. Justice /, '');

/** The judgment's text (Case_Desc): heading, parties, counsel, then numbered paragraphs and the order. */
/** The shares of the references a judgment cites that it overrules (the Supreme Court alone), declares per incuriam, distinguishes or notes counsel's reliance on, cumulative; the rest it follows. */
export const treatmentShares = { overruled: 0.04, perIncuriam: 0.07, distinguished: 0.2, counsel: 0.32 } as const;

export function judgment(
  random: Random,
  facts: CaseFacts,
  names: Names,
  refs: string[],
  values: Record<string, string>,
  outcome: Matter['outcomes'][number],
  treat: Random,
): string {
  const court = courts[facts.court];
  const supreme = court.supreme;
  const matter = facts.matter;
  const proceeding = supreme ? matter.proceeding.supreme : matter.proceeding.high;
  const [side0, side1] = matter.sides.map((side) => side.toLowerCase()) as [string, string];
  const bench = names.judges.length > 1;
  const voice = { We: bench ? 'We' : 'I', we: bench ? 'we' : 'I', us: bench ? 'us' : 'me', side1, proceeding: proceeding.toLowerCase() };
  const holes = { ...values, ...voice };
  const heard = judgmentDate(random, facts.year - (random.chance(0.7) ? 1 : 0));

  const lines: string[] = [
    supreme ? 'IN THE SUPREME COURT OF PAKISTAN' : `IN THE ${court.name.toUpperCase()}, ${court.seat.toUpperCase()}`,
    supreme ? '(Appellate Jurisdiction)' : '(Judicial Department)',
    '',
    'PRESENT:',
    ...names.judges,
    '',
    `${proceeding} No. ${random.int(1, 2400)}${facts.court === 'Quetta' ? '-Q' : ''} of ${facts.year - random.int(1, 2)}`,
  ];
  if (supreme) lines.push(`(On appeal against the judgment dated ${judgmentDate(random, facts.year - 2)} passed by the ${names.lowerCourt} in ${matter.proceeding.high} No. ${random.int(1, 3000)} of ${facts.year - 3})`);
  lines.push('', plural(names.parties[0], matter.sides[0]), 'versus', plural(names.parties[1], matter.sides[1]), '');
  lines.push(`For the ${side0}: ${names.lawyers[0] ?? ''}`, `For the ${matter.party === 'state' ? 'State' : `${side1}s`}: ${names.lawyers[1] ?? ''}`, '', `Date of hearing: ${heard}`, '', 'JUDGMENT', '');

  const paragraphs: string[] = [
    `${short(names.judges[0] ?? '').toUpperCase()}, J.— Through this ${voice.proceeding}, the ${side0} has called in question the ${matter.evidence ? 'judgment' : 'order'} dated ${judgmentDate(random, facts.year - 1)}. Briefly stated, ${fill(random.pick(matter.facts), holes)}.`,
  ];
  let witnesses = 0;
  if (matter.evidence) {
    const criminal = matter.area === 'criminal';
    const roles = criminal ? witnessRoles.criminal : witnessRoles.civil;
    witnesses = random.int(3, roles.length);
    paragraphs.push(
      criminal
        ? `In order to prove its case the prosecution produced ${witnesses + random.int(0, 6)} witnesses, while the accused ${random.chance(0.5) ? 'in his statement under section 342 Cr.P.C. denied the allegations and professed innocence' : 'produced two witnesses in his defence'}.`
        : `The plaintiff produced ${witnesses + random.int(0, 3)} witnesses, and the defendants produced their own evidence in rebuttal.`,
    );
    random.sample(roles, witnesses).forEach((role, k) => paragraphs.push(`${criminal || k % 2 === 0 ? 'PW' : 'DW'}-${k + 1}, ${maleName(random)}, ${fill(role, { ...values, witness: `PW-${k + 2}` })}.`));
    paragraphs.push(
      criminal
        ? `On conclusion of the trial the learned Sessions Judge, ${values.city} convicted the ${side0} vide judgment dated ${values.date}, and the ${supreme ? `${names.lowerCourt} dismissed his appeal` : 'trial Court\'s judgment is impugned here'}; hence this ${voice.proceeding}.`
        : `The learned Civil Judge, ${values.city} decided the suit vide judgment and decree dated ${values.date}, and the ${supreme ? `${names.lowerCourt} maintained that decision` : 'appeal against it was decided by the learned Additional District Judge'}; hence this ${voice.proceeding}.`,
    );
  }
  paragraphs.push(
    `Learned counsel for the ${side0} contends that the impugned ${matter.evidence ? 'judgment is the result of misreading and non-reading of the evidence; that the material contradictions in the statements of the witnesses were ignored;' : 'order was passed without lawful authority and without hearing the ' + side0 + ';'} and that it is contrary to the law laid down by the superior Courts.`,
    `On the other hand, learned counsel for the ${matter.party === 'state' ? 'State' : side1} has supported the impugned ${matter.evidence ? 'judgment' : 'order'}, contending that it is well reasoned and calls for no interference.`,
    fill('{We} have heard the learned counsel for the parties at length and have gone through the record with their able assistance.', holes),
  );
  for (const finding of random.sample(matter.findings, random.int(2, matter.findings.length))) paragraphs.push(fill(finding, holes));
  const weighed = matter.evidence ? (matter.area === 'criminal' ? weighing.criminal : weighing.civil) : weighing.record;
  for (const text of random.sample(weighed, random.int(2, 4))) paragraphs.push(fill(fill(text, holes), { witness: `PW-${random.int(1, Math.max(witnesses, 1))}` }));
  const law = facts.lawRefs[0] ? catalogueStatuteById(facts.lawRefs[0]) : undefined;
  if (law) paragraphs.push(`${law.act.unit} ${law.number} of the ${law.act.name} deals with "${law.title.toLowerCase()}", and its plain language leaves no room for any other interpretation.`);
  if (refs.length > 0) {
    // How the court treats each judgment it cites (issue 34): most it follows, some it
    // distinguishes or only notes counsel's reliance on, a few it declares per incuriam, and the
    // Supreme Court now and then overrules one. Drawn from a stream of their own, so the rest of
    // the judgment is written as before.
    const cited = refs.slice(0, 4);
    const followed: string[] = [];
    for (const ref of cited) {
      const roll = treat.next();
      if (supreme && roll < treatmentShares.overruled) paragraphs.push(fill(`In view of the above, the judgment in ${ref} is hereby overruled.`, holes));
      else if (roll < treatmentShares.perIncuriam) paragraphs.push(`The judgment in ${ref} was rendered per incuriam, the relevant statutory provision not having been brought to the notice of the Court.`);
      else if (roll < treatmentShares.distinguished) paragraphs.push(`The judgment in ${ref}, relied upon by the learned counsel for the ${side0}, is clearly distinguishable on facts.`);
      else if (roll < treatmentShares.counsel) paragraphs.push(`Learned counsel for the ${side0} has also relied upon ${ref}.`);
      else followed.push(ref);
    }
    const support = random.pick([
      `In this regard reliance may be placed on the cases reported as ${followed.join(', ')}.`,
      `The view {we} have taken finds support from the judgments reported as ${followed.join('; ')}.`,
      `This principle has been reiterated in a number of cases, including ${followed.join(', ')}.`,
    ]);
    if (followed.length > 0) paragraphs.push(fill(support, holes));
  }
  paragraphs.push(random.pick(matter.area === 'criminal' ? principles : principles.slice(0, 3)), `For what has been discussed above, ${fill(outcome.order, holes)}.`);
  const body = paragraphs.map((text, i) => (i === 0 ? text : `${i + 1}. ${text}`));
  return [...lines, ...body.flatMap((p) => [p, '']), ...names.judges.map((j) => `(${short(j)})`), '', `${court.seat}, ${heard}`, `'APPROVED FOR REPORTING'`].join('\n');
}
