import { Link } from '@remix-run/react';
import type { CheckedCitation, CitationStatus } from '@qanoon/contracts';
import { styled } from 'styled-components';
import { Table, type Column } from '../ui/table.tsx';

export const statusLabels: Record<CitationStatus, string> = {
  found: 'In the library',
  reference: 'Known only as a reference',
  unrecognised: 'Not recognised',
  ambiguous: 'Ambiguous',
};

const Status = styled.span<{ $status: CitationStatus }>`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $status }) =>
    $status === 'found' ? theme.colors.success : $status === 'unrecognised' ? theme.colors.danger : theme.colors.navy};
`;

const Small = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const Count = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.navy};
`;

type Row = CheckedCitation & { n: number };

function Where({ row }: { row: Row }) {
  if (row.status === 'ambiguous') {
    return (
      <>
        {row.candidates?.map((c) => (
          <Small key={c.citationId}>
            <Link to={c.href}>{c.citationId}</Link> · {c.court}
          </Small>
        ))}
      </>
    );
  }
  if (!row.href) return <>—</>;
  return <Link to={row.href}>{row.status === 'found' ? `Read ${row.citationId}` : 'See the judgments citing it'}</Link>;
}

const columns: Column<Row>[] = [
  { key: 'n', header: '#', render: (row) => row.n },
  { key: 'citation', header: 'Citation', render: (row) => row.text },
  { key: 'status', header: 'Status', render: (row) => <Status $status={row.status}>{statusLabels[row.status]}</Status> },
  { key: 'where', header: 'Where', render: (row) => <Where row={row} /> },
  { key: 'variants', header: 'Also written as', render: (row) => <Small>{row.variants?.join(' · ') ?? '—'}</Small> },
];

/** Every citation found in the checked text, in the order written, each with its status and where to read it. */
export function CheckedCitations({ citations }: { citations: readonly CheckedCitation[] }) {
  const rows = citations.map((c, i) => ({ ...c, n: i + 1 }));
  return (
    <section aria-label="Citations found">
      <Count role="status">
        {citations.length === 1 ? '1 citation found' : `${citations.length} citations found`}
      </Count>
      <Table caption="Citations found" hideCaption columns={columns} rows={rows} rowKey={(row) => `${row.start}`} emptyText="No citation was found in this text." />
    </section>
  );
}
