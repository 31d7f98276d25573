import type { LawArea } from './statute-book.ts';

/** A kind of case: the laws it turns on and the words its head notes and judgments use. */
export interface Matter {
  area: LawArea;
  /** Statute ids it cites, most typical first; only those the generated statutes hold are kept. */
  laws: readonly string[];
  /** The proceeding before the court that reports it (`Criminal Appeal`). */
  proceeding: { supreme: string; high: string };
  /** Whether witnesses were heard below (a trial or a suit), so the judgment weighs their evidence. */
  evidence: boolean;
  /** The offence a criminal matter is about when it cites no penal section. */
  offence?: string;
  /** Who brings it and who answers, in the judgment's heading. */
  sides: readonly [string, string];
  /** `criminal` matters have the State as a party. */
  party: 'state' | 'private' | 'government' | 'family' | 'bank';
  catchwords: readonly string[];
  /** Facts: the first paragraph's middle; {city}, {station}, {date}, {fir}, {name}, {section}, {witness} are filled in. */
  facts: readonly string[];
  findings: readonly string[];
  outcomes: readonly { head: string; order: string }[];
}

export const matters: Record<string, Matter> = {
  murder: {
    evidence: true,
    offence: '302/34 PPC',
    area: 'criminal',
    laws: ['PPC-302', 'PPC-34', 'PPC-324', 'PPC-109', 'PPC-148', 'PPC-149', 'QSO-40', 'CRPC-342', 'CRPC-382-B'],
    proceeding: { supreme: 'Criminal Appeal', high: 'Criminal Appeal' },
    sides: ['Appellant', 'Respondent'],
    party: 'state',
    catchwords: [
      'Qatl-i-amd---Appreciation of evidence',
      'Ocular account---Interested witnesses---Corroboration',
      'Delay in lodging FIR---Effect',
      'Medical evidence in conflict with ocular account',
      'Recovery of weapon---Crime empties not sent to the Forensic Science Laboratory---Effect',
      'Motive alleged but not proved---Effect on sentence',
      'Mitigating circumstances---Death sentence altered to imprisonment for life',
      'Benefit of doubt---Single circumstance creating reasonable doubt---Accused entitled to it as of right',
    ],
    facts: [
      'the prosecution case, as set out in FIR No. {fir} registered at Police Station {station}, {city} on {date} under section {section}, is that the deceased was fired at and killed by the appellant in the presence of the complainant and {witness}',
      'the appellant was tried by the learned Additional Sessions Judge, {city} for the qatl-i-amd of the brother of the complainant, the occurrence having taken place in the fields of village Chak No. {number} on the night of {date}',
    ],
    findings: [
      'Both the eye-witnesses are closely related to the deceased and their presence at the spot at the odd hours of the night has not been established by any independent evidence.',
      'The post-mortem examination was conducted after an unexplained delay of {hours} hours, which lends support to the contention that the time was consumed in consultation and deliberation before the report was made.',
      'The alleged recovery of the pistol on the pointing out of the appellant is inconsequential, because the crime empties secured from the spot were sent to the Forensic Science Laboratory after the arrest of the appellant.',
      'The motive set up by the prosecution remained unproved, and where the prosecution alleges a motive and fails to prove it, the consequence must be borne by the prosecution and not by the accused.',
    ],
    outcomes: [
      { head: 'Appeal allowed; conviction and sentence set aside', order: 'this appeal is allowed, the conviction and sentences of the appellant are set aside and he is acquitted of the charge. He shall be released forthwith if not required in any other case' },
      { head: 'Conviction maintained; sentence of death altered to imprisonment for life', order: 'the conviction of the appellant under section 302(b) PPC is maintained but his sentence of death is altered to imprisonment for life. The benefit of section 382-B Cr.P.C. shall be extended to him' },
      { head: 'Appeal dismissed', order: 'the prosecution has proved its case against the appellant beyond reasonable doubt. This appeal has no merit and is accordingly dismissed' },
    ],
  },
  bail: {
    evidence: false,
    offence: '324/34 PPC',
    area: 'criminal',
    laws: ['CRPC-497', 'CRPC-498', 'PPC-324', 'PPC-337-A', 'PPC-406', 'PPC-420', 'PPC-489-F', 'PPC-380'],
    proceeding: { supreme: 'Criminal Petition for Leave to Appeal', high: 'Criminal Miscellaneous' },
    sides: ['Petitioner', 'Respondent'],
    party: 'state',
    catchwords: [
      'Bail after arrest---Further inquiry',
      'Pre-arrest bail---Mala fide of the complainant---Ulterior motive',
      'Offence not falling within the prohibitory clause---Grant of bail a rule and refusal an exception',
      'Deeper appreciation of evidence not permissible at bail stage',
      'Statutory delay in conclusion of trial---Accused entitled to bail',
      'Tentative assessment of the material on record',
      'Bail cannot be withheld as a punishment',
    ],
    facts: [
      'the petitioner seeks bail in case FIR No. {fir} registered at Police Station {station}, {city} on {date} under section {section}; his earlier application was declined by the learned Sessions Judge',
      'the petitioner is alleged to have issued a cheque of Rs. {amount}/- to the complainant which was dishonoured on presentation, whereupon FIR No. {fir} was registered at Police Station {station}, {city}',
    ],
    findings: [
      'The offence with which the petitioner is charged does not fall within the prohibitory clause of section 497 Cr.P.C., and in such cases the grant of bail is a rule and its refusal an exception.',
      'The role ascribed to the petitioner is of a general nature, and whether he shared the common intention with the principal accused is a question that calls for further inquiry within the meaning of section 497(2) Cr.P.C.',
      'Investigation is complete and the petitioner is no more required for the purpose; his continued detention would serve no useful purpose.',
      'At the stage of bail only a tentative assessment of the material is to be made, and the deeper appreciation of the evidence is to be avoided lest it prejudice the case of either side at the trial.',
    ],
    outcomes: [
      { head: 'Bail granted', order: 'this petition is converted into an appeal and allowed; the petitioner is admitted to bail subject to his furnishing bail bonds in the sum of Rs. 100,000/- with one surety in the like amount to the satisfaction of the learned trial Court' },
      { head: 'Bail refused', order: 'the petitioner has failed to make out a case for bail. The petition is dismissed. The observations made herein are tentative and shall not influence the trial Court' },
    ],
  },
  narcotics: {
    evidence: true,
    offence: '9(c) of the Control of Narcotic Substances Act, 1997',
    area: 'criminal',
    laws: ['CNSA-9', 'CNSA-25', 'CNSA-29', 'CNSA-51', 'CNSA-6'],
    proceeding: { supreme: 'Criminal Appeal', high: 'Criminal Appeal' },
    sides: ['Appellant', 'Respondent'],
    party: 'state',
    catchwords: [
      'Possession of narcotics---Safe custody of the recovered substance---Chain of custody not established',
      'Report of the Government Analyst---Protocols of the tests not mentioned---Effect',
      'Recovery witnesses being police officials---Competence',
      'Quantity of narcotics---Quantum of sentence',
      'Separate samples from each packet not taken---Effect',
    ],
    facts: [
      'on {date} a police party of Police Station {station}, {city} intercepted the appellant near the bus stand and recovered {quantity} grams of charas from a shopping bag in his hand, whereupon FIR No. {fir} was registered under section {section}',
      'the appellant was apprehended at a picket on the road to {city} while driving a car from the secret cavities of which {quantity} grams of heroin were recovered',
    ],
    findings: [
      'The prosecution was bound to establish that the samples remained in safe custody from the time of recovery till their receipt in the office of the Government Analyst, and the moharrar of the police station was not produced to prove the safe custody.',
      'The report of the Government Analyst does not mention the protocols of the tests applied, and such a report cannot be relied upon to sustain a conviction.',
      'Police officials are as competent witnesses as any other person, and their evidence cannot be discarded merely because they belong to the police force.',
    ],
    outcomes: [
      { head: 'Appeal allowed; accused acquitted', order: 'this appeal is allowed and the appellant is acquitted of the charge. He shall be released forthwith if not required in any other case' },
      { head: 'Appeal dismissed; sentence reduced to the period already undergone', order: 'the conviction of the appellant is maintained, but keeping in view the quantity of the narcotics, his sentence is reduced to the period already undergone' },
    ],
  },
  quashment: {
    evidence: false,
    offence: '506/447 PPC',
    area: 'criminal',
    laws: ['CRPC-561-A', 'CRPC-22-A', 'CRPC-154', 'CRPC-249-A', 'CRPC-265-K', 'PPC-506', 'PPC-447'],
    proceeding: { supreme: 'Criminal Petition for Leave to Appeal', high: 'Criminal Miscellaneous' },
    sides: ['Petitioner', 'Respondent'],
    party: 'state',
    catchwords: [
      'Quashing of FIR---Alternate remedy available under sections 249-A and 265-K Cr.P.C.',
      'Justice of the Peace---Direction for registration of case---Scope',
      'Dispute of civil nature given colour of a criminal case',
      'Inherent jurisdiction of the High Court---To be exercised sparingly',
    ],
    facts: [
      'the petitioner prays for the quashing of FIR No. {fir} registered at Police Station {station}, {city} on {date} under section {section}, contending that the dispute between the parties is purely of a civil nature',
      'the respondent approached the learned Justice of the Peace, {city}, who directed the SHO of Police Station {station} to record his statement and proceed in accordance with law, and that order is impugned here',
    ],
    findings: [
      'The petitioner has an adequate remedy before the trial Court under section 249-A or 265-K Cr.P.C., and the inherent jurisdiction of this Court is not to be invoked to stifle a prosecution at its inception.',
      'A perusal of the record shows that the dispute relates to the possession of the land, which is already sub judice before the civil Court, and the criminal process has been set in motion to pressurise the petitioner.',
    ],
    outcomes: [
      { head: 'Petition allowed; FIR quashed', order: 'this petition is allowed and FIR No. {fir} is quashed' },
      { head: 'Petition dismissed', order: 'this petition has no merit and is dismissed, leaving the petitioner to raise all his pleas before the trial Court' },
    ],
  },
  declaration: {
    evidence: true,
    area: 'civil',
    laws: ['SRA-42', 'SRA-39', 'SRA-54', 'CPC-O7R11', 'CPC-115', 'CPC-100', 'LA-3', 'QSO-79', 'TPA-122'],
    proceeding: { supreme: 'Civil Petition for Leave to Appeal', high: 'Civil Revision' },
    sides: ['Petitioner', 'Respondent'],
    party: 'private',
    catchwords: [
      'Suit for declaration and cancellation of mutation---Gift---Proof',
      'Mutation does not create title---Onus to prove the transaction on its beneficiary',
      'Execution of document required by law to be attested---Two attesting witnesses not produced',
      'Limitation---Void transaction---Suit within time',
      'Concurrent findings of fact---Interference in revisional jurisdiction',
      'Rejection of plaint---Only the averments of the plaint to be seen',
    ],
    facts: [
      'the respondents filed a suit for declaration that the mutation of gift No. {number} attested on {date} in favour of the petitioner was the result of fraud, their deceased father never having made any gift of the land situated in the revenue estate of {city}',
      'the plaintiff claimed to be the owner of the suit land measuring {number} kanals on the basis of an agreement to sell dated {date} and sought a declaration with consequential relief of permanent injunction against the defendants',
    ],
    findings: [
      'A mutation by itself does not confer title, and the beneficiary of the mutation is bound to prove the original transaction when it is challenged.',
      'Neither the marginal witnesses of the deed nor the scribe were produced, and the requirement of Article 79 of the Qanun-e-Shahadat Order, 1984 was not fulfilled.',
      'Both the Courts below have concurrently found the transaction to be proved, and no misreading or non-reading of the evidence has been pointed out to warrant interference in revisional jurisdiction.',
      'Limitation does not run against a void transaction, and the suit, having been filed within six years of the knowledge of the mutation, was within time.',
    ],
    outcomes: [
      { head: 'Leave refused', order: 'no question of law of public importance arises. This petition is dismissed and leave to appeal is refused' },
      { head: 'Revision allowed; suit decreed', order: 'this revision petition is allowed, the judgments and decrees of the Courts below are set aside and the suit of the plaintiff is decreed as prayed for' },
      { head: 'Case remanded', order: 'the impugned judgment is set aside and the case is remanded to the learned Appellate Court for decision afresh after hearing the parties' },
    ],
  },
  performance: {
    evidence: true,
    area: 'civil',
    laws: ['SRA-12', 'SRA-22', 'CA-55', 'CA-10', 'TPA-53-A', 'TPA-54', 'CPC-96'],
    proceeding: { supreme: 'Civil Appeal', high: 'Regular First Appeal' },
    sides: ['Appellant', 'Respondent'],
    party: 'private',
    catchwords: [
      'Suit for specific performance of agreement to sell---Readiness and willingness of the vendee',
      'Time as essence of the contract in sale of immovable property',
      'Discretion of the Court to decree specific performance---Conduct of the plaintiff',
      'Balance sale price not deposited in Court---Effect',
    ],
    facts: [
      'the appellant entered into an agreement to sell dated {date} with the respondent for the sale of a house in {city} for a consideration of Rs. {amount}/-, paid earnest money and, on the respondent\'s refusal to execute the sale deed, filed a suit for specific performance',
    ],
    findings: [
      'The vendee who seeks specific performance must show that he has always been ready and willing to perform his part of the agreement, and the failure to deposit the balance sale price despite the order of the Court speaks against him.',
      'In contracts for the sale of immovable property time is ordinarily not of the essence, unless the parties have expressly made it so.',
      'Specific performance is a discretionary relief, and the Court is to consider the conduct of the party seeking it.',
    ],
    outcomes: [
      { head: 'Appeal allowed; suit for specific performance decreed', order: 'this appeal is allowed and the suit of the appellant for specific performance is decreed, subject to his depositing the balance sale price within thirty days' },
      { head: 'Appeal dismissed', order: 'we find no merit in this appeal, which is dismissed with no order as to costs' },
    ],
  },
  preemption: {
    evidence: true,
    area: 'civil',
    laws: ['PPA-13', 'PPA-5', 'PPA-6', 'PPA-30', 'CPC-115'],
    proceeding: { supreme: 'Civil Petition for Leave to Appeal', high: 'Civil Revision' },
    sides: ['Petitioner', 'Respondent'],
    party: 'private',
    catchwords: [
      'Pre-emption---Talb-i-Muwathibat and Talb-i-Ishhad---Proof',
      'Notice of Talb-i-Ishhad---Attesting witnesses and the postman not produced',
      'Superior right of pre-emption---Co-sharer in the Khata',
    ],
    facts: [
      'the respondent filed a suit for possession through pre-emption of land measuring {number} kanals in the revenue estate of {city} sold to the petitioner through registered sale deed dated {date}',
    ],
    findings: [
      'The pre-emptor was bound to prove the making of Talb-i-Muwathibat with particulars of the date, time and place of gaining knowledge of the sale, which he failed to do.',
      'Notice of Talb-i-Ishhad must be attested by two truthful witnesses and its service proved; neither attesting witness was produced.',
    ],
    outcomes: [
      { head: 'Petition allowed; suit dismissed', order: 'this petition is converted into an appeal and allowed, and the suit for pre-emption is dismissed' },
      { head: 'Leave refused', order: 'the petition is dismissed and leave refused' },
    ],
  },
  injunction: {
    evidence: false,
    area: 'civil',
    laws: ['CPC-O39R1', 'CPC-O39R2', 'SRA-54', 'SRA-56', 'CPC-151', 'TPA-52'],
    proceeding: { supreme: 'Civil Petition for Leave to Appeal', high: 'Civil Revision' },
    sides: ['Petitioner', 'Respondent'],
    party: 'private',
    catchwords: [
      'Temporary injunction---Prima facie case, balance of convenience and irreparable loss---All three ingredients to co-exist',
      'Interlocutory order---Interference by the superior Courts',
      'Lis pendens---Transfer during pendency of the suit',
    ],
    facts: [
      'the plaintiff filed a suit for permanent injunction restraining the defendants from interfering in his possession over a shop in the main bazaar of {city}, together with an application for temporary injunction which was dismissed on {date}',
    ],
    findings: [
      'For the grant of a temporary injunction the plaintiff must show a prima facie case, the balance of convenience in his favour and irreparable loss if the injunction is refused, and all three must co-exist.',
      'Any transfer of the suit property during the pendency of the suit is hit by the doctrine of lis pendens and is subject to the outcome of the suit.',
    ],
    outcomes: [
      { head: 'Petition dismissed', order: 'the orders of the Courts below do not suffer from any illegality. This petition is dismissed, with a direction to the trial Court to decide the suit within six months' },
      { head: 'Temporary injunction granted', order: 'the petition is allowed and the defendants are restrained from alienating the suit property till the final decision of the suit' },
    ],
  },
  family: {
    evidence: true,
    area: 'family',
    laws: ['FCA-5', 'FCA-14', 'FCA-17-A', 'MFLO-9', 'MFLO-10', 'MFLO-7', 'MFLO-6'],
    proceeding: { supreme: 'Civil Petition for Leave to Appeal', high: 'Writ Petition' },
    sides: ['Petitioner', 'Respondent'],
    party: 'family',
    catchwords: [
      'Dissolution of marriage on the basis of khula---Return of benefits received',
      'Maintenance of minors---Quantum---Means of the father',
      'Dower---Deferred dower---Recovery',
      'Constitutional jurisdiction---Concurrent findings of the Family Court and the Appellate Court',
      'Second marriage without permission of the Arbitration Council---Effect',
    ],
    facts: [
      'the respondent wife filed a suit for dissolution of marriage on the basis of khula, recovery of dower amounting to Rs. {amount}/- and maintenance allowance for herself and the minors before the Judge Family Court, {city}',
      'the marriage between the parties was solemnized on {date} at {city}, and the petitioner contracted a second marriage without the permission of the Arbitration Council',
    ],
    findings: [
      'Where the Court is satisfied that the spouses cannot live together within the limits prescribed by Allah, a decree for dissolution of marriage on the basis of khula is to be passed.',
      'It is the legal and moral obligation of the father to maintain his minor children, and the quantum is to be fixed keeping in view his means and the needs of the minors.',
      'The constitutional jurisdiction of this Court is not meant to substitute the findings of the Family Court and the Appellate Court with its own.',
    ],
    outcomes: [
      { head: 'Petition dismissed', order: 'this petition is without merit and is dismissed' },
      { head: 'Petition partly allowed; maintenance enhanced', order: 'this petition is partly allowed and the maintenance of each minor is enhanced to Rs. {amount}/- per month with ten percent annual increase' },
    ],
  },
  service: {
    evidence: false,
    area: 'service',
    laws: ['STA-4', 'CSA-9', 'CSA-13', 'CONST-212', 'CONST-25', 'LA-5'],
    proceeding: { supreme: 'Civil Appeal', high: 'Writ Petition' },
    sides: ['Appellant', 'Respondent'],
    party: 'government',
    catchwords: [
      'Civil service---Promotion---Seniority---Fitness',
      'Removal from service---Regular inquiry not held---Principles of natural justice',
      'Jurisdiction of the Service Tribunal---Bar of Article 212 of the Constitution',
      'Departmental appeal barred by time---Condonation',
    ],
    facts: [
      'the appellant was serving as Senior Clerk (BS-14) in the office of the Deputy Commissioner, {city} when he was removed from service on {date} on the charge of absence from duty without holding a regular inquiry',
      'the respondent, a Sub-Inspector of Police posted at {city}, was superseded for promotion to the post of Inspector on the basis of adverse remarks in his annual confidential report',
    ],
    findings: [
      'A major penalty cannot be imposed upon a civil servant without a regular inquiry in which he is given an opportunity to defend himself.',
      'The terms and conditions of service of a civil servant are within the exclusive jurisdiction of the Service Tribunal, and Article 212 of the Constitution bars the jurisdiction of the other Courts.',
    ],
    outcomes: [
      { head: 'Appeal allowed; reinstated with back benefits', order: 'this appeal is allowed, the impugned order is set aside and the appellant is reinstated in service with all back benefits' },
      { head: 'Appeal dismissed', order: 'the appeal is dismissed' },
    ],
  },
  writ: {
    evidence: false,
    area: 'constitutional',
    laws: ['CONST-199', 'CONST-4', 'CONST-9', 'CONST-10-A', 'CONST-18', 'CONST-24', 'CONST-25', 'CONST-185', 'CONST-189'],
    proceeding: { supreme: 'Civil Appeal', high: 'Writ Petition' },
    sides: ['Petitioner', 'Respondent'],
    party: 'government',
    catchwords: [
      'Constitutional jurisdiction---Aggrieved person---Adequate alternate remedy',
      'Right to fair trial---Article 10-A of the Constitution',
      'Executive action---Reasons to be recorded---Structured discretion',
      'Legitimate expectation',
      'Equality before law---Reasonable classification',
    ],
    facts: [
      'the petitioner challenges the order dated {date} of the Deputy Commissioner, {city} cancelling the licence of his petrol pump without notice or hearing',
      'the petitioners, residents of {city}, seek a direction to the respondents to stop the construction of a commercial plaza on a plot reserved for a public park',
    ],
    findings: [
      'Every public functionary is bound to act fairly and justly, to give reasons for his decisions, and to hear the person adversely affected before passing an order against him.',
      'The discretion vested in public authorities is to be structured, and is never unfettered.',
      'Where an adequate remedy is provided by the law, the constitutional jurisdiction is ordinarily not to be invoked.',
    ],
    outcomes: [
      { head: 'Petition allowed; impugned order set aside', order: 'this petition is allowed and the impugned order is declared to be without lawful authority and of no legal effect' },
      { head: 'Petition disposed of with directions', order: 'this petition is disposed of with a direction to the competent authority to decide the representation of the petitioner within thirty days after hearing him' },
    ],
  },
  recovery: {
    evidence: false,
    area: 'banking',
    laws: ['FIO-9', 'FIO-10', 'FIO-15', 'FIO-22', 'CA-73', 'CA-74'],
    proceeding: { supreme: 'Civil Appeal', high: 'First Appeal from Order' },
    sides: ['Appellant', 'Respondent'],
    party: 'bank',
    catchwords: [
      'Recovery of finance---Leave to defend---Substantial questions of law and fact',
      'Mark-up after the expiry of the finance agreement---Cost of funds',
      'Sale of mortgaged property without intervention of the Court---Notices',
    ],
    facts: [
      'the respondent bank filed a suit for the recovery of Rs. {amount}/- against the appellant company and its directors before the Banking Court, {city} on the basis of running finance facilities availed in {year}',
    ],
    findings: [
      'An application for leave to defend must specify the amount of finance availed, the amounts paid and the disputed amounts, failing which it is liable to be rejected.',
      'After the expiry of the finance agreement the bank is entitled only to the cost of funds and not to contractual mark-up.',
    ],
    outcomes: [
      { head: 'Appeal dismissed', order: 'the appeal is dismissed and the decree of the Banking Court is upheld' },
      { head: 'Appeal partly allowed; mark-up reduced', order: 'the appeal is partly allowed, and the decree is modified to the extent that the bank shall be entitled to the cost of funds after the expiry of the agreement' },
    ],
  },
  tax: {
    evidence: false,
    area: 'tax',
    laws: ['ITO-122', 'ITO-111', 'ITO-133', 'CONST-18'],
    proceeding: { supreme: 'Civil Appeal', high: 'Income Tax Reference' },
    sides: ['Applicant', 'Respondent'],
    party: 'government',
    catchwords: [
      'Amendment of assessment---Definite information---Change of opinion',
      'Unexplained income---Burden on the department',
      'Reference to the High Court---Only questions of law arising out of the order of the Tribunal',
    ],
    facts: [
      'the assessment of the respondent taxpayer for the tax year {year} was amended under section 122 of the Income Tax Ordinance, 2001 on the basis of information about the purchase of property in {city}',
    ],
    findings: [
      'An assessment once made cannot be amended on a mere change of opinion; there must be definite information discovered after the assessment.',
      'Only questions of law arising out of the order of the Appellate Tribunal can be referred to this Court.',
    ],
    outcomes: [
      { head: 'Reference answered in favour of the taxpayer', order: 'the question proposed is answered in the negative, in favour of the taxpayer and against the department' },
      { head: 'Reference answered in favour of the department', order: 'the question is answered in the affirmative, against the taxpayer' },
    ],
  },
};

/** Which matters each journal reports, as weights. */
export const journalMatters: Record<string, readonly (readonly [string, number])[]> = {
  SCMR: [['murder', 5], ['bail', 3], ['narcotics', 2], ['declaration', 3], ['performance', 2], ['preemption', 1], ['service', 2], ['writ', 2], ['family', 1], ['tax', 1]],
  PLD: [['murder', 3], ['bail', 1], ['writ', 4], ['declaration', 2], ['performance', 1], ['family', 2], ['service', 1], ['tax', 1], ['recovery', 1]],
  PCrLJ: [['murder', 4], ['bail', 4], ['narcotics', 3], ['quashment', 3]],
  CLC: [['declaration', 4], ['performance', 3], ['preemption', 2], ['injunction', 3], ['family', 3]],
  YLR: [['bail', 3], ['murder', 2], ['quashment', 2], ['declaration', 2], ['injunction', 2], ['family', 2]],
  MLD: [['bail', 2], ['narcotics', 2], ['declaration', 2], ['injunction', 2], ['family', 2], ['writ', 1]],
  PLC: [['service', 1]],
  CLD: [['recovery', 3], ['tax', 2]],
};
