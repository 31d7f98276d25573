import { Fragment, useId, type ReactNode } from 'react';
import { styled } from 'styled-components';

export interface Column<Row> {
  key: string;
  header: ReactNode;
  /** What names the column's cells when a phone shows each row as a card; defaults to a text header. */
  label?: string;
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
  /** What opens under a row, across every column; null (or false) keeps the row closed. */
  details?: (row: Row) => ReactNode;
  /** The id of a row's details, for the toggle's aria-controls. */
  detailsId?: (row: Row) => string;
  /** On a phone, a card's cells name their column on the same line: a long list of results stays short. */
  compactCards?: boolean;
}

const Scroll = styled.div`
  max-width: 100%;
  min-width: 0;
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
    text-align: start;
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
    text-align: start;
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

  /* The row a detail belongs to loses its bottom line, so the two read as one. Set here, not on
     each row: a styled component per row costs a render of its styles for every row. */
  tbody tr[data-open] td {
    border-bottom-color: transparent !important;
    background: ${({ theme }) => theme.colors.page};
  }

  /* A finger needs a target of 24 px at least (WCAG 2.2): a cell's links are 16 px of text. */
  @media (pointer: coarse) {
    td a {
      display: inline-block;
      min-height: 24px;
      padding-block: 4px;
    }
  }

  /* On a phone each row is a card: every cell on its own line, named by its column (a printout keeps the table). */
  @media screen and (max-width: 640px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }

    tbody,
    tbody tr,
    tbody td {
      display: block;
    }

    tbody tr {
      padding: ${({ theme }) => `${theme.space.sm} 0`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    tbody tr:last-child {
      border-bottom: 0;
    }

    tbody td {
      padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
      border-bottom: 0;
      overflow-wrap: anywhere;
    }

    tbody td[data-label]:not([data-label=''])::before {
      content: attr(data-label);
      display: block;
      font-size: 0.75rem;
      font-weight: 600;
      letter-spacing: 0.02em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.muted};
    }

    &[data-compact] tbody tr {
      padding: ${({ theme }) => `${theme.space.xs} 0`};
    }

    &[data-compact] tbody td {
      padding-block: 0;
    }

    &[data-compact] tbody td[data-label]:not([data-label=''])::before {
      content: attr(data-label) ': ';
      display: inline;
    }
  }
`;

const EmptyCell = styled.td`
  text-align: center !important;
  color: ${({ theme }) => theme.colors.muted};
  padding: ${({ theme }) => theme.space.xl} !important;
`;

const DetailCell = styled.td`
  background: ${({ theme }) => theme.colors.page};
`;


function labelOf<Row>(column: Column<Row>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : '');
}

/** A table of rows; with `details`, rows can open to show more about their item. */
export function Table<Row>({ caption, columns, rows, rowKey, emptyText, hideCaption = false, details, detailsId, compactCards = false }: TableProps<Row>) {
  const captionId = useId();
  return (
    // A table wider than its screen scrolls sideways: the keyboard can reach it, named by its caption.
    <Scroll role="group" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable data-compact={compactCards ? '' : undefined}>
        <caption id={captionId} data-hidden={hideCaption}>
          {caption}
        </caption>
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
            rows.map((row) => {
              const detail = details?.(row);
              const open = detail !== null && detail !== false && detail !== undefined;
              return (
                <Fragment key={rowKey(row)}>
                  <tr data-open={open ? '' : undefined}>
                    {columns.map((column) => (
                      <td key={column.key} data-label={labelOf(column)}>
                        {column.render(row)}
                      </td>
                    ))}
                  </tr>
                  {open ? (
                    <tr id={detailsId?.(row)}>
                      <DetailCell colSpan={columns.length}>{detail}</DetailCell>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}
