import { expect, test } from 'vitest';
import { DetailTable } from './detail-table.tsx';
import { renderToHtml } from './render-to-html.test-helper.tsx';
import type { Column } from './table.tsx';

interface User {
  id: string;
  name: string;
  city: string;
}

const columns: Column<User>[] = [
  { key: 'name', header: 'Name', render: (user) => user.name },
  { key: 'id', header: 'Id', render: (user) => user.id },
];

const users: User[] = [
  { id: 'u1', name: 'Ayesha', city: 'Lahore' },
  { id: 'u2', name: 'Bilal', city: 'Multan' },
];

const render = (open: string | null, rows = users) =>
  renderToHtml(
    <DetailTable
      caption="Users"
      columns={columns}
      rows={rows}
      rowKey={(u) => u.id}
      emptyText="No Users Exist"
      details={(u) => (u.id === open ? `Lives in ${u.city}` : null)}
      detailsId={(u) => `details-${u.id}`}
    />,
  );

test('an open row shows its details under it, across every column', () => {
  const html = render('u2');
  expect(html).toMatch(/<tr id="details-u2"><td colSpan="2"[^>]*>Lives in Multan<\/td><\/tr>/);
  expect(html.indexOf('Bilal')).toBeLessThan(html.indexOf('Lives in Multan'));
  expect(html).not.toContain('Lives in Lahore');
});

test('closed rows show no details', () => {
  expect(render(null)).not.toContain('Lives in');
});

test('a table without rows shows its empty text across all columns', () => {
  expect(render(null, [])).toMatch(/<td colSpan="2"[^>]*>No Users Exist<\/td>/);
});
