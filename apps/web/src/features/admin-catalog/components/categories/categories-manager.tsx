import { EditOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { App, Button, Input, Table, Tag, Tooltip, type TableProps } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { SUCCESS, type CategoryNode } from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchIcon } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { useBusyRows } from '@/hooks/use-admin-list';
import {
  useDeleteCategoryMutation,
  useGetAllCategoriesQuery,
  useGetAdminCategoryTreeQuery,
} from '../../api/admin-catalog-api';
import {
  MAX_CATEGORY_LEVEL,
  findCategory,
  flattenTree,
  toCategoryRows,
  type CategoryRow,
} from '../../utils/category-tree';
import { matchesSearch } from '../../utils/text';
import { CategoryFormModal, type CategoryModalState } from './category-form-modal';
import styles from '../catalog.module.css';

const LEVEL_COLORS = ['geekblue', 'cyan', 'default'] as const;

/** `/admin/categories`: the 3-level tree with product counts; add, rename, move and delete. */
export function CategoriesManager() {
  const tree = useGetAdminCategoryTreeQuery();
  const all = useGetAllCategoriesQuery();
  const [deleteCategory] = useDeleteCategoryMutation();
  const [modal, setModal] = useState<CategoryModalState>({ open: false });
  const [search, setSearch] = useState('');
  const { busyIds, run } = useBusyRows();
  const [expanded, setExpanded] = useState<readonly Key[] | null>(null);
  const { message } = App.useApp();

  const counts = useMemo(
    () => new Map((all.data ?? []).map((category) => [category._id, category.productCount ?? 0])),
    [all.data],
  );
  const query = search.trim();
  const rows = useMemo(
    () =>
      toCategoryRows(tree.data ?? [], counts, query ? (node) => matchesSearch(node.name, query) : undefined),
    [tree.data, counts, query],
  );
  const allKeys = useMemo(() => {
    const keys: string[] = [];
    const walk = (list: readonly CategoryRow[]) =>
      list.forEach((row) => {
        if (row.children) {
          keys.push(row._id);
          walk(row.children);
        }
      });
    walk(rows);
    return keys;
  }, [rows]);
  const total = useMemo(() => flattenTree(tree.data ?? []).length, [tree.data]);

  /** The tree's own node of a row (rows drop empty children lists for the table). */
  const nodeOf = (row: CategoryRow): CategoryNode | undefined => findCategory(tree.data ?? [], row._id);
  const openCreateUnder = (row: CategoryRow) => {
    const node = nodeOf(row);
    if (node) setModal({ open: true, mode: 'create', parent: node });
  };
  const openEdit = (row: CategoryRow) => {
    const node = nodeOf(row);
    if (node) setModal({ open: true, mode: 'edit', category: node });
  };

  // A refusal (has children / has products) is shown by the API layer.
  const onDelete = (category: CategoryRow) =>
    run(category._id, async () => {
      const result = await deleteCategory(category._id).unwrap();
      void message.success(result.message ?? SUCCESS.deleted);
    });

  const columns: TableProps<CategoryRow>['columns'] = [
    {
      title: 'Tên danh mục',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, row) => (
        <span style={{ fontWeight: row.level === 0 ? 600 : 500, color: '#111827' }}>{name}</span>
      ),
    },
    {
      title: 'Cấp',
      dataIndex: 'level',
      key: 'level',
      width: 100,
      render: (level: 0 | 1 | 2) => (
        <Tag color={LEVEL_COLORS[level]} variant="filled">
          Cấp {level + 1}
        </Tag>
      ),
    },
    {
      title: 'Đường dẫn',
      dataIndex: 'slug',
      key: 'slug',
      width: 260,
      render: (slug: string) => <span className={styles.secondary}>/categories/{slug}</span>,
    },
    {
      title: 'Sản phẩm',
      dataIndex: 'productCount',
      key: 'productCount',
      width: 110,
      align: 'right',
      render: (count: number, row) =>
        all.isFetching && !all.data ? (
          <span className={styles.muted}>…</span>
        ) : (
          <span style={{ fontWeight: row.children ? 600 : 400 }}>{count.toLocaleString('vi-VN')}</span>
        ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 140,
      align: 'center',
      render: (_value, row) => (
        <span className={styles.actions}>
          <Tooltip
            title={
              row.level >= MAX_CATEGORY_LEVEL
                ? 'Danh mục cấp 3 không thể có danh mục con'
                : 'Thêm danh mục con'
            }
          >
            <Button
              type="text"
              icon={<PlusCircleOutlined />}
              disabled={row.level >= MAX_CATEGORY_LEVEL}
              onClick={() => openCreateUnder(row)}
              aria-label={`Thêm danh mục con của ${row.name}`}
            />
          </Tooltip>
          <Tooltip title="Đổi tên / chuyển vị trí">
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => openEdit(row)}
              aria-label={`Sửa danh mục ${row.name}`}
            />
          </Tooltip>
          <DeleteRowButton
            title="Xóa danh mục"
            description={`Xóa danh mục "${row.name}"?`}
            onConfirm={() => onDelete(row)}
            loading={busyIds.has(row._id)}
            aria-label={`Xóa danh mục ${row.name}`}
          />
        </span>
      ),
    },
  ];

  return (
    <ListCard>
      <ListToolbar
        create={{
          label: 'Thêm danh mục gốc',
          onClick: () => setModal({ open: true, mode: 'create', parent: null }),
        }}
      >
        <Input
          className={styles.search}
          prefix={<ListSearchIcon />}
          placeholder="Tìm danh mục"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          allowClear
          maxLength={100}
          aria-label="Tìm danh mục"
        />
        <Button onClick={() => setExpanded(allKeys)}>Mở rộng tất cả</Button>
        <Button onClick={() => setExpanded([])}>Thu gọn</Button>
      </ListToolbar>
      <ListLoadError query={tree} message="Không thể tải cây danh mục." />
      <Table<CategoryRow>
        rowKey="_id"
        columns={columns}
        dataSource={rows}
        loading={tree.isFetching}
        size="middle"
        pagination={false}
        expandable={{
          // Searching shows every match; otherwise the admin's own choice, everything open at first.
          expandedRowKeys: query ? allKeys : (expanded ?? allKeys),
          onExpandedRowsChange: (keys) => setExpanded(keys),
          indentSize: 28,
        }}
        locale={{ emptyText: query ? 'Không có danh mục phù hợp' : 'Chưa có danh mục nào' }}
        footer={() => <span className={styles.secondary}>Tổng cộng {total} danh mục</span>}
      />
      <CategoryFormModal state={modal} tree={tree.data ?? []} onClose={() => setModal({ open: false })} />
    </ListCard>
  );
}
