import { App } from 'antd';
import { useState } from 'react';
import { SUCCESS, type Review } from '@lumi/shared';
import { ListCard } from '@/components/admin-list/list-card';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { useAdminList, useBusyRows, useLastPageClamp } from '@/hooks/use-admin-list';
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
  const list = useAdminList(adminReviewsQuery);
  const { filters, changeFilters } = list;
  const query = useListAdminReviewsQuery(toAdminReviewsRequest(filters));
  const { data } = query;
  useLastPageClamp(list, data && { pagination: data.pagination, rows: data.data });
  const [updateReview] = useUpdateAdminReviewMutation();
  const [deleteReview] = useDeleteAdminReviewMutation();
  const [replying, setReplying] = useState<Review | null>(null);
  const { busyIds, run } = useBusyRows();
  const { message } = App.useApp();

  const onToggleDisplay = (review: Review, display: boolean) =>
    run(review._id, async () => {
      await updateReview({ review, body: { display } }).unwrap();
      void message.success(display ? 'Đã hiển thị đánh giá' : 'Đã ẩn đánh giá');
    });

  const onDelete = (review: Review) =>
    run(review._id, async () => {
      await deleteReview(review).unwrap();
      void message.success(SUCCESS.reviewDeleted);
    });

  return (
    <ListCard>
      <ReviewsToolbar filters={filters} onChange={changeFilters} />
      <ListLoadError
        query={query}
        message="Không thể tải danh sách đánh giá."
        classNames={{ error: styles.error, retry: styles.retry }}
      />
      <ReviewsTable
        reviews={data?.data ?? []}
        page={filters.page}
        pageSize={filters.pageSize}
        pagination={data?.pagination}
        loading={query.isFetching}
        canManage={canManage}
        busyIds={busyIds}
        onPageChange={list.changePage}
        onToggleDisplay={(review, display) => void onToggleDisplay(review, display)}
        onReply={setReplying}
        onDelete={(review) => void onDelete(review)}
      />
      {canManage && <ReplyModal review={replying} onClose={() => setReplying(null)} />}
    </ListCard>
  );
}
