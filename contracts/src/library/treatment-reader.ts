import { sentenceAround } from './sentences.ts';
import { anaphor, clauseBreak, counselSpeaking, courtSpeaking, cueRules, holdingReported, impugned, relianceOnly, undone, type CueClass } from './treatment-cues.ts';
import type { CitingContext, NegativeKind, Treatment, TreatmentReading } from './treatment.ts';

/**
 * The treatment reader's rules (docs/decisions/0065-treatment-read-by-cue-patterns-with-scope-rules.md):
 * a cue counts for a reference when it is in the reference's sentence (or in the sentence that
 * opens the list holding it), no more than a few words of the court's own away from it with only
 * names and other references between, no turn of the argument or head-note dash between, no
 * nearer cue between, and the court, not counsel, is the one speaking.
 */

/** The most words of the court's own a cue may be from the reference, before it and after it. */
export const cueReach = { before: 5, after: 4 } as const;

/** How far the court's setting out of what a judgment held ("In X, this Court held …") may stand from it. */
export const discussionReach = 12;

/** The longest reference the reader takes as written; a longer one is cut (the citator's limit is lower). */
const longestWritten = 200;

// Words that do not take a cue away from a reference: names' joints, "the case of … reported in", a list's numbering.
const linking = new Set(
  (
    'v vs versus and or of the in a an on to by at as for from with this that these those its his her their it ' +
    'case cases reported report titled tilted styled entitled judgment judgments judgement judgements decision decisions ' +
    'order orders dictum dicta precedent precedents authority authorities ruling rulings re supra ibid page pages p pp para paras ' +
    'note etc also which wherein where whereby who same said above aforesaid aforementioned mentioned following others another ' +
    'ors anr alias through thr is are was were be been being has have had too both all court courts honourable august apex ' +
    'learned high supreme federal bench division full larger matter present instant one ones vide ie e.g i.e therein thereof ' +
    'law reports reported. well given so such matters title'
  ).split(' '),
);
const roman = /^(?:[ivxl]+|[a-h])$/;

