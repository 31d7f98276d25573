/**
 * Statute sections in any notation, reduced to the library's ids (ADR 0060): `s.302 PPC`,
 * `S. 302 P.P.C.`, `Sec. 302-PPC`, `u/s 302 PPC`, `section 302 of the Pakistan Penal Code` and
 * `PPC-302` are all `PPC-302`; `489F` and `489-F` are `PPC-489-F`; `497 Cr.P.C.` is `CRPC-497`;
 * `O.XXXIX R.1 CPC` and `Order 39 Rule 1 CPC` are `CPC-O39-R1`; `Art. 199` is `CONST-199`. A
 * subsection (`302(b)`) is its section's id with the clause after it, `PPC-302(b)`. The one
 * reader of sections: the search index, the keyword box, the Statutes box and the diary use it.
 *
 * The text is read once, left to right: dots are dropped and runs of spaces made one, so every
 * pattern below is a few bounded steps per position, whatever the text holds.
 */

/** An Act as the library ids it (`PPC`), with the ways judgments and lawyers write its name. */
export interface SectionAct {
  code: string;
  /** How a page names it: `PPC`, `CrPC`, `Constitution`. */
  label: string;
  /** Written forms, lowercase, dots dropped, single spaces. */
  forms: readonly string[];
  /** A provision of it is an Article, not a section. */
  articles?: true;
}

export const sectionActs: readonly SectionAct[] = [
  { code: 'PPC', label: 'PPC', forms: ['ppc', 'p p c', 'pakistan penal code', 'penal code'] },
  { code: 'CRPC', label: 'CrPC', forms: ['crpc', 'cr pc', 'cr p c', 'crp c', 'code of criminal procedure', 'criminal procedure code'] },
  { code: 'CPC', label: 'CPC', forms: ['cpc', 'c p c', 'c pc', 'code of civil procedure', 'civil procedure code'] },
  { code: 'QSO', label: 'Qanun-e-Shahadat', forms: ['qso', 'q s o', 'qanun-e-shahadat order', 'qanun-e-shahadat', 'qanun -e-shahadat', 'qanun- e-shahadat', 'qanun e shahadat'], articles: true },
  { code: 'CNSA', label: 'CNSA', forms: ['cnsa', 'c n s a', 'control of narcotic substances act'] },
  { code: 'ATA', label: 'ATA', forms: ['ata', 'anti-terrorism act', 'anti terrorism act'] },
  { code: 'CONST', label: 'Constitution', forms: ['constitution of the islamic republic of pakistan', 'constitution of pakistan', 'constitution'], articles: true },
  { code: 'SRA', label: 'Specific Relief Act', forms: ['specific relief act'] },
  { code: 'CA', label: 'Contract Act', forms: ['contract act'] },
  { code: 'TPA', label: 'Transfer of Property Act', forms: ['transfer of property act'] },
  { code: 'LA', label: 'Limitation Act', forms: ['limitation act'] },
  { code: 'PPA', label: 'Punjab Pre-emption Act', forms: ['punjab pre-emption act', 'pre-emption act'] },
  { code: 'MFLO', label: 'Muslim Family Laws Ordinance', forms: ['mflo', 'muslim family laws ordinance'] },
  { code: 'FCA', label: 'Family Courts Act', forms: ['family courts act'] },
  { code: 'STA', label: 'Service Tribunals Act', forms: ['service tribunals act'] },
  { code: 'CSA', label: 'Civil Servants Act', forms: ['civil servants act'] },
  { code: 'FIO', label: 'Financial Institutions Ordinance', forms: ['financial institutions (recovery of finances) ordinance'] },
  { code: 'ITO', label: 'Income Tax Ordinance', forms: ['income tax ordinance'] },
];

const actByCode = new Map(sectionActs.map((act) => [act.code, act]));

