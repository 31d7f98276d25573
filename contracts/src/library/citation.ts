/**
 * A Pakistani law-report citation split into its parts. The raw text is always kept; the parts
 * are null when the text is not a citation in a form we know (a case number such as
 * `C.P.L.A.1002-2025`, or a stray word).
 */
export interface Citation {
  raw: string;
  /** Canonical journal abbreviation: `PLD`, `SCMR`, `PCrLJ`, `PLC (C.S.)`, … */
  journal: string | null;
  year: number | null;
  /** The court as the report names it (`Supreme Court`, `Lahore`, `Quetta`, …), or implied by the journal. */
  court: string | null;
  page: number | null;
  /** A short note rather than a full report (`2021 YLR Note 53`). */
  note: boolean;
}

/** Squeeze an abbreviation to compare variants: `P Cr. L J`, `PCr.LJ` and `PcrLJ` all become `PCRLJ`. */
const squeeze = (text: string) => text.toUpperCase().replace(/[^A-Z&]/g, '');

// Every spelling seen in real judgments' references, by squeezed form.
const journals: Record<string, string> = {
  PLD: 'PLD',
  SCMR: 'SCMR',
  CLC: 'CLC',
  YLR: 'YLR',
  PCRLJ: 'PCrLJ',
  MLD: 'MLD',
  PLC: 'PLC',
  PLCCS: 'PLC (C.S.)',
  PLCS: 'PLC (C.S.)',
  PTD: 'PTD',
  CLD: 'CLD',
  SCP: 'SCP',
  PLJ: 'PLJ',
  PLJCRC: 'PLJ Cr.C.',
  CRC: 'PLJ Cr.C.',
  PSC: 'PSC',
  PSCCRL: 'PSC (Crl.)',
  KLR: 'KLR',
  KLRCRIMINALCASES: 'KLR Criminal Cases',
  KLRCIVILCASES: 'KLR Civil Cases',
  NLR: 'NLR',
  AIR: 'AIR',
  SCR: 'SCR',
  CLJ: 'CLJ',
  GBLR: 'GBLR',
  PLR: 'PLR',
  MLJ: 'MLJ',
};

// Journals that report only the Supreme Court, so a citation in them names no court.
const supremeCourtJournals = new Set(['SCMR', 'SCP', 'PSC', 'PSC (Crl.)', 'SCR']);

const courts: Record<string, string> = {
  SC: 'Supreme Court',
  SUPREMECOURT: 'Supreme Court',
  SUPREMECOURTOFPAKISTAN: 'Supreme Court',
  FSC: 'Federal Shariat Court',
  FEDERALSHARIATCOURT: 'Federal Shariat Court',
  LAH: 'Lahore',
  LAHORE: 'Lahore',
  KAR: 'Karachi',
  KARACHI: 'Karachi',
  SINDH: 'Sindh',
  PESH: 'Peshawar',
  PESHAWAR: 'Peshawar',
  QTA: 'Quetta',
  QUETTA: 'Quetta',
  BAL: 'Balochistan',
  BALOCHISTAN: 'Balochistan',
  BALUCHISTAN: 'Balochistan',
  ISL: 'Islamabad',
  ISLAMABAD: 'Islamabad',
  'AJ&K': 'AJ&K',
  'AZADJ&K': 'AJ&K',
  GB: 'Gilgit-Baltistan',
  GILGITBALTISTAN: 'Gilgit-Baltistan',
  // A High Court written out or by its initials is the seat a report names: `PLD 2019 LHC 5` is `PLD 2019 Lahore 5`.
  LHC: 'Lahore',
  LAHOREHIGHCOURT: 'Lahore',
  SHC: 'Sindh',
  SINDHHIGHCOURT: 'Sindh',
  HIGHCOURTOFSINDH: 'Sindh',
  PHC: 'Peshawar',
  PESHAWARHIGHCOURT: 'Peshawar',
  BHC: 'Balochistan',
  BALOCHISTANHIGHCOURT: 'Balochistan',
  HIGHCOURTOFBALOCHISTAN: 'Balochistan',
  IHC: 'Islamabad',
  ISLAMABADHIGHCOURT: 'Islamabad',
  FEDERALSHARIATCOURTOFPAKISTAN: 'Federal Shariat Court',
};

/**
 * The courts of Pakistan by the name the library's Citation_Court column gives them. A High Court
 * sits in one city and reports name it by either (`Quetta` or `Balochistan`, `Karachi` or `Sindh`).
 */
