import { csvHeaders } from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { legalDataRecords } from '../../demo/legal-data/index.ts';
import { citingSentence, findWritten, maxWrittenPlaces, placesWritten } from './citing-sentence.ts';

// What the citation index found before it had a matcher of its own: one pattern per reference.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
function patternFinds(text: string, written: string): { index: number; end: number } | null {
  const words = written.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const found = new RegExp(`(?<![A-Za-z0-9])${words.map(escape).join('\\s*')}(?![0-9])`, 'i').exec(text);
  return found ? { index: found.index, end: found.index + found[0].length } : null;
}

/** A small deterministic generator, so a failure names a case that can be run again. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return { next, pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

// Spaces a pattern's \s knows that a quick test of ASCII would not, letters whose case-blind
// forms differ between patterns and String's own upper case (ſ, ı, K as the kelvin sign, ß),
// digits and letters around a reference, and characters a pattern would read as syntax.
const noise = [' ', '  ', '\n', '\t', '\u00a0', '\u2003', '\u3000', '\ufeff', 'ſ', 'ı', 'İ', 'K', 'ß', 'é', 'É', '7', 'a', 'Z', '.', '(', ')', '*', '+', '?', '[', '\\', '$', '^', '|', 'ﬃ', '😀'];

function mangled(reference: string, random: ReturnType<typeof randomOf>): string {
  let out = '';
  for (const unit of reference) {
    const roll = random.next();
    out += roll < 0.3 ? unit.toLowerCase() : roll < 0.5 ? unit.toUpperCase() : unit;
    if (unit === ' ' && random.next() < 0.3) out = out.slice(0, -1);
    if (random.next() < 0.03) out += random.pick(noise);
  }
  return out;
}

describe('finding where a judgment writes a reference', () => {
  const cases = [...legalDataRecords('cases', { cases: 400, seed: 'citing-sentence' })];
  const column = (name: (typeof csvHeaders.cases)[number]) => csvHeaders.cases.indexOf(name);

  it('finds what one pattern per reference found, in generated judgments and in references written every other way', () => {
    const random = randomOf(2026);
    let compared = 0;
    let found = 0;
    for (const record of cases) {
      const text = record[column('Case_Desc')] ?? '';
      const references = (record[column('Case_Ref')] ?? '').split(/\s*;\s*|\n/).filter(Boolean);
      for (const reference of references) {
        // The reference as written, then written otherwise, and text of its own around it.
        const variants = [reference, mangled(reference, random), `${random.pick(noise)}${reference}${random.pick(noise)}`];
        const texts = [text, `${random.pick(noise)}${mangled(reference, random)}${random.pick(noise)}${text}`, text.replaceAll(' ', random.pick(noise))];
        for (const written of variants) {
          for (const inText of texts) {
            const expected = patternFinds(inText, written);
            expect(findWritten(inText, written), `${JSON.stringify(written)} in case ${record[column('Citation_id')]}`).toEqual(expected);
            compared += 1;
            if (expected) found += 1;
          }
        }
      }
    }
    // Both outcomes were compared many times over.
    expect(compared).toBeGreaterThan(2_000);
    expect(found).toBeGreaterThan(200);
    expect(compared - found).toBeGreaterThan(200);
  });

  it('finds what the pattern found among random letters, spaces and symbols', () => {
    const random = randomOf(17);
    const alphabet = ['P', 'L', 'D', 'p', 'l', 'd', '1', '9', ' ', '.', ...noise];
    for (let round = 0; round < 20_000; round++) {
      const written = Array.from({ length: 1 + Math.floor(random.next() * 6) }, () => random.pick(alphabet)).join('');
      const text = Array.from({ length: Math.floor(random.next() * 40) }, () => random.pick(alphabet)).join('');
      expect(findWritten(text, written), `${JSON.stringify(written)} in ${JSON.stringify(text)}`).toEqual(patternFinds(text, written));
    }
  });

  it('finds every place the pattern finds, in order, among random letters, spaces and symbols', () => {
    const random = randomOf(29);
    const alphabet = ['P', 'L', 'D', 'p', 'l', 'd', '1', '9', ' ', '.', ...noise];
    for (let round = 0; round < 5_000; round++) {
      const written = Array.from({ length: 1 + Math.floor(random.next() * 4) }, () => random.pick(alphabet)).join('');
      const text = Array.from({ length: Math.floor(random.next() * 60) }, () => random.pick(alphabet)).join('');
      const words = written.trim().split(/\s+/).filter(Boolean);
      const every = words.length
        ? [...text.matchAll(new RegExp(`(?<![A-Za-z0-9])${words.map(escape).join('\\s*')}(?![0-9])`, 'gi'))].map((m) => ({ index: m.index, end: m.index + m[0].length }))
        : [];
      expect(placesWritten(text, written), `${JSON.stringify(written)} in ${JSON.stringify(text)}`).toEqual(every);
    }
    expect(placesWritten('PLD 1990 SC 1; again pld1990sc1, not PLD 1990 SC 11.', 'PLD 1990 SC 1')).toEqual([
      { index: 0, end: 13 },
      { index: 21, end: 31 },
    ]);
  });

  it('reads at most a bound of places, the first ones, so a text writing a reference over and over stays linear', () => {
    expect(placesWritten('PLD 1990 SC 1 '.repeat(100), 'PLD 1990 SC 1')).toHaveLength(maxWrittenPlaces);
    expect(placesWritten('PLD 1990 SC 1 and PLD 1990 SC 1', 'PLD 1990 SC 1', 1)).toEqual([{ index: 0, end: 13 }]);
  });

  it('gives the sentence around the first place the reference is written, cut at sentence ends', () => {
    const text =
      'The appeal was heard at length. As held in PLD 1990 SC 1 and again in pld1990sc1, the burden lies on the prosecution. ' +
      'Nothing turns on 1990 SCMR 15.';
    expect(citingSentence(text, 'PLD 1990 SC 1')).toBe('As held in PLD 1990 SC 1 and again in pld1990sc1, the burden lies on the prosecution.');
    expect(citingSentence(text, 'PLD 1990 SC 11')).toBeNull();
    expect(citingSentence(text, '1990 SCMR 1')).toBeNull();
  });

  it('keeps the whole sentence when a scanned judgment spaces the party’s v from its dot, as the real judgments do', () => {
    // From the library: "Manjeet Singh v . The State PLD 2006 SC 30 rel." was cut to "The State PLD 2006 SC 30 rel."
    const text = 'more particularly, for a capital punishment.  \n Manjeet Singh v . The State PLD 2006 SC 30 rel.  \n(d) Criminal Procedure Code';
    expect(citingSentence(text, 'PLD 2006 SC 30')).toBe('Manjeet Singh v . The State PLD 2006 SC 30 rel.');
    const bracketed = 'The point is settled. Reliance is placed on Ghulam Rasool vs . The State (PLD 1995 SC 34). We agree.';
    expect(citingSentence(bracketed, 'PLD 1995 SC 34')).toBe('Reliance is placed on Ghulam Rasool vs . The State (PLD 1995 SC 34).');
  });
});
