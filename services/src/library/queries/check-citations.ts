import {
  caseHref,
  checkCitationsInput,
  citationKey,
  citatorHref,
  citatorLimits,
  findCitations,
  limitMessages,
  type CheckedCitation,
  type CitationKey,
} from '@qanoon/contracts';
import { treatmentFlags } from '../../shared/citation-index.ts';
import type { Actor } from '../../shared/outcome.ts';
import { namesParties, writtenCaseName } from '../citations/written-case-name.ts';
import type { LibraryDeps } from '../deps.ts';

export type CheckOutcome =
  | { ok: true; citations: CheckedCitation[] }
  | { ok: false; status: 400 | 413; message: string }
  /** Over the account's or the address's limit: `retryAfter` seconds to wait. */
  | { ok: false; status: 429; message: string; retryAfter: number };

/** Who asks for a check: the signed-in account, and the client address (null when the address is not limited). */
export interface CitationAsker extends Actor {
  address?: string | null | undefined;
}

/** The seconds the asker must wait before another check, counting this one against both limits in one step each. */
async function waitToCheck(limits: LibraryDeps['checkLimits'], asker: CitationAsker): Promise<number> {
  if (!limits) return 0;
  const waits = await Promise.all([limits.perUser.take(asker.userId), asker.address ? limits.perAddress.take(asker.address) : 0]);
  return Math.max(...waits);
}

interface Held extends Record<string, unknown> {
  citation_id: string;
  court: string;
  parties: string;
  citation_key: string;
  citation_key_court: string | null;
}

const fits = (a: string | null, b: string | null) => a === null || b === null || a === b;
const variantsShown = 10;

/**
 * "Check my citations": every citation in a brief or judgment, each marked `found` (one library
 * case, or several ids of one report), `ambiguous` (library cases of different courts fit it),
 * `reference` (known only from other judgments' references: its citator page) or `unrecognised`.
 */
export async function checkCitations(deps: Pick<LibraryDeps, 'db' | 'checkLimits'>, asker: CitationAsker, input: unknown): Promise<CheckOutcome> {
  const parsed = checkCitationsInput.safeParse(input);
  if (!parsed.success) {
    const text: unknown = typeof input === 'object' && input !== null ? (input as { text?: unknown }).text : undefined;
    const tooLong = typeof text === 'string' && text.length > citatorLimits.maxCheckText;
    return { ok: false, status: tooLong ? 413 : 400, message: parsed.error.issues[0]?.message ?? 'The text could not be read.' };
  }
  const wait = await waitToCheck(deps.checkLimits, asker);
  if (wait > 0) return { ok: false, status: 429, message: limitMessages.tooManyAttempts(wait), retryAfter: wait };
  return { ok: true, citations: await resolveCitations(deps.db, parsed.data.text) };
}

/**
 * Every citation written in a text, each resolved by the citation index: `found` (one library
 * case), `ambiguous`, `reference` (its citator page) or `unrecognised`.
 */
export async function resolveCitations(db: LibraryDeps['db'], text: string): Promise<CheckedCitation[]> {
  let previousEnd = 0;
  const found = findCitations(text).map((f) => {
    const name = writtenCaseName(text, f.start, previousEnd);
    previousEnd = f.end;
    return { ...f, key: citationKey(f.citation), name };
  });
  const keys = [...new Set(found.map((f) => f.key.key))];
  const [{ rows: held }, { rows: written }] = await Promise.all([
    db.query<Held>(
      'SELECT citation_id, court, parties, citation_key, citation_key_court FROM case_laws WHERE citation_key = ANY($1::text[]) ORDER BY citation_id',
      [keys],
    ),
    db.query<{ citation_key: string; court: string | null; written: string }>(
      'SELECT DISTINCT citation_key, court, written FROM case_citations WHERE citation_key = ANY($1::text[]) ORDER BY written',
      [keys],
    ),
  ]);
  const heldFor = (key: CitationKey) => held.filter((h) => h.citation_key === key.key && fits(h.citation_key_court, key.court));
  const writtenFor = (key: CitationKey) => written.filter((w) => w.citation_key === key.key && fits(w.court, key.court)).map((w) => w.written);

  const foundIds = found.flatMap(({ key }) => {
    const cases = heldFor(key);
    return cases.length > 0 && new Set(cases.map((c) => c.citation_key_court)).size === 1 ? [cases[0]?.citation_id ?? ''] : [];
  });
  const flags = await treatmentFlags(db, foundIds);

  return found.map(({ text, start, end, key, name }): CheckedCitation => {
    const cases = heldFor(key);
    const variants = [...new Set([...cases.map((c) => c.citation_id), ...writtenFor(key)])].filter((v) => v !== text).slice(0, variantsShown);
    const base = { text, start, end, ...(variants.length > 0 ? { variants } : {}) };
    const courts = new Set(cases.map((c) => c.citation_key_court));
    const first = cases[0];
    if (first && courts.size === 1) {
      // A name written with the citation that is not the judgment's: a wrong name, or a wrong citation.
      const mismatch = name && !cases.some((c) => namesParties(name, c.parties)) ? { nameMismatch: { written: name, parties: first.parties } } : {};
      const flag = flags.get(first.citation_id) ?? null;
      return { ...base, status: 'found', citationId: first.citation_id, href: caseHref(first.citation_id), flag, ...mismatch };
    }
    if (first) {
      const candidates = cases.map((c) => ({ citationId: c.citation_id, court: c.court, parties: c.parties, href: caseHref(c.citation_id) }));
      return { ...base, status: 'ambiguous', candidates };
    }
    if (writtenFor(key).length > 0) return { ...base, status: 'reference', href: citatorHref(text) };
    return { ...base, status: 'unrecognised' };
  });
}
