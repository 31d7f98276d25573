import {
  caseNumberKeys,
  courtName,
  findCitations,
  foldPartyNames,
  ownCaseNumberKeys,
  parseCitation,
  readTreatment,
  sameCourt,
  treatmentPlaces,
  writtenCitationKey,
} from '@qanoon/contracts';
import { formatKeyword, parseKeyword, toWebsearchText } from '@qanoon/infra';
import { describe, expect, it } from 'vitest';
import { namedSections } from './diary/queries/named-sections.ts';
import { citingSentence, placesWritten } from './library/citations/citing-sentence.ts';
import { namesParties, writtenCaseName } from './library/citations/written-case-name.ts';
import { expandSynonyms } from './search/synonyms/expand.ts';
import { sectionReference } from './search/queries/statute-search.ts';

// Every function that reads text a user or an uploaded file supplies. A new one joins this table,
// and so is run on every hostile text below.
const readers: Record<string, (text: string) => unknown> = {
  findCitations,
  parseCitation,
  courtName,
  sameCourt: (text) => sameCourt(text, 'Supreme Court'),
  writtenCitationKey,
  caseNumberKeys,
  ownCaseNumberKeys: (text) => ownCaseNumberKeys(text, text),
  foldPartyNames,
  parseKeyword,
  toWebsearchText: (text) => toWebsearchText(parseKeyword(text)),
  formatKeyword: (text) => formatKeyword(parseKeyword(text)),
  expandSynonyms: (text) => expandSynonyms(text, [['qatl', 'murder'], ['qatl-i-amd', 'intentional murder'], ['pre-arrest bail', 'bail before arrest']]),
  sectionReference,
  namedSections,
  citingSentence: (text) => citingSentence(text, 'PLD 2019 SC 1'),
  placesWritten: (text) => placesWritten(text, 'PLD 2019 SC 1'),
  // "Check my citations": the case name written before each citation, and whether it names the parties.
  writtenCaseNames: (text) => {
    let from = 0;
    return findCitations(text).map((found) => {
      const name = writtenCaseName(text, found.start, from);
      from = found.end;
      return name && namesParties(name, 'Muhammad Ajmal v. The State');
    });
  },
  writtenCaseName: (text) => writtenCaseName(text, text.length),
  namesParties: (text) => namesParties(text.slice(0, 200), text),
  // A judgment's text on both sides of a reference, and as the reference itself.
  readTreatment: (text) => readTreatment([{ before: text, written: 'PLD 2019 SC 1', after: text }, { before: '', written: text, after: text }]),
  // The later mentions by name and the final order, for a reference written at the start and in the middle.
  treatmentPlaces: (text) =>
    treatmentPlaces(`Ali Khan v. The State impugned judgment reported as (${text}`, [
      { index: 50, end: 60 },
      { index: text.length / 2, end: text.length / 2 + 10 },
    ]),
};

const size = 64 * 1024;
const fill = (unit: string, end = 'x') => unit.repeat(Math.ceil((size - end.length) / unit.length)).slice(0, size - end.length) + end;

// Long runs of what the patterns skip or repeat, alone or after the start of something they look
// for, each ended by what makes a match fail at the last moment.
const runs = { commas: ',', dots: '.', hyphens: '-', spaces: ' ', newlines: '\n', tabs: '\t', brackets: '(', letters: 'a', digits: '1' };
const openings = { '': '', 'a digit': '1', 'a year': 'PLD 2019 ', 'a section': 's. 302', 'a case number': 'C.A. No. 1', 'a word': 'Muhammad' };
const hostile: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(openings).flatMap(([opening, start]) =>
      Object.entries(runs).map(([run, unit]) => [`${opening ? `${opening}, then ` : ''}${run}`, start + fill(unit).slice(start.length)]),
    ),
  ),
  'digits and brackets': fill('6(', '7'),
  'letter, dot': fill('a.'),
  'letter, comma': fill('a,'),
  'letter, hyphen': fill('a-'),
  'letter, space': fill('a '),
  'digit, space': fill('1 '),
  years: fill('2019 '),
  'year, page': fill('PLD 2019 1 '),
  'dotted capitals': fill('C.P. '),
  'case numbers': fill('C.A. No. 1 '),
  sections: fill('s. 302 '),
  'section, slash': fill('302/'),
  'spaced capitals': fill('A '),
  names: fill('Muhammad '),
  'spaced name': fill('bi '),
  quotes: fill('"'),
  'hyphenated words': fill('-a'),
  'a joined word, then an exclusion': `${fill('a', '1- b')} -anti`,
  'mentions by name': fill('Ali Khan (supra) '),
  'cases by name': fill("Ali Khan's case "),
  'names before case': fill('Ali Khan case '),
  'judgments under appeal': fill('impugned judgment reported as '),
  'final orders': fill('the impugned judgment dated 1.2.2015 is '),
};

// Processor time, not wall time: six test runs share two cores, and a slow neighbour must not fail this.
function millisecondsToRead(read: (text: string) => unknown, text: string): number {
  const started = process.cpuUsage();
  read(text);
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

describe('texts built to make a pattern backtrack', () => {
  for (const [name, read] of Object.entries(readers)) {
    it(`${name} reads 64 KB of any of them within 100 ms`, () => {
      const slow: string[] = [];
      for (const [kind, text] of Object.entries(hostile)) {
        // A collection or a compilation can land on any one reading: the best of three is the reader's own cost.
        let took = millisecondsToRead(read, text);
        for (let again = 0; again < 2 && took > 100; again++) took = Math.min(took, millisecondsToRead(read, text));
        if (took > 100) slow.push(`${kind}: ${Math.round(took)} ms`);
      }
      expect(slow).toEqual([]);
    });
  }
});
