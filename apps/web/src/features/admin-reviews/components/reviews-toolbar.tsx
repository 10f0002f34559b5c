import { SearchOutlined } from '@ant-design/icons';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import type { AdminReviewsFilters } from '../utils/reviews-query';
import styles from './admin-reviews.module.css';

type ReviewsToolbarProps = {
  filters: AdminReviewsFilters;
  onChange: (change: Partial<AdminReviewsFilters>) => void;
};

const rateOptions = [5, 4, 3, 2, 1].map((rate) => ({ value: rate, label: `${rate} sao` }));

/** Customer name and product name (each searched after a pause), star rating and date range. */
export function ReviewsToolbar({ filters, onChange }: ReviewsToolbarProps) {
  const searchCustomer = useCallback((text: string) => onChange({ customerName: text.trim() }), [onChange]);
  const searchProduct = useCallback((text: string) => onChange({ productName: text.trim() }), [onChange]);
  const [customer, setCustomer, applyCustomer] = useDebouncedSearch(filters.customerName, searchCustomer);
  const [product, setProduct, applyProduct] = useDebouncedSearch(filters.productName, searchProduct);

  return (
    <div className={styles.toolbar}>
      <Input
        className={styles.search}
        prefix={<SearchOutlined className={styles.searchIcon} />}
        placeholder="Tên khách hàng"
        value={customer}
        onChange={(event) => setCustomer(event.target.value)}
        onPressEnter={applyCustomer}
        allowClear
        maxLength={100}
        aria-label="Tìm theo tên khách hàng"
      />
      <Input
        className={styles.search}
        prefix={<SearchOutlined className={styles.searchIcon} />}
        placeholder="Tên sản phẩm"
        value={product}
        onChange={(event) => setProduct(event.target.value)}
        onPressEnter={applyProduct}
        allowClear
        maxLength={100}
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