const courtNames: Record<string, string> = {
  'Supreme Court': 'Supreme Court of Pakistan',
  'Federal Shariat Court': 'Federal Shariat Court',
  Lahore: 'Lahore High Court',
  Karachi: 'Sindh High Court',
  Sindh: 'Sindh High Court',
  Peshawar: 'Peshawar High Court',
  Quetta: 'Balochistan High Court',
  Balochistan: 'Balochistan High Court',
  Islamabad: 'Islamabad High Court',
  'AJ&K': 'AJ&K High Court',
  'Gilgit-Baltistan': 'Gilgit-Baltistan Chief Court',
};

const year = String.raw`(1[89]\d{2}|20\d{2})`;
const page = String.raw`(\d{1,5})`;
// `2018 SCMR 762`, `2016 PLC (C.S.) 1`, `2019 KLR Supreme Court 264`
const yearFirst = new RegExp(String.raw`^${year}\s+(.+?)\s+${page}$`);
// `PLD 2006 Supreme Court 602`, `PLD 2014 120`, `PLC (C.S) 2022 1369`
const journalFirst = new RegExp(String.raw`^(.+?)\s+${year}\s+(?:(.+?)\s+)?${page}$`);
const abbreviation = /^[A-Z(][A-Za-z.&()]*$/;
// An unknown journal must still look like an abbreviation (`PDT`, `GLR`), not a word (`Nawabzada`).
const looksLikeJournal = (tokens: string[]) => {
  const text = tokens.join('');
  const upper = text.replace(/[^A-Z]/g, '').length;
  return tokens.every((t) => abbreviation.test(t)) && upper >= 2 && upper >= text.replace(/[^a-z]/g, '').length;
};

/** Eastern Arabic and Persian digits (seen in OCR'd judgments) as ASCII digits. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String((d.codePointAt(0) ?? 0) & 0xf));

/**
 * The longest a citation is written, whitespace collapsed: the longest court and journal named in
 * full, with a note and a bench, stay well under it. A longer text is no citation, and reading one
 * no longer keeps every pattern here to a few hundred characters (ADR 0057).
 */
export const longestCitation = 120;

const unparsed = (raw: string): Citation => ({ raw, journal: null, year: null, court: null, page: null, note: false });

function canonicalCourt(text: string): string | null {
  const plain = text.replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim();
  if (!plain) return null;
  return courts[squeeze(plain)] ?? plain;
}

/** The longest run of leading tokens that names a known journal; the rest names the court. */
function splitLabel(tokens: string[], journalTokens: number): { journal: string; court: string | null } | null {
  for (let take = tokens.length; take >= 1; take--) {
    const known = journals[squeeze(tokens.slice(0, take).join(' '))];
    if (known) return { journal: known, court: canonicalCourt(tokens.slice(take).join(' ')) };
  }
  const journal = tokens.slice(0, journalTokens);
  if (!looksLikeJournal(journal)) return null;
  return { journal: journal.join(' '), court: canonicalCourt(tokens.slice(journalTokens).join(' ')) };
}

/**
 * Split a citation as Pakistani law reports print it: `PLD 2019 SC 1`, `PLD 2006 Supreme Court 602`,
 * `2018 SCMR 762`, `2020 CLC 567`, `2011 PCrLJ 123`, `2016 PLC (C.S.) 1`, `2021 YLR Note 53`,
 * `2025 PLJ Quetta 42 (DB)`, and their spaced and dotted variants (`P L D`, `P Cr. L J`). Of parallel
 * citations (`2024 SCMR 942, 2024 PLC (C.S.) 803`) the first is parsed.
 */
export function parseCitation(raw: string): Citation {
  const citation = parseWritten(raw, asciiDigits(raw));
  if (citation.journal !== null || !/\d[A-Za-z]|[A-Za-z.]\d/.test(raw)) return citation;
  // Typed without spaces (`PLD2019SC1`, `2019SCMR1234`): read again spaced, if a known journal comes out.
  const spaced = parseWritten(raw, asciiDigits(raw).replace(/([A-Za-z.)])(?=\d)|(\d)(?=[A-Za-z(])/g, '$1$2 '));
  return spaced.journal !== null && knownJournals.has(spaced.journal) ? spaced : citation;
}

const knownJournals = new Set(Object.values(journals));

/** Whether a journal is one of the law reports we know by name (`PLD`, `SCMR`, …), not merely abbreviation-like. */
export const isKnownJournal = (journal: string) => knownJournals.has(journal);

function parseWritten(raw: string, written: string): Citation {
  let text = (written.split(',', 1)[0] ?? '').replace(/\s+/g, ' ').trim();
  if (text.length > longestCitation) return unparsed(raw);
  text = text.replace(/[.;:]+$/, '');
  text = text.replace(/\s*\((?:DB|SB|FB)\)$/i, '');
  let note = false;
  text = text.replace(/(^|\s)\(?note\)?(?=\s|$)/gi, () => {
    note = true;
    return ' ';
  });
  text = text.replace(/\s+/g, ' ').trim();

  let parts: { year: string; page: string; tokens: string[]; journalTokens: number } | null = null;
  const a = yearFirst.exec(text);
  if (a?.[1] && a[2] && a[3]) {
    parts = { year: a[1], page: a[3], tokens: a[2].split(' '), journalTokens: 1 };
  } else {
    const b = journalFirst.exec(text);
    if (b?.[1] && b[2] && b[4]) {
      const journalTokens = b[1].split(' ');
      parts = { year: b[2], page: b[4], tokens: [...journalTokens, ...(b[3]?.split(' ') ?? [])], journalTokens: journalTokens.length };
    }
  }
  if (!parts) return unparsed(raw);
  const label = splitLabel(parts.tokens, parts.journalTokens);
  if (!label) return unparsed(raw);
  const court = label.court ?? (supremeCourtJournals.has(label.journal) ? 'Supreme Court' : null);
  return { raw, journal: label.journal, year: Number(parts.year), court, page: Number(parts.page), note };
}

/**
 * The court a name or abbreviation stands for, by the name the library's Citation_Court column
 * uses: `SC` and `Supreme Court` → `Supreme Court of Pakistan`, `Lah.` → `Lahore High Court`,
 * `Quetta` and `Balochistan` → `Balochistan High Court`, `Kar.` → `Sindh High Court`, `Isl.` →
 * `Islamabad High Court`. Null for a text that names no court we know.
 */
export function courtName(text: string): string | null {
  const first = (text.split(',')[0] ?? '').replace(/^\s*the\s+/i, '').replace(/\bbench\b.*$/i, '');
  const plain = squeeze(first);
  if (!plain) return null;
  const seat = courts[plain] ?? courts[plain.replace(/^HIGHCOURTOF/, '').replace(/HIGHCOURT$/, '').replace(/OFPAKISTAN$/, '')];
  if (!seat) return null;
  return courtNames[seat] ?? null;
}

/** Whether two ways of writing a court name the same court (`Quetta` and `Balochistan High Court`). */
export function sameCourt(a: string, b: string): boolean {
  if (a.trim().toLowerCase() === b.trim().toLowerCase()) return true;
  const named = courtName(a);
  return named !== null && named === courtName(b);
}

/** The courts a citation can name, each with the abbreviations people write for it, for suggestions. */
export const courtAbbreviations: Record<string, readonly string[]> = {
  'Supreme Court of Pakistan': ['SC', 'S.C.', 'Supreme Court'],
  'Federal Shariat Court': ['FSC'],
  'Lahore High Court': ['Lahore', 'Lah.', 'LHC'],
  'Sindh High Court': ['Karachi', 'Kar.', 'Sindh', 'SHC'],
  'Peshawar High Court': ['Peshawar', 'Pesh.', 'PHC'],
  'Balochistan High Court': ['Quetta', 'Qta', 'Balochistan', 'Bal.', 'BHC'],
  'Islamabad High Court': ['Islamabad', 'Isl.', 'IHC'],
  'AJ&K High Court': ['AJ&K', 'Azad J&K'],
  'Gilgit-Baltistan Chief Court': ['GB', 'Gilgit-Baltistan'],
};

/** A citation written the standard way, `PLD 2019 Supreme Court 1`, or the raw text when it has no parts. */
export function formatCitation(citation: Citation): string {
  if (citation.journal === null || citation.year === null || citation.page === null) return citation.raw;
  const court = citation.court && !supremeCourtJournals.has(citation.journal) ? ` ${citation.court}` : '';
  return `${citation.year} ${citation.journal}${court}${citation.note ? ' Note' : ''} ${citation.page}`;
}
