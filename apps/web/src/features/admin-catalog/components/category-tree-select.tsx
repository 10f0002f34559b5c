import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useGetAdminCategoryTreeQuery } from '../api/admin-catalog-api';
import { toTreeOptions, type CategoryTreeOption } from '../utils/category-tree';
import { matchesSearch } from '../utils/text';

type CategoryTreeSelectProps = {
  value?: string | null;
  onChange?: (id: string | undefined) => void;
  /** Only categories without children can be picked (the product form). */
  leavesOnly?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  className?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
};

/** The 3-level category tree from GET /admin/categories, searchable without diacritics. */
export function CategoryTreeSelect({
  value,
  onChange,
  leavesOnly = false,
  placeholder = 'Chọn danh mục',
  allowClear = false,
  className,
  disabled,
  id,
  ...aria
}: CategoryTreeSelectProps) {
  const { data, isFetching, isError } = useGetAdminCategoryTreeQuery();
  const treeData = useMemo(() => toTreeOptions(data ?? [], { leavesOnly }), [data, leavesOnly]);

  return (
    <TreeSelect<string | undefined, CategoryTreeOption>
      id={id}
      className={className}
      style={className ? undefined : { width: '100%' }}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? undefined)}
      treeData={treeData}
      placeholder={isError ? 'Không tải được danh mục' : placeholder}
      loading={isFetching}
      disabled={disabled}
      allowClear={allowClear}
      treeDefaultExpandAll
      treeNodeLabelProp="pathLabel"
      showSearch={{
        filterTreeNode: (input, node) => matchesSearch(String((node as CategoryTreeOption).pathLabel), input),
      }}
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 320, maxHeight: 420 } } }}
      notFoundContent="Không có danh mục phù hợp"
      aria-label={aria['aria-label']}
      aria-invalid={aria['aria-invalid']}
    />
  );
}
