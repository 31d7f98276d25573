import type { ComponentProps, ReactNode } from 'react';
import { Table } from './table.tsx';

type DetailTableProps<Row> = ComponentProps<typeof Table<Row>> & {
  details: (row: Row) => ReactNode;
  detailsId: (row: Row) => string;
};

/** A Table whose rows can open to show more about their item (admin users, payments). */
export function DetailTable<Row>(props: DetailTableProps<Row>) {
  return <Table {...props} />;
}
