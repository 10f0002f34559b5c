import { EditOutlined, GiftOutlined } from '@ant-design/icons';
import { App, Button, Switch, Tag, Tooltip, type TableProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { PROMOTION_STATUS_LABELS, SUCCESS, formatDate, type PromotionStatus } from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { ListDateRange } from '@/components/admin-list/list-date-range';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { PagedTable } from '@/components/admin-list/paged-table';
import { paths } from '@/config/paths';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import { toRequest } from '@/lib/list-query';
import {
  useDeletePromotionMutation,
  useListAdminPromotionsQuery,
  useUpdatePromotionMutation,
  type AdminPromotion,
} from '../../api/admin-catalog-api';
import { PROMOTION_STATUS_COLORS } from '../../utils/labels';
import { promotionsQuery } from '../../utils/list-query';
import styles from '../catalog.module.css';

/** `/admin/promotions`: list by period, status, products; switch on/off, open, delete. */
export function PromotionsManager() {
  const list = useAdminList(promotionsQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminPromotionsQuery(toRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.items });
  const [updatePromotion] = useUpdatePromotionMutation();
  const [deletePromotion] = useDeletePromotionMutation();
  const { busyIds, run } = useBusyRows();
  const { message } = App.useApp();
  const navigate = useNavigate();

  // A failure is shown by the API layer (e.g. a product already in another promotion).
  const onToggle = (promotion: AdminPromotion, isActive: boolean) =>
    run(promotion._id, async () => {
      await updatePromotion({ id: promotion._id, body: { isActive } }).unwrap();
      void message.success(isActive ? `Đã bật "${promotion.name}"` : `Đã tạm dừng "${promotion.name}"`);
    });

  const onDelete = (promotion: AdminPromotion) =>
    run(`delete:${promotion._id}`, async () => {
      const result = await deletePromotion(promotion._id).unwrap();
      void message.success(result.message ?? SUCCESS.deleted);
    });

  const page = data?.pagination.page ?? filters.page;
  const pageSize = data?.pagination.pageSize ?? filters.pageSize;

  const columns: TableProps<AdminPromotion>['columns'] = [
    {
      title: 'Banner',
      key: 'banner',
      width: 164,
      render: (_value, promotion) =>
        promotion.banner ? (
          <img className={styles.thumbWide} src={promotion.banner.url} alt={promotion.name} loading="lazy" />
        ) : (
          <span className={`${styles.thumbWide} ${styles.thumbPlaceholder}`}>
            <GiftOutlined />
          </span>
        ),
    },
    {
      title: 'Tên khuyến mãi',
      dataIndex: 'name',
      key: 'name',
      render: (name: string, promotion) => (
        <Link to={paths.admin.promotionDetail.getHref(promotion._id)} className={styles.productName}>
          {name}
        </Link>
      ),
    },
    {
      title: 'Thời gian',
      key: 'period',
      width: 210,
      render: (_value, promotion) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(promotion.startDate)} – {formatDate(promotion.endDate)}
        </span>
      ),
    },
    {
      title: 'Trạng thái',
      dataIndex: 'status',
      key: 'status',
      width: 130,
      render: (status: PromotionStatus) => (
        <Tag color={PROMOTION_STATUS_COLORS[status]} variant="filled">
          {PROMOTION_STATUS_LABELS[status]}
        </Tag>
      ),
    },
    {
      title: 'Sản phẩm',
      key: 'products',
      width: 100,
      align: 'right',
      render: (_value, promotion) => promotion.products.length.toLocaleString('vi-VN'),
    },
    {
      title: 'Kích hoạt',
      dataIndex: 'isActive',
      key: 'isActive',
      width: 100,
      align: 'center',
      render: (isActive: boolean, promotion) => (
        <Switch
          size="small"
          checked={isActive}
          loading={busyIds.has(promotion._id)}
          onChange={(checked) => void onToggle(promotion, checked)}
          aria-label={`${isActive ? 'Tạm dừng' : 'Bật'} khuyến mãi ${promotion.name}`}
        />
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 100,
      align: 'center',
      render: (_value, promotion) => (
        <span className={styles.actions}>
          <Tooltip title="Xem / chỉnh sửa">
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => void navigate(paths.admin.promotionDetail.getHref(promotion._id))}
              aria-label={`Xem khuyến mãi ${promotion.name}`}
            />
          </Tooltip>
          <DeleteRowButton
            title="Xóa khuyến mãi"
            description={
              <span style={{ display: 'block', maxWidth: 280 }}>
                Xóa "{promotion.name}"? Các đơn hàng đã đặt vẫn giữ nguyên giá.
              </span>
            }
            onConfirm={() => void onDelete(promotion)}
            loading={busyIds.has(`delete:${promotion._id}`)}
            aria-label={`Xóa khuyến mãi ${promotion.name}`}
          />
        </span>
      ),
    },
  ];

  return (
    <ListCard>
      <ListToolbar
        create={{
          label: 'Tạo khuyến mãi',
          onClick: () => void navigate(paths.admin.promotionCreate.getHref()),
        }}
      >
        <ListDateRange
          from={filters.startDate}
          to={filters.endDate}
          onChange={(startDate, endDate) => changeFilters({ startDate, endDate })}
          aria-label="Lọc theo thời gian diễn ra"
        />
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách khuyến mãi." />
      <PagedTable<AdminPromotion>
        columns={columns}
        dataSource={data?.items ?? []}
        loading={query.isFetching}
        size="middle"
        tableLayout="fixed"
        scroll={{ x: 1000 }}
        locale={{ emptyText: 'Không có khuyến mãi nào trong thời gian này' }}
        page={page}
        pageSize={pageSize}
        total={data?.pagination.totalItems ?? 0}
        pageSizeOptions={[10, 20, 50]}
        showTotal={(total) => `Tổng cộng ${total} khuyến mãi`}
        onPageChange={list.changePage}
      />
    </ListCard>
  );
}