const wordPattern = /[A-Za-z][A-Za-z'’]*/g;

function ownWords(gap: string): number {
  let count = 0;
  wordPattern.lastIndex = 0;
  for (let found = wordPattern.exec(gap); found; found = wordPattern.exec(gap)) {
    const [word] = found;
    const first = word.charCodeAt(0);
    if (first < 97 || first > 122) continue; // a capital: a name, a court, a report's letters
    const lower = word.toLowerCase().replace(/['’]s$/, '');
    if (linking.has(lower) || roman.test(lower) || lower === "hon'ble" || lower === 'hon’ble') continue;
    count++;
  }
  return count;
}

interface Cue {
  cue: CueClass;
  negativeKind: NegativeKind | null;
  reaches: 'after' | 'before' | null;
  start: number;
  end: number;
}

/** Every cue of the sentence, earlier rules first, none overlapping another or the reference. */
function cuesOf(sentence: string, reference: { start: number; end: number }): Cue[] {
  const cues: Cue[] = [];
  const overlaps = (start: number, end: number) =>
    (start < reference.end && end > reference.start) || cues.some((cue) => start < cue.end && end > cue.start);
  for (const { cue, negativeKind, pattern, reaches } of cueRules) {
    // exec on the rule's own pattern (matchAll would clone it for every sentence).
    pattern.lastIndex = 0;
    for (let found = pattern.exec(sentence); found; found = pattern.exec(sentence)) {
      const start = found.index;
      const end = start + found[0].length;
      if (end === start) pattern.lastIndex++;
      else if (!overlaps(start, end)) cues.push({ cue, negativeKind: negativeKind ?? null, reaches: reaches ?? null, start, end });
    }
  }
  return cues;
}

/** The gap's own words, the spans of counsel's reliance in it left out (they let a farther cue through). */
function gapOf(sentence: string, from: number, to: number, passed: readonly Cue[]): string {
  let gap = '';
  let at = from;
  for (const cue of [...passed].sort((a, b) => a.start - b.start)) {
    if (cue.start < from || cue.end > to) continue;
    gap += `${sentence.slice(at, cue.start)} `;
    at = cue.end;
  }
  return gap + sentence.slice(at, to);
}

const agent = /^\W*(?:and\s+)?(?:(?:for\s+(?:example|instance)|e\.\s?g\.)\W*)?(?:by|in|vide|through|at|as\s+per|in\s+view\s+of|under|following|against|contrary\s+to)\b/i;
const declaredAs = /^\W*as\W*$/i;
// The subject that opens the clause after "In X, …": this Court, a bench, the court that decided X ("it was held").
const caseOpensClause = /^[^.;:]{0,40}?,?\s*((?:this\s+|the\s+(?:hon'ble\s+|honourable\s+|august\s+|apex\s+|learned\s+)?(?:supreme\s+|federal\s+shariat\s+|high\s+)?)court|(?:a|the)\s+(?:larger|full|division|single|five|seven|three|two)[\s-]+(?:member\s+)?(?:bench|judge)|it\s+(?:was|has\s+been)\s+(?:held|observed|ruled|laid\s+down))\b/i;
const holdingSetOut = /^(?:It|This\s+Court|The\s+(?:Hon'ble\s+|Honourable\s+|August\s+|learned\s+)?(?:Supreme\s+|apex\s+|High\s+)?Court)\s+(?:(?:was|has|had|has\s+been|was\s+further)\s+)?(?:held|observed|ruled|laid\s+down)\b/i;
const disagreement = /\b(?:unable|not\s+able)\s+to\s+(?:agree|subscribe)\s+(?:therewith|with\s+(?:it|the\s+same|(?:the\s+said|that|this)\s+view|them))\b|\b(?:we|I)\s+(?:do|would)\s+not\s+agree\s+(?:therewith|with\s+(?:it|the\s+same|(?:the\s+said|that|this)\s+view))\b/i;
// A new subject opening right after the reference ("In X, the order of the High Court was set aside").
const anotherSubject = /^[\W\d]*(?:the|this|that|these|a|an|learned|it|its)\b|,\s*and\b/i;

// A sentence opening with a court as its subject and the judgment it decided: "This Court in the case of", "The Hon'ble Supreme Court in".
const courtInOpens = /^[\W\d]*(?:this|the)\s+(?:hon'?ble\s+|hon’ble\s+|learned\s+)?(?:supreme\s+|high\s+|apex\s+|august\s+)?court(?:\s+of\s+pakistan)?\s+in\b/i;

// The court that decided X not told of a law: "It was not brought to the notice of this Court in X that …", the classic ground of per incuriam.
const unnoticedIn = /\bnot\s+(?:been\s+)?(?:brought|drawn|placed)\s+(?:to|before)\s+(?:the\s+)?(?:notice|attention)\s+of\s+(?:this|the|that|a)\s+(?:\w+\s+){0,3}?(?:court|bench)\s+in\b[^.;]{0,120}$/i;
const perIncuriam = /\bper\s*-?\s*incuriam\b/i;

// A reference written as the authority of something else ("in light of the law laid down in X").
const authorityOf = /\b(?:in\s+(?:the\s+)?light\s+of|in\s+view\s+of|on\s+the\s+(?:basis|strength)\s+of|relying\s+(?:up)?on)\b[^;]{0,120}$/i;

// Another reference written between two words: its report's letters.
const anotherReference = /\b(?:PLD|SCMR|CLC|MLD|YLR|PLC|CLD|PTD|PLJ|AIR|SCC|PCr\.?\s?L\.?\s?J|P\s?Cr\.?\s?L\.?\s?J|SCP)\b/;
// The court taking the reference up again by a pronoun ("X (supra) cannot help the appellant when it … is per incuriam").
const resumes = /\b(?:it|the\s+same|which|that\s+judgment|the\s+said\s+judgment)\b/i;

/**
 * A word that the judgment is per incuriam or overruled later in the reference's own sentence, the court taking the reference up
 * again by a pronoun with no other reference between: "X (supra) cannot help the appellant when it being against the terms … is per incuriam".
 */
function resumedNegative(scope: string, cues: readonly Cue[], reference: { start: number; end: number }): Cue | null {
  for (const cue of cues) {
    if (cue.start < reference.end || cue.cue !== 'negative' || cue.reaches === 'after') continue;
    if (cue.negativeKind !== 'per-incuriam' && cue.negativeKind !== 'overruled') continue;
    const gap = scope.slice(reference.end, cue.start);
    if (anotherReference.test(gap) || !resumes.test(gap) || ownWords(gap) > 24 || clauseBreak.test(gap.replace(/,\s*however\s*,/gi, ','))) return null;
    return cue;
  }
  return null;
}

/** The nearest cue on one side of the reference that reaches it, walking past counsel's reliance. */
function reaching(sentence: string, cues: readonly Cue[], reference: { start: number; end: number }, side: 'before' | 'after', own = false): Cue | null {
  const onSide =
    side === 'after'
      ? cues.filter((cue) => cue.start >= reference.end).sort((a, b) => a.start - b.start)
      : cues.filter((cue) => cue.end <= reference.start).sort((a, b) => b.end - a.end);
  const passed: Cue[] = [];
  // The court's setting out of a holding is taken only when no evaluation of the court's reaches further on.
  let discussed: Cue | null = null;
  for (const cue of onSide) {
    const [from, to] = side === 'after' ? [reference.end, cue.start] : [cue.end, reference.start];
    const gap = gapOf(sentence, from, to, passed);
    // "X, the case cited by him, however, does not advance his cause": in the reference's own sentence, an aside, not a turn.
    if (clauseBreak.test(own && side === 'after' ? gap.replace(/,\s*however\s*,/gi, ',') : gap)) return discussed;
    const words = ownWords(gap);
    if (words > discussionReach) return discussed;
    if (cue.cue === 'counsel') {
      passed.push(cue);
      continue;
    }
    // Out of an evaluation's reach, only the court's setting out of a holding may still reach it.
    if (cue.cue !== 'discussed' && words > cueReach[side]) continue;
    if (cue.cue === 'discussed') {
      discussed ??= cue;
      continue;
    }
    // "In X it was held that … is not applicable": the cue is about what X held, not about X.
    // A head-note's "X, held, no more good law" is the court's holding about X.
    if (side === 'after' && holdingReported.test(gap) && !(cue.cue === 'negative' && /^\W*held\W*$/i.test(gap))) return discussed;
    // A cue that treats what stands on its other side ("X, which dissented from Y": Y, not X) stops here.
    if (cue.reaches && cue.reaches === side) return discussed;
    // "the view of the High Court … in light of the law laid down in X is not correct": X is the authority the view relied on, not what is judged.
    if (side === 'after' && cue.cue === 'negative' && cue.reaches === 'before' && authorityOf.test(sentence.slice(Math.max(0, reference.start - 140), reference.start))) return discussed;
    if (cue.cue === 'negative' || cue.cue === 'distinguished') {
      // "overruled by this Court in Y": Y is the judgment that overruled, not the one overruled.
      // So is "declared in X as not good law": X declared it.
      if ((side === 'before' && agent.test(gap)) || (side === 'after' && declaredAs.test(gap))) {
        return cue.cue === 'negative' ? { ...cue, cue: 'positive', negativeKind: null } : discussed;
      }
      // "In X, the order of the High Court was set aside": the order is what was set aside, not X.
      if (cue.cue === 'negative' && side === 'after' && anotherSubject.test(gap)) return discussed;
    }
    return cue;
  }
  return discussed;
}

/** Whether counsel (or a party) is the one speaking where the cue stands: an argument opened before it and the court not back. */
function counselsWords(sentence: string, cue: Cue): boolean {
  const head = sentence.slice(0, cue.end);
  let opened = -1;
  let spoken = '';
  counselSpeaking.lastIndex = 0;
  for (let found = counselSpeaking.exec(head); found; found = counselSpeaking.exec(head)) {
    opened = found.index + found[0].length;
    spoken = found[0];
  }
  if (opened === -1) return false;
  // Counsel only relying: a distinguishing or overruling word after it is the court's ("he relied on X, which is distinguishable").
  if ((cue.cue === 'distinguished' || cue.cue === 'negative') && opened < cue.start && relianceOnly.test(spoken)) return false;
  if (opened >= cue.start) return true;
  const between = sentence.slice(opened, cue.start);
  // In counsel's "contended that …" ("it has been argued by the learned counsel that …"), "this Court" is the court counsel speaks of, not this one speaking.
  if (/^\s*(?:by\s+[^,.;]{0,80}?\s+)?that\b/i.test(between)) return !/\b(?:we|us|our|however|but)\b/i.test(between);
  courtSpeaking.lastIndex = 0;
  return !courtSpeaking.test(between);
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

// A head-note's "rel." or "foll.", the reporter's mark (treatment-cues.ts).
const reportersMark = /^(?:rel|foll)\.$/i;

// Where a numbered paragraph opens ("5. We have heard …").
const paragraphOpens = /(?:^|[.:;"”]\s+|\n\s*)\(?\d{1,2}\)?\.\s+(?=[A-Z])/g;
// The court's own voice in a paragraph after counsel's arguments.
const courtsParagraph = /\b(?:we\s+have|I\s+have|we\s+are|we\s+find|we\s+do|we\s+would|heard|perused|gone\s+through|in\s+our\s+(?:view|opinion)|having\s+considered|after\s+hearing|arguments?\s+heard|this\s+court\s+(?:is|has|finds|would)|(?:well|by\s+now|firmly)\s*-?\s*settled)\b/i;

/** The text of the paragraph before the sentence: from its number (or the window's start) to the sentence. */
function paragraphBefore(text: string, start: number): string {
  // The number may open the sentence itself ("13. In X …"): its capital, one past the head, is looked at too.
  const head = text.slice(0, start + 1);
  let opens = 0;
  paragraphOpens.lastIndex = 0;
  for (let found = paragraphOpens.exec(head); found; found = paragraphOpens.exec(head)) {
    if (found.index + found[0].length <= start) opens = found.index + found[0].length;
    if (found[0].length === 0) paragraphOpens.lastIndex++;
  }
  return collapse(text.slice(opens, start));
}

/** Whether the paragraph so far sets out counsel's arguments, the court not yet speaking. */
function counselsParagraph(paragraph: string): boolean {
  if (paragraph.trim() === '') return false;
  let opened = -1;
  counselSpeaking.lastIndex = 0;
  for (let found = counselSpeaking.exec(paragraph); found; found = counselSpeaking.exec(paragraph)) opened = found.index + found[0].length;
  return opened !== -1 && !courtsParagraph.test(paragraph.slice(opened));
}

/** The sentence between start and stop with its whitespace collapsed, and where `[index, end)` of the text now sits in it. */
function collapsed(text: string, start: number, stop: number, index: number, end: number) {
  const before = collapse(text.slice(start, index)).trimStart();
  const written = collapse(text.slice(index, end));
  const after = collapse(text.slice(end, stop)).trimEnd();
  return { sentence: before + written + after, reference: { start: before.length, end: before.length + written.length } };
}

const rank: Record<Treatment, number> = { negative: 3, distinguished: 2, positive: 1, neutral: 0 };

interface Found {
  treatment: Treatment;
  negativeKind: NegativeKind | null;
  sentence: string;
  words: string | null;
  /** Decided by a head-note's "rel." or "foll.", the reporter's record of the court's reliance, not the court's own words. */
  note?: boolean;
  /** The place shows counsel relying on the reference and the court saying nothing of it. */
  counsel?: boolean;
}

/**
 * The court's evaluation the cue makes, or null: none when counsel is speaking, and no reliance
 * when the sentence began before the window (who relied on it is out of sight).
 */
function evaluation(sentence: string, cue: Cue, speaker: { unseen: boolean; paragraph: string }): Found | null {
  if (cue.cue === 'counsel' || cue.cue === 'neutral' || counselsWords(sentence, cue)) return null;
  const treatment = cue.cue === 'discussed' ? 'positive' : cue.cue;
  // A reliance is the court's only when the court is seen to speak: not in a sentence cut by the
  // window, nor in a paragraph that sets out counsel's arguments.
  const words = sentence.slice(cue.start, cue.end);
  // "Relying on X and Y, she argued that …": the reliance opening the sentence is the speaker's who follows it.
  if (treatment === 'positive' && participleOpens.test(sentence.slice(0, cue.end)) && participleSpeaker.test(sentence.slice(cue.end))) return null;
  // The court's impersonal signals in the present ("reference may be made to", "reliance is placed on") are its own even where
  // the sentence began out of sight: counsel's reliance is reported in the past ("reliance was placed").
  const unseen = speaker.unseen && !courtsSignal.test(words);
  // The reporter's "rel." is the reporter's record, whoever speaks around it (counsel's reliance alone is dealt with across the places).
  const reporters = reportersMark.test(words);
  if (treatment === 'positive' && !reporters && (unseen || (counselsParagraph(speaker.paragraph) && !/\b(?:we|us|our)\b/i.test(sentence)))) return null;
  return {
    treatment,
    negativeKind: cue.cue === 'negative' ? (cue.negativeKind ?? 'disapproved') : null,
    sentence,
    words,
    ...(treatment === 'positive' && reporters ? { note: true } : {}),
  };
}

// A reliance that opens the sentence as a participle, and counsel as the subject it belongs to.
const participleOpens = /^[\W\d]*(?:relying|placing\s+(?:his\s+|her\s+|their\s+)?reliance)\b/i;
const participleSpeaker =
  /,\s*(?:he|she|they|(?:the\s+)?learned\s+(?:\w+\s+){0,3}?(?:counsels?|asc|advocates?|prosecutors?|law\s+officers?|a\.?\s?a\.?\s?g\.?|attorney[-\s]general)\b[^,]{0,40}?,?)\s+(?:\w+\s+){0,2}?(?:argued|argues|contended|contends|submitted|submits|urged|urges|maintained|stated|pleaded|asserted)\b/i;

// The court's impersonal signals in the present tense.
const courtsSignal = /^(?:reference\b.*\b(?:may|can|could|might)\b|reliance\s+(?:is|can|may)\b)/is;

// Where a quotation from the cited judgment opens ("held as under: “…”"): its words are that court's, not this one's.
const quotationOpens = /:\s*[-—–]*\s*["“‘']/;
// A sentence that opens a list: it ends at a colon (or a colon and dashes).
const opensList = /:\s*[-—–]*\s*$/;

const sameAfterTurn = new RegExp(`${anaphor.source}|\\bthe\\s+same\\b`, 'i');

/**
 * Where the sentence after one that stops at `stop` opens: past the closing quotes and brackets and the space after its mark
 * (`promotion.” However, this view …`), at most a line's worth on.
 */
function nextOpens(text: string, stop: number): number {
  let at = Math.min(text.length, stop + 1);
  const last = Math.min(text.length, stop + 80);
  while (at < last && /["'”’)\s]/.test(text.charAt(at))) at++;
  return at;
}

// A later word for one judgment: "the above referred judgment", "the said judgment".
const singularAnaphor = /\b(?:the|this|that)\s+(?:(?:said|above|aforesaid|aforementioned|referred|same|reported)\s+){1,2}(?:judgment|judgement|decision|case)\b/i;

/** How far a per incuriam or overruling word may stand from "these observations" naming the judgment of the sentence before. */
const strongReach = 12;

/**
 * A distinguishing or negative word of the court about "the cited case" (or the like), within a few words of it; `far`: a per
 * incuriam or overruling word further on in the same clause ("These observations were made in the context of the case before the
 * Supreme Court and therefore clearly per incuriam"), for a reference its sentence names alone.
 */
function anaphoricEvaluation(held: string, from: number, words: RegExp = anaphor, far = false, onlyFar = false): Found | null {
  const named = words.exec(held.slice(from));
  if (!named) return null;
  const at = { start: from + named.index, end: from + named.index + named[0].length };
  const cues = cuesOf(held, at);
  const cue = onlyFar ? null : reaching(held, cues, at, 'after');
  if (cue && (cue.cue === 'distinguished' || cue.cue === 'negative')) return evaluation(held, cue, { unseen: false, paragraph: '' });
  if (!far) return null;
  const strong = cues
    .filter((one) => one.start >= at.end && one.cue === 'negative' && (one.negativeKind === 'per-incuriam' || one.negativeKind === 'overruled') && one.reaches !== 'after')
    .sort((a, b) => a.start - b.start)[0];
  if (!strong) return null;
  const gap = held.slice(at.end, strong.start);
  if (ownWords(gap) > strongReach || anotherReference.test(gap) || clauseBreak.test(gap)) return null;
  return evaluation(held, strong, { unseen: false, paragraph: '' });
}

// The stems of every distinguishing or negative cue (treatment-cues.ts), looked for once before reading sentence by sentence.
const laterWord = /distingui|d\s?i\s?s\s?t|attract|applica|relevan|germane|help|avail|assist|bearing|misplac|overrul|incuriam|good\s+law|correct|disapprov|set\s*-?\s*aside|revers|upset|vacated|follow|dissent|differ|distinct|similar|analogous|akin|par\b|comparable|relatable|pertinent|advance|support|rescue|proper|sound|valid|effect|precedent|principle|consonance|conformity|accord|contrary|agree|subscribe|endorse|four/i;

const countersCitations = /\b(?:relied|referred|cited|produced)\s+(?:upon\s+|on\s+|to\s+)?by\s+(?:the\s+)?(?:learned\s+)?(?:counsel|asc|advocates?)\b/i;

/**
 * The court's word on the judgments counsel cited, a few sentences after counsel's citing them
 * ("We have gone through the judgments so referred by the learned counsel. These judgments are
 * distinguishable."): for a reference counsel relied on, the next sentences in sight are read for a
 * distinguishing or negative word about "these judgments" (or the like).
 */
function laterOnCounsels(text: string, stop: number, counsels: boolean): Found | null {
  // Most references have no such word after them at all: nothing to read.
  laterWord.lastIndex = 0;
  if (!laterWord.test(text.slice(stop))) return null;
  let at = stop;
  for (let step = 0; step < 3 && at < text.length; step++) {
    const opens = nextOpens(text, at);
    const next = sentenceAround(text, opens, opens, { semicolons: false });
    if (next.stop <= at) return null;
    const held = collapse(text.slice(Math.max(at, next.start), next.stop)).trim();
    // The window's end cuts the sentence: what follows is out of sight.
    if (next.stop >= text.length) return null;
    // Where the reference's own sentence does not show counsel citing it, the later one must say it is counsel's ("the judgments referred by the learned counsel").
    const found = held && (counsels || countersCitations.test(held)) && anaphoricEvaluation(held, 0);
    if (found) return found;
    at = next.stop;
  }
  return null;
}

function laterEvaluation(text: string, stop: number, rest: string, speaker: { unseen: boolean; paragraph: string }, alone = false, first = false): Found | null {
  void speaker;
  // The rest of this sentence after a turn ("…, but to our consideration, the judgment is not germane").
  const turn = clauseBreak.exec(rest);
  if (turn) {
    // After the turn, "the same" is the judgment just named ("… in X but the same … is not applicable").
    const own = anaphoricEvaluation(rest, turn.index, sameAfterTurn);
    if (own) return own;
  }
  const opens = nextOpens(text, stop);
  const next = sentenceAround(text, opens, opens, { semicolons: false });
  if (next.start < stop) return null;
  const held = collapse(text.slice(next.start, next.stop)).trim();
  if (!held) return null;
  // "… a different view was taken in X. However, we are unable to agree therewith."
  const disagreeing = disagreement.exec(held);
  if (disagreeing && !counselsWords(held, { cue: 'negative', negativeKind: 'not-followed', reaches: null, start: disagreeing.index, end: disagreeing.index + disagreeing[0].length })) {
    return { treatment: 'negative', negativeKind: 'not-followed', sentence: held, words: disagreeing[0] };
  }
  const anaphoric = anaphoricEvaluation(held, 0, anaphor, alone);
  if (anaphoric) return anaphoric;
  // A later "the above referred judgment" (one judgment) in the sentence, after other words for judgments: the judgment the
  // sentence before named first ("relied upon the judgment reported in X, but … it relied on A, B and C. However, … the judgments
  // relied in the above referred judgment are not supportive, therefore, the same being per incuriam").
  if (first) {
    const singular = new RegExp(singularAnaphor.source, 'gi');
    let seen = 0;
    for (let found = singular.exec(held); found && seen < 4; found = singular.exec(held), seen++) {
      if (found.index === 0) continue;
      const word = anaphoricEvaluation(held, found.index, singularAnaphor);
      if (word) return word;
    }
  }
  // One sentence further, for a per incuriam or overruling word only, when the reference's sentence names it alone and the one
  // between names no other judgment (a quotation's abbreviation may have ended a sentence early).
  if (alone && !anotherReference.test(held)) {
    const opens = nextOpens(text, next.stop);
    const after = sentenceAround(text, opens, opens, { semicolons: false });
    const further = after.start >= next.stop && after.stop < text.length ? collapse(text.slice(after.start, after.stop)).trim() : '';
    const word = further && anaphoricEvaluation(further, 0, anaphor, true, true);
    if (word) return word;
  }
  // "X (…). It was observed as under: …": the court setting out what X held, in the sentence after it.
  const setOut = holdingSetOut.exec(held);
  return setOut ? { treatment: 'positive', negativeKind: null, sentence: held, words: setOut[0] } : null;
}

/** The reading of one place a judgment writes the reference. */
function readContext(context: CitingContext, window: { before: number; after: number }): Found {
  const before = context.before.slice(-window.before);
  const written = context.written.slice(0, longestWritten);
  const after = context.after.slice(0, window.after);
  const text = before + written + after;
  const truncated = before.length < context.before.length || (before.length === window.before && context.before.length === window.before);
  const index = before.length;
  const end = index + written.length;
  const { start, stop } = sentenceAround(text, index, end, { semicolons: false });
  const { sentence, reference } = collapsed(text, start, stop, index, end);
  // The final order undoing the judgment under appeal: the place is the order's own words.
  if (context.by === 'order') return { treatment: 'negative', negativeKind: 'reversed', sentence, words: collapse(written) };
  // The final order dismissing the appeal against it: the judgment under appeal is affirmed.
  if (context.by === 'upheld') return { treatment: 'positive', negativeKind: null, sentence, words: collapse(written) };
  const quoted = quotationOpens.exec(sentence.slice(reference.end));
  const scope = quoted ? sentence.slice(0, reference.end + quoted.index) : sentence;
  // Inside a quotation ("held as under: “… X …”"), the words are the quoted court's, not this one's.
  const opened = [...sentence.slice(0, reference.start).matchAll(/:\s*[-—–]*\s*["“]/g)].pop();
  if (opened && !/["”]/.test(sentence.slice(opened.index + opened[0].length, reference.start))) {
    return { treatment: 'neutral', negativeKind: null, sentence, words: null };
  }
  const cues = cuesOf(scope, reference);
  const speaker = { unseen: start === 0 && truncated, paragraph: paragraphBefore(text, start) };
  // The stronger treatment of the two sides; of two positives, the court's own reliance before its setting out of a holding.
  const strength = (cue: Cue) => 2 * rank[cue.cue === 'discussed' || cue.cue === 'counsel' || cue.cue === 'neutral' ? 'positive' : cue.cue] + (cue.cue === 'discussed' ? 0 : 1);
  const found = [reaching(scope, cues, reference, 'after', true), reaching(scope, cues, reference, 'before', true)]
    .filter((cue): cue is Cue => cue !== null)
    .sort((a, b) => strength(b) - strength(a))
    .map((cue) => evaluation(sentence, cue, speaker))
    .find((reading): reading is Found => reading !== null);
  if (found?.treatment === 'negative') return found;
  const resumed = resumedNegative(scope, cues, reference);
  const again = resumed && evaluation(sentence, resumed, speaker);
  if (again) return again;
  if (found && found.treatment !== 'positive') return found;

  // "It was not brought to the notice of this Court in X that … . So the observation … be treated as per incuriam": X was decided per incuriam.
  const unnoticed = unnoticedIn.exec(sentence.slice(Math.max(0, reference.start - 200), reference.start));
  // The judgment the court was not told of, or another named between, is not the one decided per incuriam.
  if (unnoticed && !anotherReference.test(unnoticed[0])) {
    const rest = sentence.slice(reference.end);
    const opens = nextOpens(text, stop);
    const next = sentenceAround(text, opens, opens, { semicolons: false });
    const held = next.start >= stop ? collapse(text.slice(next.start, next.stop)).trim() : '';
    for (const [where, words] of [[sentence, perIncuriam.exec(rest)], [held, perIncuriam.exec(held)]] as const) {
      if (words && !counselsWords(where, { cue: 'negative', negativeKind: 'per-incuriam', reaches: null, start: words.index, end: words.index + words[0].length })) {
        return { treatment: 'negative', negativeKind: 'per-incuriam', sentence: where, words: words[0] };
      }
    }
  }

  // The court's evaluation by a later word for it, in the rest of the sentence or the next one ("The cited case is distinguishable").
  const alone = !anotherReference.test(sentence.slice(0, reference.start)) && !anotherReference.test(sentence.slice(reference.end));
  const later = laterEvaluation(text, stop, sentence.slice(reference.end), { unseen: false, paragraph: '' }, alone, !anotherReference.test(sentence.slice(0, reference.start)));
  if (later) return later;
  counselSpeaking.lastIndex = 0;
  if (!found) {
    const counsels = cues.some((cue) => cue.cue === 'counsel') || counselSpeaking.test(sentence.slice(0, reference.start));
    const onCounsels = laterOnCounsels(text, stop, counsels);
    if (onCounsels) return onCounsels;
  }
  if (found) return found;

  // The judgment under appeal, undone in the same sentence.
  const near = scope.slice(Math.max(0, reference.start - 80), Math.min(scope.length, reference.end + 40));
  const undoing = impugned.test(near) ? undone.exec(scope) : null;
  if (undoing) return { treatment: 'negative', negativeKind: 'reversed', sentence, words: undoing[0] };

  // "In X, this Court held …" / "In X, a larger Bench …": the court setting out what X decided, when no other word did.
  if (/^[\W\d]*In\b/.test(sentence) && ownWords(sentence.slice(0, reference.start)) <= 2) {
    const next = caseOpensClause.exec(scope.slice(reference.end));
    const subject = next?.[1];
    if (next && subject) {
      const at = reference.end + next.index + next[0].length - subject.length;
      const setOut = evaluation(sentence, { cue: 'discussed', negativeKind: null, reaches: null, start: at, end: at + subject.length }, speaker);
      if (setOut) return setOut;
    }
  }

  // "This Court in X held …" / "The Hon'ble Supreme Court in the case of X observed …": the court setting out what X decided.
  const courtIn = courtInOpens.exec(sentence.slice(0, reference.start));
  if (courtIn && ownWords(sentence.slice(courtIn[0].length, reference.start)) <= 2) {
    const setOut = evaluation(sentence, { cue: 'discussed', negativeKind: null, reaches: null, start: 0, end: courtIn[0].length }, speaker);
    if (setOut) return { ...setOut, words: setOut.words?.trim() ?? null };
  }

  // A list item: the sentence that opens the list decides (the items between it and this one hold only references).
  if (ownWords(sentence.slice(0, reference.start)) <= 1 && start > 0) {
    let at = start;
    for (let step = 0; step < 12 && at > 0; step++) {
      // The sentence before: the one holding the last character before this one's opening whitespace and mark.
      let last = at;
      while (last > 0 && /\s/.test(text.charAt(last - 1))) last--;
      if (last === 0) break;
      const previous = sentenceAround(text, last - 1, last - 1, { to: last, semicolons: false });
      const held = collapse(text.slice(previous.start, last)).trim();
      if (held === '') break;
      if (opensList.test(held)) {
        const opener = { start: held.length, end: held.length };
        const heldCues = cuesOf(held, opener);
        const cue = reaching(held, heldCues, opener, 'before');
        const speaker = { unseen: previous.start === 0 && truncated, paragraph: paragraphBefore(text, previous.start) };
        return (cue && evaluation(held, cue, speaker)) || { treatment: 'neutral', negativeKind: null, sentence, words: null };
      }
      if (ownWords(held) > 3 || previous.start >= at) break;
      at = previous.start;
    }
  }
  counselSpeaking.lastIndex = 0;
  const relied = cues.some((cue) => cue.cue === 'counsel') || counselSpeaking.test(sentence.slice(0, reference.start));
  return { treatment: 'neutral', negativeKind: null, sentence, words: null, ...(relied ? { counsel: true } : {}) };
}

/** The treatment from every place the judgment writes the reference: the court's strongest evaluation, else neutral. */
export function readContexts(contexts: readonly CitingContext[], window: { before: number; after: number }): TreatmentReading {
  let best: Found | null = null;
  let counsels: Found | null = null;
  for (const context of contexts) {
    const found = readContext(context, window);
    // A later mention by name is read for the court's distinguishing or negative word only: a reliance there adds nothing the places do not say.
    if (context.by === 'name' && found.treatment === 'positive') continue;
    if (found.counsel) counsels ??= found;
    if (!best || rank[found.treatment] > rank[best.treatment] || (best.note && found.treatment === 'positive' && !found.note)) best = found;
  }
  // The reporter's "rel." for a judgment the court only heard counsel rely on records counsel's reliance, not the court's.
  if (best?.note && counsels) best = counsels;
  if (!best) return { treatment: 'neutral', negativeKind: null, sentence: '', words: null };
  return { treatment: best.treatment, negativeKind: best.negativeKind, sentence: best.sentence, words: best.words };
}
