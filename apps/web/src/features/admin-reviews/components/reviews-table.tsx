import { DeleteOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Image, Popconfirm, Rate, Switch, Tooltip, type TableProps } from 'antd';
import { formatDate, formatDateTime, type Pagination, type Review } from '@lumi/shared';
import { PagedTable } from '@/components/admin-list/paged-table';
import styles from './admin-reviews.module.css';

type ReviewsTableProps = {
  reviews: Review[];
  /** The page asked for (shown at once, before the answer arrives). */
  page: number;
  pageSize: number;
  pagination: Pagination | undefined;
  loading: boolean;
  /** ADMIN may reply and delete; SUPPORT only shows or hides (api-contract §3.6). */
  canManage: boolean;
  busyIds: ReadonlySet<string>;
  onPageChange: (page: number, pageSize: number) => void;
  onToggleDisplay: (review: Review, display: boolean) => void;
  onReply: (review: Review) => void;
  onDelete: (review: Review) => void;
};

/** The admin review list (`GET /admin/reviews`), hidden reviews included. */
export function ReviewsTable({
  reviews,
  page,
  pageSize,
  pagination,
  loading,
  canManage,
  busyIds,
  onPageChange,
  onToggleDisplay,
  onReply,
  onDelete,
}: ReviewsTableProps) {
  const columns: TableProps<Review>['columns'] = [
    {
      title: 'Sản phẩm',
      key: 'product',
      width: 200,
      render: (_value, review) => (
        <div className={styles.product}>
          <img className={styles.thumb} src={review.product.mainImage.url} alt="" loading="lazy" />
          <div>
            <div className={styles.productName} title={review.product.name}>
              {review.product.name}
            </div>
            {review.color && <div className={styles.secondary}>Màu: {review.color.name}</div>}
          </div>
        </div>
      ),
    },
    {
      title: 'Khách hàng',
      key: 'user',
      width: 120,
      render: (_value, review) => review.user.name,
    },
    {
      title: 'Số sao',
      dataIndex: 'rate',
      key: 'rate',
      width: 130,
      render: (rate: number) => (
        <Rate
          disabled
          value={rate}
          style={{ fontSize: 12, whiteSpace: 'nowrap' }}
          aria-label={`${rate} sao`}
        />
      ),
    },
    {
      title: 'Nội dung',
      key: 'comment',
      render: (_value, review) => (
        <div className={styles.comment}>
          {review.comment}
          {review.images.length > 0 && (
            <div className={styles.images}>
              <Image.PreviewGroup>
                {review.images.map((image, index) => (
                  <Image
                    key={image.publicId}
                    src={image.url}
                    width={44}
                    height={44}
                    alt={`Ảnh đánh giá ${index + 1}`}
                  />
                ))}
              </Image.PreviewGroup>
            </div>
          )}
          {review.reply && (
            <div className={styles.reply}>
              <div className={styles.replyTitle}>Phản hồi từ Lumi · {formatDate(review.reply.repliedAt)}</div>
              <div className={styles.replyBody}>{review.reply.content}</div>
            </div>
          )}
        </div>
      ),
    },
    {
      title: 'Ngày đánh giá',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 105,
      render: (createdAt: string) => (
        <Tooltip title={formatDateTime(createdAt)}>
          <span>{formatDate(createdAt)}</span>
        </Tooltip>
      ),
    },
    {
      title: 'Hiển thị',
      dataIndex: 'display',
      key: 'display',
      width: 115,
      render: (display: boolean, review) => (
        <Switch
          checked={display}
          checkedChildren="Hiện"
          unCheckedChildren="Ẩn"
          loading={busyIds.has(review._id)}
          onChange={(next) => onToggleDisplay(review, next)}
          aria-label={display ? 'Ẩn đánh giá' : 'Hiển thị đánh giá'}
        />
      ),
    },
  ];

  if (canManage) {
    columns.push({
      title: 'Thao tác',
      key: 'actions',
      width: 90,
      render: (_value, review) => (
        <div className={styles.actions}>
          <Tooltip title={review.reply ? 'Sửa phản hồi' : 'Phản hồi'}>
            <Button
              type="text"
              icon={<MessageOutlined />}
              onClick={() => onReply(review)}
              aria-label={review.reply ? 'Sửa phản hồi' : 'Phản hồi'}
              disabled={busyIds.has(review._id)}
            />
          </Tooltip>
          <Popconfirm
            title="Xóa đánh giá này?"
            description="Đánh giá và hình ảnh sẽ bị xóa vĩnh viễn."
            okText="Xóa"
            cancelText="Hủy"
            okButtonProps={{ danger: true }}
            onConfirm={() => onDelete(review)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label="Xóa đánh giá"
              disabled={busyIds.has(review._id)}
            />
          </Popconfirm>
        </div>
      ),
    });
  }

  return (
    <PagedTable<Review>
      columns={columns}
      dataSource={reviews}
      loading={loading}
      scroll={{ x: 960 }}
      locale={{ emptyText: 'Chưa có đánh giá nào' }}
      page={page}
      pageSize={pageSize}
      total={pagination?.totalItems ?? 0}
      showTotal={(total) => `${total} đánh giá`}
      onPageChange={onPageChange}
    />
  );
}
