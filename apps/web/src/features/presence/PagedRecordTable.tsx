import type { PresenceHistoryPage, PresenceHistoryRecord } from '@presently/contracts';
import { Table, type TableProps } from 'antd';
import { LoadError } from '../../shared/ui/QueryState';
import { useTablePagination } from '../../shared/ui/tablePagination';

interface PagedQuery {
  page?: number;
  per_page?: number;
}

interface PagedRecordTableProps {
  columns: TableProps<PresenceHistoryRecord>['columns'];
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
      <Table<PresenceHistoryRecord>
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
