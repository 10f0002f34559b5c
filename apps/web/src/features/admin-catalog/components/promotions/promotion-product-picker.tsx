import { Select, Table, Tag, Tooltip, type TableProps } from 'antd';
import { useEffect, useState } from 'react';
import { formatLocalDate, formatVnd, type PromotionCandidate } from '@lumi/shared';
import { ListLoadError } from '@/components/admin-list/list-load-error';
import { ListSearchInput } from '@/components/admin-list/list-search-input';
import { ListToolbar } from '@/components/admin-list/list-toolbar';
import { useListPromotionCandidatesQuery } from '../../api/admin-catalog-api';
import { daysUntil } from '../../utils/expiry';
import { PRICE_SORT_LABELS } from '../../utils/labels';
import {
  blockedReason,
  blockingPromotion,
  describePromotion,
  type PeriodDays,
} from '../../utils/promotion-overlap';
import styles from '../catalog.module.css';

export const PICKER_PAGE_SIZE = 8;

type PromotionProductPickerProps = {
  period: PeriodDays | null;
  /** The promotion being edited: its own products are never blocked by it. */
  editingPromotionId?: string;
  selectedIds: readonly string[];
  onAdd: (candidates: PromotionCandidate[]) => void;
  onRemove: (productIds: string[]) => void;
  /** Every page the picker loads, so the form can learn the cost of products already chosen. */
  onLoaded?: (candidates: PromotionCandidate[]) => void;
  disabled?: boolean;
};

const sortOptions = (['asc', 'desc'] as const).map((sort) => ({
  value: sort,
  label: PRICE_SORT_LABELS[sort],
}));

/**
 * The products a promotion can include (GET /admin/products/promotion-create): searchable, by pages,
 * with price, cost and expiry. A product already in another promotion on the chosen days is disabled,
 * and its tooltip names that promotion.
 */
