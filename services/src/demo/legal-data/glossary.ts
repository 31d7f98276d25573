
// Terms of Pakistani practice; most occur in the generated judgments, so a term leads to its cases.
const terms = [
  'abatement', 'abetment', 'abscond', 'absconder', 'acquittal', 'ad-interim injunction', 'adjournment', 'admission',
  'adverse possession', 'affidavit', 'agreement to sell', 'alibi', 'alienation', 'amicus curiae', 'anticipatory bail',
  'appeal', 'appellate jurisdiction', 'appreciation of evidence', 'arbitration', 'arrest', 'arsh', 'attachment', 'attesting witness',
  'bail', 'bail bond', 'balance of convenience', 'benefit of doubt', 'bona fide', 'breach of contract', 'burden of proof',
  'cancellation of document', 'caveat', 'certiorari', 'chain of custody', 'challan', 'charge', 'circumstantial evidence',
  'civil revision', 'cognizable offence', 'common intention', 'common object', 'compounding', 'concurrent findings', 'condonation of delay',
  'confession', 'consent decree', 'constructive possession', 'contempt of court', 'contradiction', 'conviction', 'corroboration',
  'cost of funds', 'counter-claim', 'cross-examination', 'culpable homicide', 'custody', 'damages', 'daman', 'dacoity',
  'declaration', 'decree', 'deed writer', 'default', 'defamation', 'deferred dower', 'delay in lodging FIR', 'deposition',
  'diyat', 'discharge', 'dissolution of marriage', 'dower', 'dying declaration', 'earnest money', 'easement', 'ejectment',
  'estoppel', 'eviction', 'ex parte', 'examination-in-chief', 'execution', 'executing court', 'extortion', 'eye-witness',
  'fair trial', 'family court', 'finance agreement', 'FIR', 'forgery', 'fraud', 'further inquiry', 'gift', 'guardian',
  'habeas corpus', 'hadd', 'hearsay', 'hiba', 'hostile witness', 'identification parade', 'iddat', 'illegal detention',
  'impugned judgment', 'inherent jurisdiction', 'injunction', 'interested witness', 'interim relief', 'interlocutory order',
  'investigation', 'irreparable loss', 'issues', 'judgment', 'jurisdiction', 'Justice of the Peace', 'juvenile', 'khula',
  'laches', 'leave to appeal', 'leave to defend', 'legal heirs', 'legitimate expectation', 'limitation', 'lis pendens',
  'locus standi', 'maintenance', 'malafide', 'malkhana', 'mandamus', 'mark-up', 'marginal witness', 'medical evidence',
  'mens rea', 'mesne profits', 'misreading of evidence', 'mitigating circumstances', 'mortgage', 'motive', 'mutation',
  'natural justice', 'non-bailable offence', 'non-reading of evidence', 'notice', 'oath', 'ocular account', 'original jurisdiction',
  'part performance', 'partition', 'patwari', 'perjury', 'permanent injunction', 'perpetual injunction', 'plaint', 'pleadings',
  'possession', 'post-mortem', 'power of attorney', 'pre-arrest bail', 'pre-emption', 'precedent', 'presumption',
  'prima facie case', 'private defence', 'prohibitory clause', 'promotion', 'prosecution', 'qatl-i-amd', 'qatl-i-khata',
  'qatl shibh-i-amd', 'qisas', 'quashment', 'question of law', 'quo warranto', 'ratio decidendi', 'reasonable doubt',
  'recovery', 'recovery of finance', 'regular inquiry', 'rejection of plaint', 'remand', 'removal from service',
  'res judicata', 'res gestae', 'review', 'revision', 'right of pre-emption', 'robbery', 'safe custody', 'sale deed',
  'second appeal', 'seniority', 'sentence', 'service tribunal', 'settlement', 'shajjah', 'site plan', 'specific performance',
  'stare decisis', 'stay order', 'sub judice', 'succession', 'summons', 'superior right of pre-emption', 'surety',
  'suspension of sentence', 'talaq', 'talb-i-ishhad', 'talb-i-muwathibat', 'tazir', 'temporary injunction', 'tenancy',
  'theft', 'title', 'trespass', 'trial', 'unexplained income', 'vakalatnama', 'void ab initio', 'waiver', 'waqf',
  'warrant of arrest', 'will', 'witness', 'writ petition', 'wrongful confinement', 'zina',
];

const qualifiers = ['interim', 'statutory', 'constructive', 'conditional', 'ex parte', 'absolute', 'partial', 'in criminal cases', 'in civil cases', 'under family law', 'under revenue law', 'under service law'];

