import { Select } from 'antd';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListDateRange } from '@/components/admin-list/list-date-range';
import type { AdminReviewsFilters } from '../utils/reviews-query';
import styles from './admin-reviews.module.css';

type ReviewsToolbarProps = {
  filters: AdminReviewsFilters;
  onChange: (change: Partial<AdminReviewsFilters>) => void;
};

const rateOptions = [5, 4, 3, 2, 1].map((rate) => ({ value: rate, label: `${rate} sao` }));

/** Customer name and product name (each searched after a pause), star rating and date range. */
export function ReviewsToolbar({ filters, onChange }: ReviewsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <ListSearchInput
        className={styles.search}
        placeholder="Tên khách hàng"
        value={filters.customerName}
        onSearch={(customerName) => onChange({ customerName })}
        aria-label="Tìm theo tên khách hàng"
      />
      <ListSearchInput
        className={styles.search}
        placeholder="Tên sản phẩm"
        value={filters.productName}
        onSearch={(productName) => onChange({ productName })}
        aria-label="Tìm theo tên sản phẩm"
      />
      <Select<number>
        className={styles.rateSelect}
        placeholder="Tất cả số sao"
        options={rateOptions}
        value={filters.rate}
        onChange={(rate) => onChange({ rate })}
        allowClear
        aria-label="Lọc theo số sao"
      />
      <ListDateRange
        from={filters.fromDate}
        to={filters.toDate}
        onChange={(fromDate, toDate) => onChange({ fromDate, toDate })}
        openEnded
        aria-label="Lọc theo ngày đánh giá"
      />
    </div>
  );
}
