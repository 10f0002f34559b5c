import { Table, type TableProps } from 'antd';

type PagedTableProps<T> = Omit<TableProps<T>, 'pagination' | 'rowKey'> & {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number, pageSize: number) => void;
  showTotal: (total: number) => string;
  /** Left out: Ant Design's own choice of sizes. */
  pageSizeOptions?: number[];
};

/** An admin list's table: rows keyed by `_id`, pages and page sizes driven by the address. */
export function PagedTable<T extends { _id: string }>({
  page,
  pageSize,
  total,
  onPageChange,
  showTotal,
  pageSizeOptions,
  ...table
}: PagedTableProps<T>) {
  return (
    <Table<T>
      rowKey="_id"
      {...table}
      pagination={{
        current: page,
        pageSize,
        total,
        showSizeChanger: true,
        ...(pageSizeOptions ? { pageSizeOptions } : {}),
        showTotal,
        onChange: onPageChange,
      }}
    />
  );
}
