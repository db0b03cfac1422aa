/**
 * An admin list paged by the server (leads, appointments, audit log): antd Table keyed by id that
 * scrolls sideways to fit its columns, with the page's empty text and pagination, and a load-error
 * panel with 'Try again' in place of the table when the first load failed.
 */
import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';

interface Props<T> {
  /** accessible name of the table */
  label: string;
  columns: TableColumnsType<T>;
  /** the current page's rows (undefined before the first answer) */
  rows: T[] | undefined;
  loading: boolean;
  /** shown instead of the table while there are no rows to show */
  errorMessage: string | null;
  onRetry: () => void;
  emptyText: string;
  pagination: TablePaginationConfig;
  rowClassName?: (row: T) => string;
}

/** Renders the page of the list, or its failure. */
export function PagedAdminTable<T extends { id: string }>({ label, columns, rows, loading, errorMessage, onRetry, emptyText, pagination, rowClassName }: Props<T>) {
  if (errorMessage && !rows) return <LoadError message={errorMessage} onRetry={onRetry} />;
  return (
    <div className="admin-table">
      <Table<T>
        aria-label={label}
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows ?? []}
        loading={loading}
        scroll={{ x: 'max-content' }}
        rowClassName={rowClassName}
        locale={{ emptyText: <EmptyState message={emptyText} /> }}
        pagination={pagination}
      />
    </div>
  );
}
