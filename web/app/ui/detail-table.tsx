import { Fragment, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { TableEmptyCell, TableFrame, TableGrid, type Column } from './table.tsx';

interface DetailTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of rows when there are none, e.g. 'No Users Exist'. */
  emptyText: string;
  /** What opens under a row, across every column; null (or false) keeps the row closed. */
  details: (row: Row) => ReactNode;
  /** The id of a row's details, for the toggle's aria-controls. */
  detailsId: (row: Row) => string;
  hideCaption?: boolean;
}

const DetailCell = styled.td`
  background: ${({ theme }) => theme.colors.page};
`;

/** The row a detail belongs to loses its bottom line, so the two read as one. */
const MainRow = styled.tr<{ $open: boolean }>`
  td {
    border-bottom-color: ${({ $open, theme }) => ($open ? 'transparent' : theme.colors.border)} !important;
    background: ${({ $open, theme }) => ($open ? theme.colors.page : 'transparent')};
  }
`;

/** A Table whose rows can open to show more about their item (admin users, payments). */
export function DetailTable<Row>({ caption, columns, rows, rowKey, emptyText, details, detailsId, hideCaption = false }: DetailTableProps<Row>) {
  return (
    <TableFrame>
      <TableGrid>
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
              <TableEmptyCell colSpan={columns.length}>{emptyText}</TableEmptyCell>
            </tr>
          ) : (
            rows.map((row) => {
              const detail = details(row);
              const open = detail !== null && detail !== false && detail !== undefined;
              return (
                <Fragment key={rowKey(row)}>
                  <MainRow $open={open}>
                    {columns.map((column) => (
                      <td key={column.key}>{column.render(row)}</td>
                    ))}
                  </MainRow>
                  {open ? (
                    <tr id={detailsId(row)}>
                      <DetailCell colSpan={columns.length}>{detail}</DetailCell>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </TableGrid>
    </TableFrame>
  );
}
