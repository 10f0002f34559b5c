import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined, TagsOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Table, Tooltip, Typography, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { SUCCESS, type Brand } from '@lumi/shared';
import { useDeleteBrandMutation, useListAdminBrandsQuery } from '../../api/admin-catalog-api';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import { useListFilters } from '@/hooks/use-list-filters';
import { toRequest } from '@/lib/list-query';
import { brandsQuery } from '../../utils/list-query';
import { BrandFormModal } from './brand-form-modal';
import styles from '../catalog.module.css';

type ModalState = { open: false } | { open: true; brand: Brand | null };

/** `/admin/brands`: list with search and pages, create / edit in a modal, delete. */
export function BrandsManager() {
  const [filters, changeFilters] = useListFilters(brandsQuery);
  const { data, isFetching, isError, refetch } = useListAdminBrandsQuery(toRequest(filters));
  const [deleteBrand] = useDeleteBrandMutation();
  const [modal, setModal] = useState<ModalState>({ open: false });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [text, setText, applyNow] = useDebouncedSearch(filters.name, (name) => changeFilters({ name }));
  const { message } = App.useApp();

  const totalPage = data?.pagination.totalPage ?? 0;
  useEffect(() => {
    if (data && data.items.length === 0 && totalPage > 0 && filters.page > totalPage)
      changeFilters({ page: totalPage });
  }, [data, totalPage, filters.page, changeFilters]);

  const onDelete = async (brand: Brand) => {
    setBusyId(brand._id);
    try {
      const result = await deleteBrand(brand._id).unwrap();
      void message.success(result.message ?? SUCCESS.deleted);
    } catch {
      // The API layer shows the server's refusal (the brand has products).
    } finally {
      setBusyId(null);
    }
  };

  const page = data?.pagination.page ?? filters.page;
  const pageSize = data?.pagination.pageSize ?? filters.pageSize;

  const columns: TableProps<Brand>['columns'] = [
    {
      title: 'STT',
      key: 'index',
      width: 60,
      align: 'center',
      render: (_value, _brand, index) => (page - 1) * pageSize + index + 1,
    },
    {
      title: 'Logo',
      key: 'logo',
      width: 84,
      render: (_value, brand) =>
        brand.logo ? (
          <img
            className={styles.thumb}
            style={{ objectFit: 'contain', background: '#fff' }}
            src={brand.logo.url}
            alt={`Logo ${brand.name}`}
            loading="lazy"
          />
        ) : (
          <span className={`${styles.thumb} ${styles.thumbPlaceholder}`}>
            <TagsOutlined />
          </span>
        ),
    },
    {
      title: 'Tên thương hiệu',
      dataIndex: 'name',
      key: 'name',
      width: 200,
      render: (name: string) => <span style={{ fontWeight: 600, color: '#111827' }}>{name}</span>,
    },
    {
      title: 'Đường dẫn',
      dataIndex: 'slug',
      key: 'slug',
      width: 200,
      render: (slug: string) => <span className={styles.secondary}>/brands/{slug}</span>,
    },
    {
      title: 'Sản phẩm',
      dataIndex: 'productCount',
      key: 'productCount',
      width: 100,
      align: 'right',
      render: (count: number | undefined) => (count ?? 0).toLocaleString('vi-VN'),
    },
    {
      title: 'Mô tả',
      dataIndex: 'description',
      key: 'description',
      render: (description: string) =>
        description ? (
          <Typography.Paragraph ellipsis={{ rows: 2, tooltip: description }} style={{ marginBottom: 0 }}>
            {description}
          </Typography.Paragraph>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 100,
      align: 'center',
      render: (_value, brand) => (
        <span className={styles.actions}>
          <Tooltip title="Chỉnh sửa">
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => setModal({ open: true, brand })}
              aria-label={`Sửa thương hiệu ${brand.name}`}
            />
          </Tooltip>
          <Popconfirm
            title="Xóa thương hiệu"
            description={`Xóa thương hiệu "${brand.name}"?`}
            okText="Xóa"
            cancelText="Hủy"
            okButtonProps={{ danger: true }}
            placement="topRight"
            onConfirm={() => onDelete(brand)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={busyId === brand._id}
              aria-label={`Xóa thương hiệu ${brand.name}`}
              title="Xóa"
            />
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <Card variant="borderless" className={styles.card}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <Input
            className={styles.search}
            prefix={<SearchOutlined className={styles.searchIcon} />}
            placeholder="Tìm theo tên thương hiệu"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={applyNow}
            allowClear
            maxLength={100}
            aria-label="Tìm thương hiệu"
          />
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true, brand: null })}>
          Thêm thương hiệu
        </Button>
      </div>
      {isError && !isFetching ? (
        <div className={styles.error} role="alert">
          Không thể tải danh sách thương hiệu.{' '}
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            Thử lại
          </button>
        </div>
      ) : null}
      <Table<Brand>
        rowKey="_id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        size="middle"
        tableLayout="fixed"
        scroll={{ x: 1000 }}
        locale={{ emptyText: 'Không có thương hiệu nào phù hợp' }}
        pagination={{
          current: page,
          pageSize,
          total: data?.pagination.totalItems ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (total) => `Tổng cộng ${total} thương hiệu`,
          onChange: (nextPage, nextSize) =>
            changeFilters(nextSize !== filters.pageSize ? { pageSize: nextSize } : { page: nextPage }),
        }}
      />
      <BrandFormModal
        open={modal.open}
        brand={modal.open ? modal.brand : null}
        onClose={() => setModal({ open: false })}
      />
    </Card>
  );
}
