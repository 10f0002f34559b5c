import { ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ALMOST_EXPIRED_DAYS, formatLocalDate, type Product } from '@lumi/shared';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { paths } from '@/config/paths';
import { useListAlmostExpiredProductsQuery } from '../../api/admin-catalog-api';
import { daysUntil } from '../../utils/expiry';
import type { ProductEditState } from '../products/products-manager';
import styles from '../catalog.module.css';

export const ALMOST_EXPIRED_PAGE_SIZE = 5;

/** Where a row leads: the product list filtered to it, with its edit modal open. */
export function productEditLink(product: Pick<Product, '_id' | 'name'>): string {
  return paths.admin.products.getHref({ name: product.name, edit: product._id });
}

function DaysLeft({ expiry, isExpired }: { expiry: string; isExpired: boolean }) {
  const days = daysUntil(expiry);
  if (isExpired || days < 0)
    return (
      <Tag color="error" variant="filled">
        Đã hết hạn
      </Tag>
    );
  if (days === 0)
    return (
      <Tag color="error" variant="filled">
        Hết hạn hôm nay
      </Tag>
    );
  return (
    <Tag color={days <= 30 ? 'volcano' : 'warning'} variant="filled">
      Còn {days} ngày
    </Tag>
  );
}

/** 'Sản phẩm sắp hết hạn' on the ADMIN dashboard (GET /admin/products/almost-expired), 5 per page. */
export function AlmostExpiredTable() {
  const [page, setPage] = useState(1);
  const { data, isFetching, isError, refetch } = useListAlmostExpiredProductsQuery({
    page,
    pageSize: ALMOST_EXPIRED_PAGE_SIZE,
  });

  const columns: TableProps<Product>['columns'] = [
    {
      title: 'Sản phẩm',
      key: 'name',
      render: (_value, product) => (
        <Link
          to={productEditLink(product)}
          state={{ product } satisfies ProductEditState}
          style={{ display: 'flex', gap: 10, alignItems: 'center' }}
          aria-label={`Sửa sản phẩm ${product.name}`}
        >
          <img className={styles.thumb} src={product.mainImage.url} alt="" loading="lazy" />
          <span className={styles.productName}>{product.name}</span>
        </Link>
      ),
    },
    {
      title: 'Hạn sử dụng',
      dataIndex: 'expiry',
      key: 'expiry',
      width: 130,
      render: (expiry: string) => formatLocalDate(expiry),
    },
    {
      title: 'Còn lại',
      key: 'daysLeft',
      width: 150,
      render: (_value, product) => <DaysLeft expiry={product.expiry} isExpired={product.isExpired} />,
    },
    {
      title: 'Tồn kho',
      dataIndex: 'totalQuantity',
      key: 'stock',
      width: 100,
      align: 'right',
      render: (total: number) => <span className={styles.stock}>{total.toLocaleString('vi-VN')}</span>,
    },
  ];

  return (
    <Card
      variant="borderless"
      className={styles.section}
      style={{ marginTop: 20 }}
      title={
        <span>
          <ClockCircleOutlined style={{ color: '#d97706', marginRight: 8 }} />
          Sản phẩm sắp hết hạn
        </span>
      }
      extra={
        <span className={styles.secondary}>
          Trong vòng {ALMOST_EXPIRED_DAYS} ngày ·{' '}
          <Button
            size="small"
            type="text"
            icon={<ReloadOutlined />}
            onClick={() => void refetch()}
            aria-label="Làm mới"
          />
        </span>
      }
    >
      <ListLoadError
        query={{ isError, isFetching, refetch }}
        message="Không thể tải danh sách sản phẩm sắp hết hạn."
      />
      <Table<Product>
        rowKey="_id"
        size="middle"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        tableLayout="fixed"
        locale={{ emptyText: 'Không có sản phẩm nào sắp hết hạn' }}
        pagination={{
          current: page,
          pageSize: ALMOST_EXPIRED_PAGE_SIZE,
          total: data?.pagination.totalItems ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} sản phẩm`,
          onChange: setPage,
        }}
      />
    </Card>
  );
}
