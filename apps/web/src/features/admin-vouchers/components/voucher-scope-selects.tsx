import { Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useGetCategoryTreeQuery } from '@/lib/catalog-api';
import { matchesSearch } from '@lumi/shared';
import { toCategoryOptions, type CategoryOption } from '../utils/scope-options';
import type { BrandChoices } from './voucher-catalog';

type MultiSelectProps = {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
  'aria-invalid'?: boolean;
};

/** The voucher's categories: any level of the shop's tree, several at once, searchable without diacritics. */
export function VoucherCategoriesSelect({ id, value, onChange, disabled, ...aria }: MultiSelectProps) {
  const { data, isFetching, isError } = useGetCategoryTreeQuery();
  const treeData = useMemo(() => toCategoryOptions(data ?? []), [data]);
  return (
    <TreeSelect<string[], CategoryOption>
      id={id}
      style={{ width: '100%' }}
      multiple
      value={value ?? []}
      onChange={(next) => onChange?.(next ?? [])}
      treeData={treeData}
      placeholder={isError ? 'Không tải được danh mục' : 'Tất cả danh mục'}
      loading={isFetching}
      disabled={disabled}
      allowClear
      treeDefaultExpandAll
      treeNodeLabelProp="pathLabel"
      showSearch={{
        filterTreeNode: (input, node) => matchesSearch(String((node as CategoryOption).pathLabel), input),
      }}
      styles={{ popup: { root: { maxHeight: 420 } } }}
      notFoundContent="Không có danh mục phù hợp"
      aria-label="Danh mục áp dụng"
      aria-invalid={aria['aria-invalid']}
    />
  );
}

/** The voucher's brands, several at once, searchable without diacritics. */
export function VoucherBrandsSelect({
  id,
  value,
  onChange,
  disabled,
  brands,
  ...aria
}: MultiSelectProps & { brands: BrandChoices }) {
  const options = useMemo(
    () => (brands.items ?? []).map((brand) => ({ value: brand._id, label: brand.name })),
    [brands.items],
  );
  return (
    <Select<string[]>
      id={id}
      style={{ width: '100%' }}
      mode="multiple"
      value={value ?? []}
      onChange={(next) => onChange?.(next ?? [])}
      options={options}
      placeholder={brands.failed ? 'Không tải được thương hiệu' : 'Tất cả thương hiệu'}
      loading={brands.loading}
      disabled={disabled}
      allowClear
      showSearch={{ filterOption: (input, option) => matchesSearch(String(option?.label ?? ''), input) }}
      notFoundContent="Không có thương hiệu phù hợp"
      aria-label="Thương hiệu áp dụng"
      aria-invalid={aria['aria-invalid']}
    />
  );
}
