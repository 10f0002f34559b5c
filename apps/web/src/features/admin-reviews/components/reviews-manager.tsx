import { App, Card } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { SUCCESS, type Review } from '@lumi/shared';
import { useListFilters } from '@/hooks/use-list-filters';
import {
  useDeleteAdminReviewMutation,
  useListAdminReviewsQuery,
  useUpdateAdminReviewMutation,
} from '../api/admin-reviews-api';
import { adminReviewsQuery, toAdminReviewsRequest } from '../utils/reviews-query';
import { ReplyModal } from './reply-modal';
import { ReviewsTable } from './reviews-table';
import { ReviewsToolbar } from './reviews-toolbar';
import styles from './admin-reviews.module.css';

type ReviewsManagerProps = {
  /** ADMIN replies and deletes; SUPPORT only shows or hides reviews. */
  canManage: boolean;
};

/** `/admin/reviews`: every product review, hidden ones included, with the moderation actions. */
export function ReviewsManager({ canManage }: ReviewsManagerProps) {
  const [filters, changeFilters] = useListFilters(adminReviewsQuery);
  const { data, isFetching, isError, refetch } = useListAdminReviewsQuery(toAdminReviewsRequest(filters));
  const [updateReview] = useUpdateAdminReviewMutation();
  const [deleteReview] = useDeleteAdminReviewMutation();
  const [replying, setReplying] = useState<Review | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const { message } = App.useApp();

  // A page past the end (the last review of the last page was deleted, or an old link): go to the last one.
  const totalPage = data?.pagination.totalPage ?? 0;
  useEffect(() => {
    if (data && data.data.length === 0 && totalPage > 0 && filters.page > totalPage)
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

  const onToggleDisplay = async (review: Review, display: boolean) => {
    markBusy(review._id, true);
    try {
      await updateReview({ review, body: { display } }).unwrap();
      void message.success(display ? 'Đã hiển thị đánh giá' : 'Đã ẩn đánh giá');
    } catch {
      // The API layer shows the server's message.
    } finally {
      markBusy(review._id, false);
    }
  };

  const onDelete = async (review: Review) => {
    markBusy(review._id, true);
    try {
      await deleteReview(review).unwrap();
      void message.success(SUCCESS.reviewDeleted);
    } catch {
      // The API layer shows the server's message.
    } finally {
      markBusy(review._id, false);
    }
  };

  return (
    <Card variant="borderless" className={styles.card}>
      <ReviewsToolbar filters={filters} onChange={changeFilters} />
      {isError && !isFetching ? (
        <div className={styles.error} role="alert">
          Không thể tải danh sách đánh giá.{' '}
          <button type="button" className={styles.retry} onClick={() => void refetch()}>
            Thử lại
          </button>
        </div>
      ) : null}
      <ReviewsTable
        reviews={data?.data ?? []}
        page={filters.page}
        pageSize={filters.pageSize}
        pagination={data?.pagination}
        loading={isFetching}
        canManage={canManage}
        busyIds={busyIds}
        onPageChange={(page, pageSize) =>
          changeFilters(pageSize !== filters.pageSize ? { pageSize } : { page })
        }
        onToggleDisplay={(review, display) => void onToggleDisplay(review, display)}
        onReply={setReplying}
        onDelete={(review) => void onDelete(review)}
      />
      {canManage && <ReplyModal review={replying} onClose={() => setReplying(null)} />}
    </Card>
  );
}