export function PromotionProductPicker({
  period,
  editingPromotionId,
  selectedIds,
  onAdd,
  onRemove,
  onLoaded,
  disabled = false,
}: PromotionProductPickerProps) {
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<'asc' | 'desc' | undefined>(undefined);
  const query = useListPromotionCandidatesQuery({
    page,
    pageSize: PICKER_PAGE_SIZE,
    ...(name ? { name } : {}),
    ...(sort ? { sort } : {}),
  });
  const { data, isFetching } = query;
  useEffect(() => {
    if (data) onLoaded?.(data.items);
  }, [data, onLoaded]);

  const blockedBy = (candidate: PromotionCandidate) =>
    blockingPromotion(candidate, period, editingPromotionId);

  const columns: TableProps<PromotionCandidate>['columns'] = [
    {
      title: 'Sản phẩm',
      key: 'product',
      render: (_value, candidate) => (
        <div style={{ display: 'flex', gap: 10, alignItems: 'center' }}>
          <img className={styles.thumb} src={candidate.mainImage.url} alt={candidate.name} loading="lazy" />
          <div style={{ minWidth: 0 }}>
            <div className={styles.productName}>{candidate.name}</div>
            <div className={styles.productMeta}>{candidate.brand.name}</div>
          </div>
        </div>
      ),
    },
    {
      title: 'Giá bán',
      key: 'price',
      width: 130,
      render: (_value, candidate) => <span className={styles.price}>{formatVnd(candidate.price)}</span>,
    },
    {
      title: 'Giá nhập',
      key: 'cost',
      width: 120,
      render: (_value, candidate) => <span className={styles.secondary}>{formatVnd(candidate.cost)}</span>,
    },
    {
      title: 'Hạn sử dụng',
      key: 'expiry',
      width: 130,
      render: (_value, candidate) => {
        const days = daysUntil(candidate.expiry);
        return (
          <span className={styles.expiry}>
            {formatLocalDate(candidate.expiry)}
            {days < 0 ? (
              <Tag color="error" variant="filled">
                Đã hết hạn
              </Tag>
            ) : days <= 90 ? (
              <Tag color="warning" variant="filled">
                Còn {days} ngày
              </Tag>
            ) : null}
          </span>
        );
      },
    },
    {
      title: 'Khuyến mãi khác',
      key: 'promotion',
      width: 220,
      render: (_value, candidate) => {
        const others = [candidate.promotion, candidate.upcomingPromotion].filter(
          (other): other is NonNullable<typeof other> => other !== null && other._id !== editingPromotionId,
        );
        if (others.length === 0) return <span className={styles.muted}>—</span>;
        const blocking = blockedBy(candidate);
        return (
          <div className={styles.secondary}>
            {others.map((other) => (
              <div key={other._id} style={other._id === blocking?._id ? { color: '#dc2626' } : undefined}>
                {other === candidate.promotion ? 'Đang chạy: ' : 'Sắp tới: '}
                {describePromotion(other)} · -{other.discountPercentage}%
              </div>
            ))}
          </div>
        );
      },
    },
  ];

  return (
    <div>
      <ListToolbar
        style={{ marginBottom: 12 }}
        aside={
          <span className={styles.secondary}>
            {period
              ? `Đã chọn ${selectedIds.length} sản phẩm`
              : 'Chọn thời gian để kiểm tra sản phẩm trùng khuyến mãi'}
          </span>
        }
      >
        <ListSearchInput
          className={styles.search}
          placeholder="Tìm sản phẩm theo tên"
          value={name}
          onSearch={(value) => {
            setName(value.trim());
            setPage(1);
          }}
          aria-label="Tìm sản phẩm để thêm vào khuyến mãi"
        />
        <Select<'asc' | 'desc'>
          className={styles.filterSelect}
          placeholder="Sắp xếp theo giá"
          options={sortOptions}
          value={sort}
          onChange={(value) => {
            setSort(value);
            setPage(1);
          }}
          allowClear
          aria-label="Sắp xếp theo giá"
        />
      </ListToolbar>
      <ListLoadError query={query} message="Không thể tải danh sách sản phẩm." />
      <Table<PromotionCandidate>
        rowKey="_id"
        size="small"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={isFetching}
        tableLayout="fixed"
        scroll={{ x: 880 }}
        locale={{ emptyText: 'Không có sản phẩm phù hợp' }}
        rowSelection={{
          selectedRowKeys: [...selectedIds],
          preserveSelectedRowKeys: true,
          getCheckboxProps: (candidate) => ({
            disabled: disabled || (blockedBy(candidate) !== null && !selectedIds.includes(candidate._id)),
            'aria-label': `Chọn ${candidate.name}`,
          }),
          renderCell: (_checked, candidate, _index, node) => {
            const blocking = blockedBy(candidate);
            return blocking ? <Tooltip title={blockedReason(blocking)}>{node}</Tooltip> : node;
          },
          onSelect: (candidate, selected) => {
            if (selected) onAdd([candidate]);
            else onRemove([candidate._id]);
          },
          onSelectAll: (selected, _rows, changeRows) => {
            const changed = changeRows.filter((row): row is PromotionCandidate => Boolean(row));
            if (selected) onAdd(changed.filter((candidate) => blockedBy(candidate) === null));
            else onRemove(changed.map((candidate) => candidate._id));
          },
        }}
        onRow={(candidate) => {
          const blocking = blockedBy(candidate);
          return { title: blocking ? blockedReason(blocking) : undefined };
        }}
        rowClassName={(candidate) =>
          blockedBy(candidate) && !selectedIds.includes(candidate._id) ? (styles.rowBlocked ?? '') : ''
        }
        pagination={{
          current: page,
          pageSize: PICKER_PAGE_SIZE,
          total: data?.pagination.totalItems ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total} sản phẩm`,
          onChange: setPage,
          size: 'small',
        }}
      />
    </div>
  );
}
