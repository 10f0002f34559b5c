import { EditOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Switch, Tag, Tooltip, type TableProps } from 'antd';
import {
  PRODUCT_TAG_LABELS,
  formatVnd,
  savingPercent,
  type Pagination,
  type Product,
  type ProductTag,
} from '@lumi/shared';
import { DeleteRowButton } from '@/components/admin-list/delete-row-button';
import { PagedTable } from '@/components/admin-list/paged-table';
import { useIsPhone } from '@/hooks/use-is-phone';
import { CATEGORY_PATH_SEPARATOR } from '../../utils/category-tree';
import { PRODUCT_TAG_COLORS } from '../../utils/labels';
import { ExpiryCell } from '../expiry-tag';
import styles from '../catalog.module.css';

type ProductsTableProps = {
  products: Product[];
  pagination: Pagination | undefined;
  loading: boolean;
  sort: 'asc' | 'desc' | undefined;
  busyIds: ReadonlySet<string>;
  onPageChange: (page: number, pageSize: number) => void;
  onSortChange: (sort: 'asc' | 'desc' | undefined) => void;
  onToggleEnable: (product: Product, enable: boolean) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
};

/** Stock below this shows in amber. */
const LOW_STOCK = 10;

function StockCell({ product }: { product: Product }) {
  const total = product.totalQuantity;
  const tone = total === 0 ? styles.stockOut : total < LOW_STOCK ? styles.stockLow : '';
  const figure = <span className={`${styles.stock} ${tone}`}>{total.toLocaleString('vi-VN')}</span>;
  if (product.variants.length === 0) return figure;
  return (
    <Tooltip
      title={
        <div>
          {product.variants.map((variant) => (
            <div key={variant._id}>
              {variant.name}: {variant.stock.toLocaleString('vi-VN')}
            </div>
          ))}
        </div>
      }
    >
      <span>
        {figure}
        <div className={styles.secondary}>{product.variants.length} màu sắc</div>
      </span>
    </Tooltip>
  );
}

function PriceCell({ product }: { product: Product }) {
  const promoted = product.promotion !== null && product.finalPrice < product.price;
  if (!promoted) return <span className={styles.price}>{formatVnd(product.price)}</span>;
  return (
    <Tooltip title={`Khuyến mãi: ${product.promotion?.name ?? ''}`}>
      <span>
        <div className={styles.priceSale}>{formatVnd(product.finalPrice)}</div>
        <div className={styles.priceOld}>
          {formatVnd(product.price)} · -{savingPercent(product.price, product.finalPrice)}%
        </div>
      </span>
    </Tooltip>
  );
}

