import type { ImportKind } from './import-kinds.ts';

/**
 * Two rows of each kind, column for column as `csvHeaders` names them: the sample file the upload
 * screen offers, so an administrator sees what a good file holds before preparing one.
 */
export const importSamples: Record<ImportKind, readonly (readonly string[])[]> = {
  cases: [
    [
      'PLD 2019 SC 1',
      'Muhammad Ashraf v. The State',
      'Mr. Justice Qazi Faez Isa',
      'Mr. Latif Khosa, ASC',
      'Supreme Court of Pakistan',
      '2018 SCMR 762, PLD 2006 SC 602',
      'PPC-302, PPC-34',
      'Criminal/Murder: benefit of the doubt.',
      'JUDGMENT. The appellant was convicted under section 302 PPC…',
    ],
    [
      'C.P.L.A.1002-2025',
      'Abdul Ghani v. Province of Punjab',
      'Mr. Justice Mansoor Ali Shah',
      'Ms. Ayesha Khan, ASC',
      'Supreme Court of Pakistan',
      '',
      'CRPC-497',
      'Criminal/Bail: further inquiry.',
      'ORDER. Leave is refused.',
    ],
  ],
  statutes: [
    ['PPC-302', 'Pakistan Penal Code, 1860', '302. Punishment of qatl-i-amd.', 'Pakistan Penal Code, 1860 (Act XLV of 1860)', 'Punishment of qatl-i-amd.', 'PLD 2019 SC 1', 'Whoever commits qatl-i-amd shall…'],
    ['CRPC-497', 'Code of Criminal Procedure, 1898', '497. When bail may be taken in case of non-bailable offence.', 'Code of Criminal Procedure, 1898 (Act V of 1898)', 'Bail in non-bailable offences.', '', 'When any person accused of any non-bailable offence…'],
  ],
  legalTerms: [['Bail'], ['Qatl-i-amd']],
  articles: [
    ['Bail in Pakistan', 'A. Khan', 'Criminal', '2019', 'Bail is the rule and its refusal the exception…'],
    ['The Right to a Fair Trial', 'S. Ahmed', 'Constitutional', '', 'Article 10-A of the Constitution guarantees…'],
  ],
  topics: [
    ['Of Punishments', 'Pakistan Penal Code, 1860'],
    ['Bail', 'Code of Criminal Procedure, 1898'],
  ],
  dictionary: [
    ['Bail', 'Release of an accused on security that they will appear when called.'],
    ['Diyat', 'Compensation payable to the heirs of a victim.'],
  ],
};
