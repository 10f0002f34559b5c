import { DeleteOutlined, EditOutlined, GiftOutlined, PlusOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  DatePicker,
  Popconfirm,
  Switch,
  Table,
  Tag,
  Tooltip,
  type TableProps,
} from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PROMOTION_STATUS_LABELS, SUCCESS, formatDate, type PromotionStatus } from '@lumi/shared';
import { paths } from '@/config/paths';
import {
  useDeletePromotionMutation,
  useListAdminPromotionsQuery,
  useUpdatePromotionMutation,
  type AdminPromotion,
} from '../../api/admin-catalog-api';
import { useListFilters } from '@/hooks/use-list-filters';
import { PROMOTION_STATUS_COLORS } from '../../utils/labels';
import { toRequest } from '@/lib/list-query';
import { promotionsQuery } from '../../utils/list-query';
import styles from '../catalog.module.css';

/** `/admin/promotions`: list by period, status, products; switch on/off, open, delete. */
export function PromotionsManager() {
  const [filters, changeFilters] = useListFilters(promotionsQuery);
  const { data, isFetching, isError, refetch } = useListAdminPromotionsQuery(toRequest(filters));
  const [updatePromotion] = useUpdatePromotionMutation();
  const [deletePromotion] = useDeletePromotionMutation();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const { message } = App.useApp();
  const navigate = useNavigate();

  const totalPage = data?.pagination.totalPage ?? 0;
  useEffect(() => {
    if (data && data.items.length === 0 && totalPage > 0 && filters.page > totalPage)
      changeFilters({ page: totalPage });
  }, [data, totalPage, filters.page, changeFilters]);

  const markBusy = useCallback((id: string, busy: boolean) => {
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const onToggle = async (promotion: AdminPromotion, isActive: boolean) => {
    markBusy(promotion._id, true);
    try {
      await updatePromotion({ id: promotion._id, body: { isActive } }).unwrap();
      void message.success(isActive ? `Đã bật "${promotion.name}"` : `Đã tạm dừng "${promotion.name}"`);
    } catch {
      // The API layer shows the server's message (e.g. a product already in another promotion).
    } finally {
      markBusy(promotion._id, false);
    }
  };

  const onDelete = async (promotion: AdminPromotion) => {
    const key = `delete:${promotion._id}`;
    markBusy(key, true);
    try {
      const result = await deletePromotion(promotion._id).unwrap();
      void message.success(result.message ?? SUCCESS.deleted);
    } catch {
      // The API layer shows the server's message.
    } finally {
      markBusy(key, false);
    }
  };

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
          <Popconfirm
            title="Xóa khuyến mãi"
            description={
              <span style={{ display: 'block', maxWidth: 280 }}>
                Xóa "{promotion.name}"? Các đơn hàng đã đặt vẫn giữ nguyên giá.
              </span>
            }
            okText="Xóa"
            cancelText="Hủy"
            okButtonProps={{ danger: true }}
            placement="topRight"
            onConfirm={() => void onDelete(promotion)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={busyIds.has(`delete:${promotion._id}`)}
              aria-label={`Xóa khuyến mãi ${promotion.name}`}
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
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            placeholder={['Từ ngày', 'Đến ngày']}
            value={
              filters.startDate && filters.endDate ? [dayjs(filters.startDate), dayjs(filters.endDate)] : null
            }
            onChange={(range) =>
              changeFilters({
                startDate: range?.[0]?.format('YYYY-MM-DD'),
                endDate: range?.[1]?.format('YYYY-MM-DD'),
              })
            }
            allowClear
            aria-label="Lọc theo thời gian diễn ra"
          />
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(paths.admin.promotionCreate.getHref())}
        >
          Tạo khuyến mãi
        </Button>
      </div>
      {isError && !isFetching ? (
        <div className={styles.error} role="alert">
          Không thể tải danh sách khuyến mãi.{' '}
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            Thử lại
          </button>
        </div>
      ) : null}
      <Table<AdminPromotion>
        rowKey="_id"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        size="middle"
        tableLayout="fixed"
        scroll={{ x: 1000 }}
        locale={{ emptyText: 'Không có khuyến mãi nào trong thời gian này' }}
        pagination={{
          current: page,
          pageSize,
          total: data?.pagination.totalItems ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: (total) => `Tổng cộng ${total} khuyến mãi`,
          onChange: (nextPage, nextSize) =>
            changeFilters(nextSize !== filters.pageSize ? { pageSize: nextSize } : { page: nextPage }),
        }}
      />
    </Card>
  );
}
