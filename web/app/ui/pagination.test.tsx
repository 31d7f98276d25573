import { expect, test } from 'vitest';
import { Pagination, pageItems } from './pagination.tsx';
import { renderToHtml } from './render-to-html.test-helper.tsx';

test('pagination is hidden when there is only one page', () => {
  expect(renderToHtml(<Pagination page={1} pageCount={1} onPageChange={() => {}} />)).toBe('');
});

test('pagination numbers its pages and marks the current one', () => {
  const html = renderToHtml(<Pagination page={2} pageCount={3} onPageChange={() => {}} />);
  expect(html.match(/aria-label="Page \d"/g)).toEqual(['aria-label="Page 1"', 'aria-label="Page 2"', 'aria-label="Page 3"']);
  expect(html).toMatch(/aria-label="Page 2" aria-current="page"/);
  expect(html.match(/aria-current/g)).toHaveLength(1);
});

test('long page runs keep the first, last and nearby pages with gaps between', () => {
  expect(pageItems(10, 40)).toEqual([1, 'gap-before', 8, 9, 10, 11, 12, 'gap-after', 40]);
  expect(pageItems(1, 40)).toEqual([1, 2, 3, 'gap-after', 40]);
  expect(pageItems(2, 2)).toEqual([1, 2]);
});
