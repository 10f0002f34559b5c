import { EditOutlined, TagsOutlined } from '@ant-design/icons';
import { App, Button, Tooltip, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { SUCCESS, type Brand } from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { PagedTable } from '@/components/admin-list/paged-table';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import { toRequest } from '@/lib/list-query';
import { useDeleteBrandMutation, useListAdminBrandsQuery } from '../../api/admin-catalog-api';
import { brandsQuery } from '../../utils/list-query';
import { BrandFormModal } from './brand-form-modal';
import styles from '../catalog.module.css';

type ModalState = { open: false } | { open: true; brand: Brand | null };

/** `/admin/brands`: list with search and pages, create / edit in a modal, delete. */
export function BrandsManager() {
  const list = useAdminList(brandsQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminBrandsQuery(toRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.items });
  const [deleteBrand] = useDeleteBrandMutation();
  const [modal, setModal] = useState<ModalState>({ open: false });
  const busy = useBusyRows();
  const { message } = App.useApp();

  const onDelete = (brand: Brand) =>
    busy.run(brand._id, async () => {
      const result = await deleteBrand(brand._id).unwrap();
      void message.success(result.message ?? SUCCESS.deleted);
    });

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
          <DeleteRowButton
            title="Xóa thương hiệu"
            description={`Xóa thương hiệu "${brand.name}"?`}
            onConfirm={() => onDelete(brand)}
            loading={busy.busyIds.has(brand._id)}
            aria-label={`Xóa thương hiệu ${brand.name}`}
          />
        </span>
      ),
    },
  ];

  return (
    <ListCard>
      <ListToolbar
        create={{ label: 'Thêm thương hiệu', onClick: () => setModal({ open: true, brand: null }) }}
      >
        <ListSearchInput
          className={styles.search}
          placeholder="Tìm theo tên thương hiệu"
          value={filters.name}
          onSearch={(name) => changeFilters({ name })}
          aria-label="Tìm thương hiệu"
        />
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách thương hiệu." />
      <PagedTable<Brand>
        columns={columns}
        dataSource={data?.items ?? []}
        loading={query.isFetching}
        size="middle"
        tableLayout="fixed"
        scroll={{ x: 1000 }}
        locale={{ emptyText: 'Không có thương hiệu nào phù hợp' }}
        page={page}
        pageSize={pageSize}
        total={data?.pagination.totalItems ?? 0}
        pageSizeOptions={[10, 20, 50]}
        showTotal={(total) => `Tổng cộng ${total} thương hiệu`}
        onPageChange={list.changePage}
      />
      <BrandFormModal
        open={modal.open}
        brand={modal.open ? modal.brand : null}
        onClose={() => setModal({ open: false })}
      />
    </ListCard>
  );
}
