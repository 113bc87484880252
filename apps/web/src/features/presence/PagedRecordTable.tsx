import type { PresenceHistoryPage, PresenceRecordView } from '@presently/contracts';
import { Table, type TableProps } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../shared/ui/QueryState';
import { DEFAULT_PAGE_SIZE, useTablePagination } from '../../shared/ui/tablePagination';

interface PagedQuery {
  page?: number;
  per_page?: number;
}

/** A query paged on the server: the first page to start, and filters that go back to page 1. */
export function usePagedQuery<Q extends PagedQuery>() {
  const [query, setQuery] = useState<Q>({ page: 1, per_page: DEFAULT_PAGE_SIZE } as Q);
  const filter = (change: Partial<Q>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  /** A new page, or a new page size (then page 1). */
  const changePage = (page: number, per_page: number) =>
    setQuery((current) => ({ ...current, page: per_page === current.per_page ? page : 1, per_page }));
  return { query, filter, changePage };
}

interface PagedRecordTableProps {
  columns: TableProps<PresenceRecordView>['columns'];
  history: { data?: PresenceHistoryPage; error?: unknown; isFetching: boolean };
  query: PagedQuery;
  onPageChange: (page: number, perPage: number) => void;
}

/** Presence records of a page from the server ('{size} per page', the total), with the load error above. */
export function PagedRecordTable({ columns, history, query, onPageChange }: PagedRecordTableProps) {
  const pagination = useTablePagination();
  return (
    <>
      {history.error ? <LoadError error={history.error} /> : null}
      <Table<PresenceRecordView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={history.data?.items ?? []}
        loading={history.isFetching}
        scroll={{ x: true }}
        pagination={pagination({ current: query.page, pageSize: query.per_page, total: history.data?.total ?? 0, onChange: onPageChange })}
      />
    </>
  );
}
