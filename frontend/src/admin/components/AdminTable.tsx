/**
 * An admin list table: antd Table keyed by id, scrolling sideways on narrow screens (where the
 * actions column stops being pinned, so names stay readable), with the page's empty text, and a
 * load-error panel with 'Try again' in place of the table when the list failed.
 */
import { Grid, Table, type TableColumnsType } from 'antd';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';

interface Props<T> {
  /** accessible name of the table */
  label: string;
  columns: TableColumnsType<T>;
  rows: T[] | undefined;
  loading: boolean;
  error?: Error;
  onRetry: () => void;
  emptyText: string;
  /** below this width (px) the table scrolls sideways instead of squeezing its columns */
  minWidth?: number;
}

/** Renders the list, or its failure. */
export function AdminTable<T extends { id: string | number }>({ label, columns, rows, loading, error, onRetry, emptyText, minWidth = 760 }: Props<T>) {
  const wide = Grid.useBreakpoint().md ?? true;
  if (error && !rows) return <LoadError message={error.message} onRetry={onRetry} />;
  return (
    <div className="admin-table">
      <Table<T>
        aria-label={label}
        rowKey="id"
        columns={wide ? columns : columns.map((c) => ({ ...c, fixed: undefined }))}
        dataSource={rows ?? []}
        loading={loading && !rows}
        scroll={{ x: minWidth }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <EmptyState message={emptyText} /> }}
      />
    </div>
  );
}