/** The admin product list (GET /admin/products). */
export function ProductsTable({
  products,
  pagination,
  loading,
  sort,
  busyIds,
  onPageChange,
  onSortChange,
  onToggleEnable,
  onEdit,
  onDelete,
}: ProductsTableProps) {
  const page = pagination?.page ?? 1;
  const pageSize = pagination?.pageSize ?? 10;
  // On a phone the name stays in view while the other columns scroll under it (issue 24: the sticky 'Thao tác'
  // column covered all but nine characters of it); the picture column gives it its width.
  const isPhone = useIsPhone();

  const columns: TableProps<Product>['columns'] = [
    {
      title: 'Ảnh',
      key: 'image',
      width: 72,
      responsive: ['md'],
      render: (_value, product) =>
        product.mainImage ? (
          <img className={styles.thumb} src={product.mainImage.url} alt={product.name} loading="lazy" />
        ) : (
          <span className={`${styles.thumb} ${styles.thumbPlaceholder}`}>
            <PictureOutlined />
          </span>
        ),
    },
    {
      title: 'Sản phẩm / Thương hiệu',
      dataIndex: 'name',
      key: 'name',
      ...(isPhone ? { fixed: 'left' as const, width: 168 } : {}),
      render: (name: string, product) => (
        <div>
          <div className={styles.productName} title={name}>
            {name}
          </div>
          <div className={styles.productMeta}>
            <span className={styles.brandName}>{product.brand.name}</span>
            {[product.capacity, `Đã bán ${product.sold.toLocaleString('vi-VN')}`]
              .filter(Boolean)
              .map((part) => ` · ${part}`)
              .join('')}
          </div>
        </div>
      ),
    },
    {
      title: 'Danh mục',
      key: 'category',
      width: 170,
      render: (_value, product) => (
        <span className={styles.categoryPath}>
          {product.categories.map((category) => category.name).join(CATEGORY_PATH_SEPARATOR) || '—'}
        </span>
      ),
    },
    {
      title: 'Giá bán',
      key: 'price',
      width: 124,
      sorter: true,
      sortOrder: sort === 'asc' ? 'ascend' : sort === 'desc' ? 'descend' : null,
      sortDirections: ['ascend', 'descend'],
      showSorterTooltip: { title: 'Sắp xếp theo giá' },
      render: (_value, product) => <PriceCell product={product} />,
    },
    {
      title: 'Tồn kho',
      key: 'stock',
      width: 84,
      align: 'right',
      render: (_value, product) => <StockCell product={product} />,
    },
    {
      title: 'Nhãn',
      dataIndex: 'tags',
      key: 'tags',
      width: 124,
      render: (tags: ProductTag[]) =>
        tags.length === 0 ? (
          <span className={styles.muted}>—</span>
        ) : (
          <span className={styles.tags}>
            {tags.map((tag) => (
              <Tag key={tag} color={PRODUCT_TAG_COLORS[tag]} variant="filled">
                {PRODUCT_TAG_LABELS[tag]}
              </Tag>
            ))}
          </span>
        ),
    },
    {
      title: 'Hạn sử dụng',
      key: 'expiry',
      width: 124,
      render: (_value, product) => (
        <ExpiryCell
          expiry={product.expiry}
          isExpired={product.isExpired}
          isAlmostExpired={product.isAlmostExpired}
        />
      ),
    },
    {
      title: 'Hiển thị',
      dataIndex: 'enable',
      key: 'enable',
      width: 80,
      align: 'center',
      render: (enable: boolean, product) => (
        <Tooltip title={enable ? 'Đang bán — bấm để ẩn khỏi cửa hàng' : 'Đang ẩn — bấm để hiển thị'}>
          <Switch
            size="small"
            checked={enable}
            loading={busyIds.has(product._id)}
            onChange={(checked) => onToggleEnable(product, checked)}
            aria-label={`${enable ? 'Ẩn' : 'Hiển thị'} sản phẩm ${product.name}`}
          />
        </Tooltip>
      ),
    },
    {
      title: 'Thao tác',
      key: 'actions',
      width: 88,
      align: 'center',
      fixed: 'right',
      render: (_value, product) => (
        <span className={styles.actions}>
          <Tooltip title="Chỉnh sửa">
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => onEdit(product)}
              aria-label={`Chỉnh sửa sản phẩm ${product.name}`}
            />
          </Tooltip>
          <DeleteRowButton
            title="Xóa sản phẩm"
            description={
              <span style={{ display: 'block', maxWidth: 280 }}>
                Xóa "{product.name}"? Sản phẩm đã có đơn hàng sẽ được ẩn thay vì xóa.
              </span>
            }
            onConfirm={() => onDelete(product)}
            loading={busyIds.has(`delete:${product._id}`)}
            aria-label={`Xóa sản phẩm ${product.name}`}
          />
        </span>
      ),
    },
  ];

  return (
    <PagedTable<Product>
      columns={columns}
      dataSource={products}
      loading={loading}
      size="middle"
      scroll={{ x: 1080 }}
      tableLayout="fixed"
      locale={{ emptyText: 'Không có sản phẩm nào phù hợp' }}
      rowClassName={(product) => (product.enable ? '' : (styles.rowMuted ?? ''))}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort') return;
        const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
        onSortChange(order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : undefined);
      }}
      page={page}
      pageSize={pageSize}
      total={pagination?.totalItems ?? 0}
      pageSizeOptions={[10, 20, 50]}
      showTotal={(total) => `Tổng cộng ${total} sản phẩm`}
      onPageChange={onPageChange}
    />
  );
}
