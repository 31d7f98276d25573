import { expect, test } from 'vitest';
import { renderToHtml } from './render-to-html.test-helper.tsx';
import { Table, type Column } from './table.tsx';

interface User {
  id: string;
  name: string;
}

const columns: Column<User>[] = [
  { key: 'name', header: 'Name', render: (user) => user.name },
  { key: 'id', header: 'Id', render: (user) => user.id },
];

test('a table without rows shows its empty text across all columns', () => {
  const html = renderToHtml(<Table caption="Users" columns={columns} rows={[]} rowKey={(u) => u.id} emptyText="No Users Exist" />);
  expect(html).toMatch(/<td colSpan="2"[^>]*>No Users Exist<\/td>/);
});

test('a table with rows shows them and not the empty text', () => {
  const html = renderToHtml(
    <Table caption="Users" columns={columns} rows={[{ id: 'u1', name: 'Ayesha' }]} rowKey={(u) => u.id} emptyText="No Users Exist" />,
  );
  // Each cell carries its column's name, which a phone shows on the row's card.
  expect(html).toContain('<td data-label="Name">Ayesha</td>');
  expect(html).not.toContain('No Users Exist');
  expect(html).toContain('<th scope="col">Name</th>');
});
