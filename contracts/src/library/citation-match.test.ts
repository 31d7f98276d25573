import { describe, expect, it } from 'vitest';
import { bookmarkDate } from './bookmarks.ts';
import { parseCitation } from './citation.ts';
import { bestCitationMatch, citationMatch } from './citation-match.ts';

const match = (reference: string, held: string) => citationMatch(parseCitation(reference), parseCitation(held));
const held = (...ids: string[]) => ids.map((id) => ({ id, citation: parseCitation(id) }));

describe('a reference and a held citation', () => {
  it('match exactly whatever the spaces and capitals', () => {
    expect(match('pld 2019  SC 1', 'PLD 2019 SC 1')).toBe('exact');
    expect(match('C.P.L.A.1002-2025', 'C.P.L.A.1002-2025')).toBe('exact');
  });

  it('match in another variant of the same report', () => {
    expect(match('PLD 2006 Supreme Court 602', 'PLD 2006 SC 602')).toBe('same-court');
    expect(match('2017 S.C.M.R. 192', '2017 SCMR 192')).toBe('same-court');
    expect(match('2019 P Cr. L J 45', '2019 PCrLJ 45')).toBe('same-court');
    expect(match('PLD 2014 120', 'PLD 2014 Lahore 120')).toBe('compatible');
  });

  it('do not match another court, journal, page or a short note', () => {
    expect(match('PLD 2014 Karachi 120', 'PLD 2014 Lahore 120')).toBeNull();
    expect(match('2006 SCMR 602', 'PLD 2006 SC 602')).toBeNull();
    expect(match('PLD 2006 SC 603', 'PLD 2006 SC 602')).toBeNull();
    expect(match('2021 YLR Note 53', '2021 YLR 53')).toBeNull();
    expect(match('C.P.L.A.1002-2025', 'C.P.L.A.1003-2025')).toBeNull();
  });

  it('resolve to the surest candidate, and to none when only courtless guesses remain', () => {
    expect(bestCitationMatch(parseCitation('PLD 2014 Lah. 120'), held('PLD 2014 Karachi 120', 'PLD 2014 Lahore 120'))?.id).toBe('PLD 2014 Lahore 120');
    expect(bestCitationMatch(parseCitation('PLD 2014 120'), held('PLD 2014 Karachi 120', 'PLD 2014 Lahore 120'))).toBeNull();
    expect(bestCitationMatch(parseCitation('PLD 2014 120'), held('PLD 2014 Lahore 120'))?.id).toBe('PLD 2014 Lahore 120');
    expect(bestCitationMatch(parseCitation('PLD 2019 SC 1'), held('PLD 2019 Supreme Court 1', 'PLD 2019 SC 1'))?.id).toBe('PLD 2019 SC 1');
  });
});

describe('a bookmark date', () => {
  it('reads as the product writes dates, day month year, in Pakistan time', () => {
    expect(bookmarkDate('2024-03-05T10:00:00Z')).toBe('5 Mar 2024');
    // 20:00 UTC on 31 December is already New Year's Day in Pakistan.
    expect(bookmarkDate(new Date('2024-12-31T20:00:00Z'))).toBe('1 Jan 2025');
  });
});
