import { useAppSelector } from '@/lib/store';
import { PageTitle } from '@/components/page-title';
import { RequireAdminRole } from '@/features/admin';
import { ReviewsManager } from '@/features/admin-reviews';
import { selectAdmin } from '@/lib/auth-slice';

const REVIEW_MODERATORS = ['ADMIN', 'SUPPORT'] as const;

/** `/admin/reviews`: product reviews (ADMIN and SUPPORT; SUPPORT only shows or hides them). */
export default function AdminReviewsPage() {
  const admin = useAppSelector(selectAdmin);
  return (
    <>
      <PageTitle title="Quản lý đánh giá" admin />
      <RequireAdminRole roles={REVIEW_MODERATORS}>
        <ReviewsManager canManage={admin?.role === 'ADMIN'} />
      </RequireAdminRole>
    </>
  );
}