/** A section named in a text, where it is written (offsets into the text as given). */
export interface SectionMention {
  /** The library id: `PPC-302`, `PPC-489-F`, `CPC-O39-R1`, `CONST-199`. */
  key: string;
  /** The id with a subsection typed after it (`PPC-302(b)`), or undefined. */
  subsection?: string;
  /** The Act's code, or null when none was written (`section 302`, a bare `489F`). */
  act: string | null;
  /** The section as typed without its Act: `302`, `489-F`, `O39-R1`. */
  section: string;
  /** Written as an Article (`Art. 199`): an Act of Articles is meant (the Constitution unless another is typed). */
  article?: true;
  start: number;
  end: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const formsByLength = sectionActs
  .flatMap((act) => act.forms.map((form) => ({ form, code: act.code })))
  .sort((a, b) => b.form.length - a.form.length);
const codeOfForm = new Map(formsByLength.map(({ form, code }) => [form, code]));
const actPattern = formsByLength.map(({ form }) => escape(form).replace(/ /g, ' ?')).join('|');

// A section: up to three digits (never a year), a letter joined or hyphenated, clauses in brackets.
const number = String.raw`\d{1,3}(?!\d)(?:-?[a-z](?![a-z]))?(?: ?\([a-z0-9]{1,3}\)){0,3}`;
const designator = String.raw`(?:sections?|secs?|ss?|u/s|under section|articles?|arts?)`;
// Not a case number or a citation's page: `302/2014`, `302 of 2014` are cases.
const notCase = String.raw`(?! ?(?:/|of ) ?\d{4})`;
const listed = String.raw`${number}${notCase}(?: ?(?:,|/|&|and) ?${number}${notCase}){0,8}`;
// The two patterns below first check the character a mention can start with, a cheap test at every
// place of a judgment, before their look-behind: it halves the time a judgment is read in (the
// pattern of orders and rules is slower with such a test, and goes without).
const after = new RegExp(
  String.raw`(?=[\dasu])(?<![\p{L}\p{N}/-])(?:(${designator}) ?)?(${listed})(?: ?-? ?(?:(?:of|under) (?:the )?)?(${actPattern})(?![\p{L}]))?`,
  'gu',
);
const eachNumber = new RegExp(number, 'g');
// The Act first: `PPC-302`, `PPC 302`, and a law report's head note, `Penal Code (XLV of 1860)---Ss.302(b), 324 & 34`.
const actStarts = `[${[...new Set(formsByLength.map(({ form }) => form[0]))].join('')}]`;
const before = new RegExp(
  String.raw`(?=${actStarts})(?<![\p{L}\p{N}])(${actPattern})(?: ?\([a-z0-9 ]{1,24}\))?(?: ?(?:-{1,6}|,)){0,3} ?(?:${designator} ?)?(${listed})(?![\p{L}\p{N}])`,
  'gu',
);
const roman = String.raw`[ivxl]{1,7}`;
const orderRule = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:order ?|o ?)(${roman}|\d{1,2})(?![\p{L}\p{N}]) ?,? ?(?:rules? ?|rr? ?)(\d{1,2})(?![\p{N}])(?:\([a-z0-9]{1,3}\))?(?: ?(?:of (?:the )?)?(${actPattern})(?![\p{L}]))?`,
  'gu',
);

/** Mentions kept at most: a judgment names a few dozen sections, a pasted list of thousands is no query. */
const mentionLimit = 500;

/** The longest text read: a query, or a judgment's first part when it is indexed. */
export const sectionTextLimit = 200_000;

/** The text lowercased with dots dropped and spaces made one, and where each of its characters came from. */
function normalise(text: string): { value: string; origin: (at: number) => number } {
  const read = text.length > sectionTextLimit ? text.slice(0, sectionTextLimit) : text;
  const lowered = read.toLowerCase();
  // A letter lowercased into two (`İ`) would shift every place after it: such a text is read letter by letter.
  if (lowered.length !== read.length) return normaliseEach(read);
  const lead = (/^[. \n\t\r\u00a0\f\v]*/.exec(lowered)?.[0] ?? '').length;
  // Only the runs that change move the characters after them: where each starts in the value, and
  // how far the text is ahead of the value from there (a single space between words is neither).
  const starts = [0];
  const ahead = [lead];
  let dropped = lead;
  const value = lowered.slice(lead).replace(changedRun, (run: string, offset: number) => {
    const at = offset + lead - dropped;
    const blank = run.search(/[^.]/);
    if (blank < 0) {
      dropped += run.length;
      starts.push(at);
      ahead.push(dropped);
      return '';
    }
    // The run is one space, standing where its first blank was.
    starts.push(at, at + 1);
    ahead.push(dropped + blank, dropped + run.length - 1);
    dropped += run.length - 1;
    return ' ';
  });
  const origin = (at: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] as number) <= at) low = middle;
      else high = middle - 1;
    }
    return at + (ahead[low] as number);
  };
  return { value, origin };
}

/** Runs of dots and blanks the value writes otherwise: any with a dot or a blank other than a space, and spaces together. */
const changedRun = /[ \n\t\r\u00a0\f\v]*[.\n\t\r\u00a0\f\v][. \n\t\r\u00a0\f\v]*| {2,}/g;

function normaliseEach(text: string): { value: string; origin: (at: number) => number } {
  const from: number[] = [];
  const out: string[] = [];
  let space = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === '.') continue;
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r' || ch === '\u00a0' || ch === '\f' || ch === '\v') {
      if (space) continue;
      space = true;
      out.push(' ');
    } else {
      space = false;
      const lower = ch.toLowerCase();
      out.push(lower.length === 1 ? lower : ch);
    }
    from.push(i);
  }
  return { value: out.join(''), origin: (at) => from[at] ?? 0 };
}

const romanValue = (text: string): number => {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const here = values[text[i] as string] ?? 0;
    const next = values[text[i + 1] as string] ?? 0;
    total += here < next ? -here : here;
  }
  return total;
};

/** `302`, `302-b`, `302b`, `302 (b)(ii)` → section `302` / `302-B` and first clause `b`. */
function splitNumber(written: string): { section: string; clause?: string } {
  const [, digits = '', letter = '', clause] = /^(\d+)-?([a-z])?(?: ?\(([a-z0-9]+)\))?/.exec(written) ?? [];
  return { section: letter ? `${digits}-${letter.toUpperCase()}` : digits, ...(clause ? { clause } : {}) };
}

const keyOf = (act: string, section: string) => `${act}-${section}`;

/**
 * Every section a text names. Without `loose`, only sections written with their Act count (what a
 * judgment's text is indexed by); with it, a section with a designator or a letter and no Act
 * (`section 302`, `489F`) counts too, its act null, for the keyword box to resolve.
 */
export function sectionMentions(text: string, options: { loose?: boolean } = {}): SectionMention[] {
  const { value, origin } = normalise(text);
  const found: SectionMention[] = [];
  const taken = new Uint8Array(value.length);
  const wholeLength = value.trim().length;
  const at = (start: number, end: number) => ({ start: origin(start), end: origin(end - 1) + 1 });
  const free = (start: number, end: number) => taken.subarray(start, end).every((covered) => covered === 0);
  const take = (start: number, end: number) => taken.fill(1, start, end);
  const push = (mention: Omit<SectionMention, 'start' | 'end'>, start: number, end: number) => {
    if (found.length < mentionLimit) found.push({ ...mention, ...at(start, end) });
  };
  for (const match of value.matchAll(orderRule)) {
    const [whole, order = '', rule = '', act] = match;
    const code = act ? lookUpAct(act) : 'CPC';
    if (!code) continue;
    const orderNumber = /^\d/.test(order) ? Number(order) : romanValue(order);
    if (orderNumber < 1 || orderNumber > 60) continue;
    const section = `O${orderNumber}-R${Number(rule)}`;
    push({ key: keyOf(code, section), act: act ? code : null, section }, match.index, match.index + whole.length);
    take(match.index, match.index + whole.length);
  }
  for (const match of value.matchAll(before)) {
    const [whole, act = '', written = ''] = match;
    if (!free(match.index, match.index + whole.length)) continue;
    const code = lookUpAct(act);
    if (!code) continue;
    for (const one of written.match(eachNumber) ?? []) {
      const { section, clause } = splitNumber(one);
      push({ key: keyOf(code, section), ...(clause ? { subsection: `${keyOf(code, section)}(${clause})` } : {}), act: code, section }, match.index, match.index + whole.length);
    }
    take(match.index, match.index + whole.length);
  }
  for (const match of value.matchAll(after)) {
    const [whole, designated, list = '', act] = match;
    if (!free(match.index, match.index + whole.length)) continue;
    const code = act ? lookUpAct(act) : null;
    const numbers = list.match(eachNumber) ?? [];
    const article = designated !== undefined && designated.startsWith('art');
    for (const written of numbers) {
      const { section, clause } = splitNumber(written);
      const lettered = /[A-Z]$/.test(section);
      if (!code && !(options.loose && (designated !== undefined || lettered || whole.length === wholeLength))) continue;
      if (!code && namesOtherAct(value, match.index, match.index + whole.length)) continue;
      const key = keyOf(code ?? (article ? 'CONST' : 'PPC'), section);
      push(
        { key, ...(clause ? { subsection: `${key}(${clause})` } : {}), act: code, section, ...(article ? { article: true as const } : {}) },
        match.index,
        match.index + whole.length,
      );
    }
    take(match.index, match.index + whole.length);
  }
  return found.sort((a, b) => a.start - b.start);
}

// An Act the table does not know, written just before or after a section (`Registration Act (XVI of
// 1908), S.17`, `S.14, Balochistan Zakat and Ushr Act`): the section is that Act's, not one to guess.
const otherActAfter = /^ ?,? ?(?:of |under )?(?:the )?(?:[\p{L}-]+ ){0,6}(?:act|ordinance|order|rules|code|regulations?)(?![\p{L}])/u;
const otherActBefore = /(?:act|ordinance|order|rules|code|regulations?)(?: ?\([a-z0-9 ]{1,24}\))? ?,? ?-{0,4} ?(?:sections?|secs?|ss?|articles?|arts?)? ?$/u;

function namesOtherAct(value: string, start: number, end: number): boolean {
  return otherActAfter.test(value.slice(end, end + 80)) || otherActBefore.test(value.slice(Math.max(0, start - 60), start));
}

function lookUpAct(written: string): string | null {
  const exact = codeOfForm.get(written);
  if (exact) return exact;
  const spaced = formsByLength.find(({ form }) => form.replace(/ /g, '') === written.replace(/ /g, ''));
  return spaced?.code ?? null;
}

/**
 * The ids a judgment is indexed by: its Law_Ref, and every section its text names with its Act
 * (with the subsection too when it writes one, so `302(b)` narrows a search).
 */
export function judgmentSectionKeys(lawRefs: readonly string[], text: string): string[] {
  const keys = new Set(lawRefs.map((ref) => ref.toUpperCase()));
  for (const mention of sectionMentions(text)) {
    keys.add(mention.key);
    if (mention.subsection) keys.add(mention.subsection);
  }
  return [...keys].sort();
}

/** How a page names a section: `s.302 PPC`, `Art. 199 Constitution`, `O.39 R.1 CPC`. */
export function sectionLabel(key: string): string {
  const [, code = '', section = ''] = /^([A-Z]+)-(.+)$/.exec(key) ?? [];
  const act = actByCode.get(code);
  const order = /^O(\d+)-R(\d+)(.*)$/.exec(section);
  if (order) return `O.${order[1]} R.${order[2]}${order[3] ?? ''} ${act?.label ?? code}`;
  return `${act?.articles ? 'Art.' : 's.'}${section} ${act?.label ?? code}`;
}

/** The Act code of a library id (`PPC-302` → `PPC`). */
export const actOfSection = (key: string): string => key.split('-')[0] ?? '';

/** A typed section written again under another Act (`s.302 CrPC`), as the keyword box reads it back. */
export const sectionWithAct = (mention: Pick<SectionMention, 'section'>, code: string): string => {
  const act = actByCode.get(code);
  const order = /^O(\d+)-R(\d+)$/.exec(mention.section);
  if (order) return `Order ${order[1]} Rule ${order[2]} ${act?.label ?? code}`;
  return `${act?.articles ? 'Art.' : 's.'}${mention.section} ${act?.label ?? code}`;
};
