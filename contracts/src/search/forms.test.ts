import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { parseSearchForm } from './form-schemas.ts';
import { searchCountText, searchFormValues, searchMessages } from './forms.ts';

describe('the search forms', () => {
  it.each([
    ['caselaw', { keyword: 'bail', from: '2010' }, 'to'],
    ['caselaw', { keyword: '  ', from: '2010', to: '2020' }, 'keyword'],
    ['index', { journal: 'PLD' }, 'year'],
    ['citation', { year: '2019', judge: 'Khosa' }, 'journal'],
    ['courtwise', { court: 'SC', to: '2020' }, 'from'],
    ['advance', { sort: 'newest' }, 'keyword'],
  ] as const)('%s with %j says Fill Mandatory Fields!, naming the first empty field', (mode, input, field) => {
    expect(parseSearchForm(mode, input)).toEqual({ ok: false, message: messages.fillMandatoryFields, field });
  });

  it('reads a Case Law search, years in order, the default sort and page 1', () => {
    expect(parseSearchForm('caselaw', { keyword: ' pre-arrest   bail ', from: '2020', to: '2010', court: '' })).toEqual({
      ok: true,
      data: { mode: 'caselaw', keyword: 'pre-arrest bail', yearFrom: 2010, yearTo: 2020, sort: 'relevance', resultPage: 1 },
    });
  });

  it('reads a year as a range of one and the report page as a number', () => {
    expect(parseSearchForm('citation', { journal: 'PLD', year: '2019', ref: '1234', judge: 'Khosa', page: '3' })).toEqual({
      ok: true,
      data: { mode: 'citation', journal: 'PLD', yearFrom: 2019, yearTo: 2019, page: 1234, judge: 'Khosa', sort: 'page', resultPage: 3 },
    });
  });

  it('ignores the fields a tab does not have and sorts it does not offer', () => {
    const parsed = parseSearchForm('index', { journal: 'PLD', year: '2019', keyword: 'bail', judge: 'X', sort: 'relevance' });
    expect(parsed).toEqual({ ok: true, data: { mode: 'index', journal: 'PLD', yearFrom: 2019, yearTo: 2019, sort: 'page', resultPage: 1 } });
  });

  it('asks for years and pages written as numbers', () => {
    expect(parseSearchForm('index', { journal: 'PLD', year: '19' })).toMatchObject({ ok: false, message: searchMessages.yearInvalid, field: 'year' });
    expect(parseSearchForm('courtwise', { court: 'SC', from: '2010', to: 'now' })).toMatchObject({ ok: false, field: 'to' });
    expect(parseSearchForm('advance', { ref: '12a' })).toMatchObject({ ok: false, message: searchMessages.pageInvalid, field: 'ref' });
  });

  it('refuses a keyword longer than 500 characters', () => {
    expect(parseSearchForm('advance', { keyword: 'a'.repeat(501) })).toMatchObject({ ok: false, field: 'keyword' });
  });

  it('reads an address, unknown parameters dropped', () => {
    expect(searchFormValues(new URLSearchParams('tab=index&journal=PLD&year=2019&page=2&evil=1'))).toEqual({ journal: 'PLD', year: '2019', page: '2' });
  });

  it("counts 'item found' for 0 and 1 and 'items found' otherwise", () => {
    expect([0, 1, 2, 12_500].map(searchCountText)).toEqual(['0 item found', '1 item found', '2 items found', '12,500 items found']);
  });
});
