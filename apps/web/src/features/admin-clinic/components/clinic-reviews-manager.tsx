import { Avatar, App, Rate, Switch, Tooltip, type TableProps } from 'antd';
import { CLINIC_ADMIN_TEXT, formatDateTime, type BookingReview } from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListSelectFilter } from '@/components/admin-list/list-select-filter';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { PagedTable } from '@/components/admin-list/paged-table';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import { formatRelativeTime } from '@/lib/relative-time';
import {
  useDeleteClinicReviewMutation,
  useListAdminClinicReviewsQuery,
  useModerateClinicReviewMutation,
} from '../api/admin-clinic-api';
import { reviewsQuery, toReviewsRequest, type ReviewSort } from '../utils/list-queries';
import { ClinicSelect } from './clinic-select';
import styles from './admin-clinic.module.css';

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((rating) => ({ value: rating, label: `${rating} sao` }));
const SORT_OPTIONS: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Mới nhất' },
  { value: 'oldest', label: 'Cũ nhất' },
  { value: 'highest', label: 'Sao cao nhất' },
  { value: 'lowest', label: 'Sao thấp nhất' },
];

type ClinicReviewsManagerProps = {
  /** ADMIN sees every clinic's reviews and may narrow to one; a CLINIC account sees its own. */
  canPickClinic: boolean;
};

/** `/admin/clinics/reviews`: the clinic's reviews by customers, hidden ones included (api-contract §3.8, §4.5). */
export function ClinicReviewsManager({ canPickClinic }: ClinicReviewsManagerProps) {
  const list = useAdminList(reviewsQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminClinicReviewsQuery(toReviewsRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.data });
  const [moderate] = useModerateClinicReviewMutation();
  const [remove] = useDeleteClinicReviewMutation();
  const { busyIds, run } = useBusyRows();
  const { message } = App.useApp();

  const onToggle = (review: BookingReview, isActive: boolean) =>
    run(review._id, async () => {
      await moderate({ id: review._id, isActive }).unwrap();
      void message.success(isActive ? CLINIC_ADMIN_TEXT.reviewShown : CLINIC_ADMIN_TEXT.reviewHidden);
    });

  const onDelete = (review: BookingReview) =>
    run(review._id, async () => {
      const result = await remove(review._id).unwrap();
      void message.success(result.message ?? CLINIC_ADMIN_TEXT.reviewDeleted);
    });

  const columns: TableProps<BookingReview>['columns'] = [
    {
      title: 'Người đánh giá',
      key: 'user',
      width: 220,
      render: (_value, review) => (
        <div className={styles.person}>
          <Avatar src={review.user.avatar.url} alt="" />
          <div>
            <div className={styles.personName}>{review.user.name}</div>
            {review.user.email && <div className={styles.secondary}>{review.user.email}</div>}
            <div className={styles.secondary}>Lịch khám {review.booking.code}</div>
          </div>
        </div>
      ),
    },
    {
      title: 'Đánh giá',
      key: 'content',
      render: (_value, review) => (
        <div>
          <Rate disabled value={review.rate} style={{ fontSize: 13 }} aria-label={`${review.rate} sao`} />
          {canPickClinic && review.clinic && <div className={styles.secondary}>{review.clinic.name}</div>}
          <div className={styles.content}>{review.content}</div>
        </div>
      ),
    },
    {
      title: 'Thời gian',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 140,
      render: (createdAt: string) => (
        <Tooltip title={formatDateTime(createdAt)}>
          <span>{formatRelativeTime(createdAt)}</span>
        </Tooltip>
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 150,
      render: (_value, review) => (
        <div className={styles.actions}>
          <Switch
            checked={review.isActive}
            checkedChildren="Hiện"
            unCheckedChildren="Ẩn"
            loading={busyIds.has(review._id)}
            onChange={(next) => void onToggle(review, next)}
            aria-label={review.isActive ? 'Ẩn đánh giá' : 'Hiển thị đánh giá'}
          />
          <DeleteRowButton
            title="Xóa đánh giá"
            description={`Xóa đánh giá của ${review.user.name}?`}
            onConfirm={() => onDelete(review)}
            loading={busyIds.has(review._id)}
            aria-label="Xóa đánh giá"
          />
        </div>
      ),
    },
  ];

  return (
    <ListCard>
      <ListToolbar>
        <ListSearchInput
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Tìm kiếm đánh giá…"
          aria-label="Tìm kiếm đánh giá"
        />
        <ListSelectFilter
          value={filters.rating}
          options={RATING_OPTIONS}
          onChange={(rating) => changeFilters({ rating })}
          placeholder="Tất cả số sao"
          aria-label="Lọc theo số sao"
          width={150}
        />
        <ListSelectFilter
          value={filters.sort}
          options={SORT_OPTIONS}
          onChange={(sort) => changeFilters({ sort: sort ?? 'newest' })}
          placeholder="Sắp xếp"
          aria-label="Sắp xếp đánh giá"
          required
          width={160}
        />
        {canPickClinic && (
          <ClinicSelect value={filters.clinicId} onChange={(clinicId) => changeFilters({ clinicId })} />
        )}
      </ListToolbar>
      {data && (
        <div className={styles.stats} aria-label="Thống kê đánh giá">
          <span>
            Điểm trung bình: <strong>{data.stats.averageRating.toFixed(1)}/5</strong>
          </span>
          <span>
            Tổng số đánh giá: <strong>{data.stats.totalReviews}</strong>
          </span>
        </div>
      )}
      <ListLoadError query={query} message="Không thể tải danh sách đánh giá." />
      <PagedTable<BookingReview>
        columns={columns}
        dataSource={data?.data ?? []}
        loading={query.isFetching}
        scroll={{ x: 860 }}
        locale={{ emptyText: 'Chưa có đánh giá nào' }}
        page={filters.page}
        pageSize={filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        showTotal={(total) => `${total} đánh giá`}
        onPageChange={list.changePage}
      />
    </ListCard>
  );
}
