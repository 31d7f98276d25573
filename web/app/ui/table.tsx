import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
}

interface TableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of rows when there are none, e.g. 'No Users Exist'. */
  emptyText: string;
  /** Keep the caption for screen readers only. */
  hideCaption?: boolean;
}

const Scroll = styled.div`
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};

  caption {
    padding: ${({ theme }) => theme.space.md};
    text-align: left;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.navy};
  }

  caption[data-hidden='true'] {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }

  th {
    background: ${({ theme }) => theme.colors.page};
    color: ${({ theme }) => theme.colors.navy};
    font-weight: 600;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

const EmptyCell = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.muted};
  padding: ${({ theme }) => theme.space.xl} !important;
`;

export function Table<Row>({ caption, columns, rows, rowKey, emptyText, hideCaption = false }: TableProps<Row>) {
  return (
    <Scroll>
      <StyledTable>
        <caption data-hidden={hideCaption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <EmptyCell colSpan={columns.length}>{emptyText}</EmptyCell>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.render(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}

/** The table's parts, for tables that need more than one row per item (see detail-table.tsx). */
export { Scroll as TableFrame, StyledTable as TableGrid, EmptyCell as TableEmptyCell };
