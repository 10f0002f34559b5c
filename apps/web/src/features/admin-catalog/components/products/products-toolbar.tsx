import { Select } from 'antd';
import { PRODUCT_TAGS, PRODUCT_TAG_LABELS, type ProductTag } from '@lumi/shared';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { useGetAllBrandsQuery } from '../../api/admin-catalog-api';
import type { ProductsFilters } from '../../utils/list-query';
import { PRICE_SORT_LABELS } from '../../utils/labels';
import { matchesSearch } from '../../utils/text';
import { CategoryTreeSelect } from '../category-tree-select';
import styles from '../catalog.module.css';

type ProductsToolbarProps = {
  filters: ProductsFilters;
  onChange: (change: Partial<ProductsFilters>) => void;
};

const tagOptions = PRODUCT_TAGS.map((tag) => ({ value: tag, label: PRODUCT_TAG_LABELS[tag] }));
const sortOptions = (['asc', 'desc'] as const).map((sort) => ({
  value: sort,
  label: PRICE_SORT_LABELS[sort],
}));

/** Name search (debounced), category, brand and tag filters, and the price sort. */
export function ProductsToolbar({ filters, onChange }: ProductsToolbarProps) {
  const brands = useGetAllBrandsQuery();
  const brandOptions = (brands.data ?? []).map((brand) => ({ value: brand._id, label: brand.name }));

  return (
    <ListToolbar>
      <ListSearchInput
        className={styles.productSearch}
        placeholder="Tìm theo tên sản phẩm"
        value={filters.name}
        onSearch={(name) => onChange({ name })}
        aria-label="Tìm sản phẩm"
      />
      <CategoryTreeSelect
        className={styles.filterCategory}
        value={filters.category}
        onChange={(category) => onChange({ category })}
        placeholder="Tất cả danh mục"
        allowClear
        aria-label="Lọc theo danh mục"
      />
      <Select<string>
        className={styles.filterBrand}
        placeholder="Tất cả thương hiệu"
        options={brandOptions}
        loading={brands.isFetching}
        value={filters.brand}
        onChange={(brand) => onChange({ brand })}
        allowClear
        showSearch={{ filterOption: (input, option) => matchesSearch(String(option?.label ?? ''), input) }}
        aria-label="Lọc theo thương hiệu"
        notFoundContent="Không có thương hiệu phù hợp"
      />
      <Select<ProductTag>
        className={styles.filterTag}
        placeholder="Tất cả nhãn"
        options={tagOptions}
        value={filters.tag}
        onChange={(tag) => onChange({ tag })}
        allowClear
        aria-label="Lọc theo nhãn"
      />
      <Select<'asc' | 'desc'>
        className={styles.filterSort}
        placeholder="Sắp xếp theo giá"
        options={sortOptions}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        allowClear
        aria-label="Sắp xếp theo giá"
      />
    </ListToolbar>
  );
}