/** The Legal_Terms row at `i`: each term once (case-insensitively), whatever the size. */
export function legalTermRecord(i: number): string[] {
  const base = terms[i % terms.length] ?? 'bail';
  const round = Math.floor(i / terms.length);
  if (round === 0) return [base];
  const qualifier = qualifiers[(round - 1) % qualifiers.length];
  const cycle = Math.floor((round - 1) / qualifiers.length);
  return [`${base}, ${qualifier}${cycle > 0 ? ` (${cycle + 1})` : ''}`];
}

// A working dictionary of words met with in Pakistani courts, English, Latin and Urdu/Arabic.
const words: readonly (readonly [string, string])[] = [
  ['Abate', 'To come to an end, as a suit does on the death of a party when the right to sue does not survive.'],
  ['Abettor', 'A person who instigates, engages in a conspiracy for, or intentionally aids the doing of an offence.'],
  ['Abscond', 'To hide oneself or leave the jurisdiction of the Court in order to avoid arrest or legal process.'],
  ['Acquittal', 'The judgment of a criminal Court that the accused is not guilty of the charge.'],
  ['Adjournment', 'The putting off of the hearing of a case to another day.'],
  ['Affidavit', 'A written statement of facts sworn or affirmed before an Oath Commissioner or other competent officer.'],
  ['Alibi', 'The plea of an accused that he was elsewhere when the offence was committed.'],
  ['Amicus curiae', 'A friend of the Court: a lawyer asked by the Court to assist it on a point of law.'],
  ['Appeal', 'A proceeding by which a party asks a superior Court to reverse or vary the decision of a lower Court.'],
  ['Arsh', 'The compensation payable to the victim or his heirs for hurt, as specified in the Pakistan Penal Code.'],
  ['Attestation', 'The signing of a document by witnesses to show that it was executed in their presence.'],
  ['Bail', 'The release of an accused person from custody on security that he will appear before the Court when required.'],
  ['Bona fide', 'In good faith; honestly and without fraud.'],
  ['Mala fide', 'In bad faith; with a design to mislead or to defeat the law.'],
  ['Caveat', 'A notice asking a Court not to pass an order without first hearing the person who lodged it.'],
  ['Certiorari', 'A writ by which a superior Court calls up the record of an inferior tribunal to quash an unlawful decision.'],
  ['Challan', 'The report of the police under section 173 of the Code of Criminal Procedure, sending an accused for trial.'],
  ['Cognizable', 'Of an offence: one for which a police officer may arrest without a warrant.'],
  ['Compounding', 'The settlement of an offence by the parties, with or without the permission of the Court, as the law allows.'],
  ['Confession', 'An admission by an accused person of the commission of the offence charged.'],
  ['Contempt', 'Disobedience of, or disrespect towards, a Court or its orders.'],
  ['Corroboration', 'Independent evidence that supports and strengthens other evidence on a material point.'],
  ['Culpable', 'Deserving blame; criminally at fault.'],
  ['Dacoity', 'Robbery committed or attempted by five or more persons conjointly.'],
  ['Daman', 'The compensation determined by the Court for hurt not liable to arsh.'],
  ['Decree', 'The formal expression of an adjudication which conclusively determines the rights of the parties in a suit.'],
  ['De facto', 'In fact, whether or not by right.'],
  ['De jure', 'By right; according to law.'],
  ['Deposition', 'The evidence of a witness recorded by a Court.'],
  ['Diyat', 'The compensation payable to the heirs of a victim of qatl, as determined under the Pakistan Penal Code.'],
  ['Dower', 'The sum of money or other property which the wife is entitled to receive from the husband in consideration of the marriage; mehr.'],
  ['Ejectment', 'The removal of a tenant or occupier from immovable property by order of a Court.'],
  ['Estoppel', 'A rule that a person who has by his words or conduct led another to act upon a belief may not later deny it.'],
  ['Ex parte', 'Done or heard in the absence of one of the parties.'],
  ['Faisla', 'A decision or award, especially of a jirga or panchayat.'],
  ['Girdawari', 'The crop inspection recorded by the Patwari each harvest, showing the cultivation of each field.'],
  ['Habeas corpus', 'A writ requiring a person detained to be brought before the Court so that the lawfulness of the detention may be examined.'],
  ['Hadd', 'A punishment ordained by the Holy Quran or Sunnah for certain offences.'],
  ['Hiba', 'A gift of property made without consideration, completed by declaration, acceptance and delivery of possession.'],
  ['Iddat', 'The period a woman must observe after the dissolution of her marriage before she may marry again.'],
  ['Injunction', 'An order of a Court directing a party to do, or to refrain from doing, a particular act.'],
  ['Intiqal', 'A mutation: the entry in the revenue record of a change in the ownership of land.'],
  ['Jamabandi', 'The periodical record of rights in land, showing owners, cultivators and their shares.'],
  ['Jirga', 'A council of elders which settles disputes by custom.'],
  ['Khasra', 'The number given to a field in the revenue record and on the village map.'],
  ['Khatauni', 'The record of cultivators of each holding in a revenue estate.'],
  ['Khula', 'The dissolution of marriage at the instance of the wife, ordinarily on her returning the benefits received from the husband.'],
  ['Laches', 'Unreasonable delay in asserting a right, which may bar equitable relief.'],
  ['Lis pendens', 'A pending suit; the rule that property under litigation cannot be transferred so as to affect the rights of the parties.'],
  ['Locus standi', 'The right of a person to be heard in a proceeding.'],
  ['Malkhana', 'The store room of a police station where case property is kept.'],
  ['Mandamus', 'A writ commanding a public authority to perform a public duty imposed upon it by law.'],
  ['Mens rea', 'A guilty mind: the mental element of an offence.'],
  ['Mesne profits', 'The profits which a person in wrongful possession of property has received or might have received.'],
  ['Mutation', 'An entry in the revenue record of the transfer of land; it records a title and does not by itself create one.'],
  ['Nikah', 'The contract of marriage under Muslim law.'],
  ['Obiter dictum', 'An observation of a judge made in passing, which does not form part of the reasons for the decision.'],
  ['Patwari', 'The village revenue official who keeps the record of rights in land.'],
  ['Perjury', 'The giving of false evidence on oath.'],
  ['Plaint', 'The written statement of a plaintiff\'s claim with which a civil suit is instituted.'],
  ['Pre-emption', 'The right of a person to acquire immovable property sold to another, in preference to the buyer.'],
  ['Prima facie', 'At first sight; on the face of it.'],
  ['Qatl', 'The causing of death of a person, in its kinds as the Pakistan Penal Code defines them.'],
  ['Qisas', 'Punishment by causing the same hurt at the same part of the body as the offender caused, or by causing his death for qatl-i-amd.'],
  ['Quash', 'To annul or set aside a proceeding or an order.'],
  ['Quo warranto', 'A writ requiring a person holding a public office to show by what authority he holds it.'],
  ['Ratio decidendi', 'The principle of law on which a decision is based.'],
  ['Remand', 'The sending back of a case to a lower Court; also the sending of an accused back to custody.'],
  ['Res judicata', 'A matter already adjudged: the rule that the same issue between the same parties may not be tried again.'],
  ['Roznamcha', 'The daily diary kept at a police station.'],
  ['Shajjah', 'Hurt on the head or face that does not amount to itlaf-i-udw or itlaf-i-salahiyyat-i-udw.'],
  ['Stare decisis', 'The doctrine that Courts follow the decisions of superior Courts and their own earlier decisions.'],
  ['Sub judice', 'Under judicial consideration and not yet decided.'],
  ['Surety', 'A person who undertakes to be answerable for the appearance of an accused or for the debt of another.'],
  ['Talaq', 'Divorce pronounced by the husband under Muslim law, effective as the Muslim Family Laws Ordinance provides.'],
  ['Talb-i-Ishhad', 'The demand of pre-emption made before witnesses after the first demand, confirmed by notice.'],
  ['Talb-i-Muwathibat', 'The immediate demand of pre-emption made on first learning of the sale.'],
  ['Tazir', 'Punishment other than qisas, diyat, arsh or daman, awarded at the discretion of the Court.'],
  ['Tehsildar', 'The revenue officer in charge of a tehsil.'],
  ['Ultra vires', 'Beyond the powers conferred by law.'],
  ['Vakalatnama', 'The document by which a party authorises an advocate to appear on his behalf.'],
  ['Waqf', 'The permanent dedication of property for a purpose recognised by Muslim law as religious, pious or charitable.'],
  ['Wali', 'A guardian, especially a guardian in marriage.'],
  ['Zimni', 'The case diary kept by the investigating officer.'],
];

const notes = [
  'The word is often met with in judgments of the superior Courts of Pakistan.',
  'Used chiefly in pleadings before the civil Courts.',
  'In criminal proceedings the expression is read with the Code of Criminal Procedure, 1898.',
  'In revenue matters the expression carries the meaning given in the Land Revenue Act, 1967.',
  'In family matters the word is understood as in Muslim personal law.',
  'Compare the use of the word in the Qanun-e-Shahadat Order, 1984.',
];

/** How many headwords the demo dictionary holds: each once. */
export const dictionaryHeadwords = (): number => words.length;

/** The Dictionary row at `i`: a word and a meaning; past the word list a word gets further senses. */
export function dictionaryRecord(i: number): string[] {
  const [word, meaning] = words[i % words.length] ?? ['Bail', 'Release from custody on security.'];
  const round = Math.floor(i / words.length);
  if (round === 0) return [word, meaning];
  const note = notes[(round - 1) % notes.length] ?? '';
  const cycle = Math.floor((round - 1) / notes.length);
  return [word, `${meaning} ${note}${cycle > 0 ? ` Compare sense ${cycle + 1}.` : ''}`];
}
