import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
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
      <DatePicker.RangePicker
        format="DD/MM/YYYY"
        placeholder={['Từ ngày', 'Đến ngày']}
        value={
          filters.fromDate || filters.toDate
            ? [
                filters.fromDate ? dayjs(filters.fromDate) : null,
                filters.toDate ? dayjs(filters.toDate) : null,
              ]
            : null
        }
        onChange={(range) =>
          onChange({
            fromDate: range?.[0]?.format('YYYY-MM-DD'),
            toDate: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
        allowEmpty={[true, true]}
        allowClear
        aria-label="Lọc theo ngày đánh giá"
      />
    </div>
  );
}
