import { App, Avatar, Rate, Segmented, Switch } from 'antd';
import { formatDateTime, formatLocalDate, SUCCESS, type BookingReview } from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { PagedTable } from '@/components/admin-list/paged-table';
import { RatingStatsSummary } from '@/components/booking/rating-stats-summary';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
import {
  useDeleteDoctorReviewMutation,
  useListDoctorReviewsQuery,
  useUpdateDoctorReviewMutation,
} from '../../api/doctor-api';
import { doctorReviewsQuery, toDoctorReviewsRequest } from '../../utils/reviews-query';
import styles from '../doctor.module.css';

/** 'Đánh giá' (reference §4.2): the doctor's reviews, hidden ones included, to show, hide or delete. */
export function DoctorReviews({ doctorId }: { doctorId: string }) {
  const list = useAdminList(doctorReviewsQuery);
  const { filters, changeFilters } = list;
  const query = useListDoctorReviewsQuery({ doctorId, params: toDoctorReviewsRequest(filters) });
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.data });
  const [updateReview] = useUpdateDoctorReviewMutation();
  const [deleteReview] = useDeleteDoctorReviewMutation();
  const { busyIds, run } = useBusyRows();
  const { message } = App.useApp();

  const onToggle = (review: BookingReview, isActive: boolean) =>
    run(review._id, async () => {
      await updateReview({ id: review._id, body: { isActive } }).unwrap();
      void message.success(isActive ? 'Đã hiển thị đánh giá' : 'Đã ẩn đánh giá');
    });
  const onDelete = (review: BookingReview) =>
    run(review._id, async () => {
      await deleteReview(review._id).unwrap();
      void message.success(SUCCESS.reviewDeleted);
    });

  return (
    <ListCard title={<h1 className={styles.cardTitle}>Đánh giá</h1>}>
      {data && (
        <div className={styles.statsBox}>
          <RatingStatsSummary stats={data.stats} />
        </div>
      )}
      <ListToolbar>
        <ListSearchInput
          value={filters.search}
          onSearch={(search) => changeFilters({ search })}
          placeholder="Tên, email khách hàng hoặc nội dung"
          aria-label="Tìm đánh giá"
          className={styles.search}
        />
        <Segmented<number>
          aria-label="Lọc theo số sao"
          value={filters.rate ?? 0}
          onChange={(rate) => changeFilters({ rate: rate === 0 ? undefined : rate })}
          options={[
            { value: 0, label: 'Tất cả' },
            ...[5, 4, 3, 2, 1].map((rate) => ({ value: rate, label: `${rate} sao` })),
          ]}
        />
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách đánh giá." />
      <PagedTable<BookingReview>
        dataSource={data?.data ?? []}
        loading={query.isFetching}
        page={filters.page}
        pageSize={filters.pageSize}
        total={data?.pagination.totalItems ?? 0}
        onPageChange={list.changePage}
        showTotal={(total) => `${total} đánh giá`}
        scroll={{ x: 820 }}
        locale={{ emptyText: 'Chưa có đánh giá nào' }}
        columns={[
          {
            key: 'index',
            title: 'STT',
            width: 64,
            render: (_v, _review, index) => (filters.page - 1) * filters.pageSize + index + 1,
          },
          {
            key: 'customer',
            title: 'Khách hàng',
            render: (_v, review) => (
              <div className={styles.reviewer}>
                <Avatar src={review.user.avatar.url} alt="" />
                <div className={styles.patientCell}>
                  <strong>{review.user.name}</strong>
                  {review.user.email && <span>{review.user.email}</span>}
                </div>
              </div>
            ),
          },
          {
            key: 'review',
            title: 'Đánh giá',
            render: (_v, review) => (
              <div className={styles.patientCell}>
                <Rate
                  disabled
                  value={review.rate}
                  style={{ fontSize: 14 }}
                  aria-label={`${review.rate} sao`}
                />
                <span className={styles.reviewContent}>{review.content}</span>
                <span className={styles.muted}>{formatDateTime(review.createdAt)}</span>
              </div>
            ),
          },
          {
            key: 'booking',
            title: 'Ngày khám',
            render: (_v, review) => (
              <div className={styles.patientCell}>
                <span>{formatLocalDate(review.booking.date)}</span>
                <span className={styles.muted}>
                  {review.booking.startTime} · {review.booking.code}
                </span>
              </div>
            ),
          },
          {
            key: 'actions',
            title: 'Thao tác',
            width: 150,
            render: (_v, review) => (
              <div className={styles.rowActions}>
                <Switch
                  checked={review.isActive}
                  loading={busyIds.has(review._id)}
                  onChange={(checked) => void onToggle(review, checked)}
                  aria-label={review.isActive ? 'Ẩn đánh giá' : 'Hiện đánh giá'}
                  title={review.isActive ? 'Ẩn đánh giá' : 'Hiện đánh giá'}
                />
                <DeleteRowButton
                  title="Xóa đánh giá"
                  description={`Xóa đánh giá của ${review.user.name}? Thao tác không thể hoàn tác.`}
                  onConfirm={() => onDelete(review)}
                  loading={busyIds.has(review._id)}
                  aria-label="Xóa đánh giá"
                />
              </div>
            ),
          },
        ]}
      />
    </ListCard>
  );
}
