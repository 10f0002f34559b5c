import { CheckCircleFilled } from '@ant-design/icons';
import { Avatar, Image, Tag } from 'antd';
import { formatDate, type Review } from '@lumi/shared';
import { RatingStars } from '@/components/product';
import styles from './reviews.module.css';

const THUMB_PX = 72;

/** The review's pictures as thumbnails; a click opens the preview, with the others one swipe away. */
export function ReviewImages({ review, size = THUMB_PX }: { review: Pick<Review, 'images'>; size?: number }) {
  if (review.images.length === 0) return null;
  return (
    <div className={styles.images}>
      <Image.PreviewGroup>
        {review.images.map((image, index) => (
          <Image
            key={image.publicId}
            src={image.url}
            width={size}
            height={size}
            alt={`Ảnh đánh giá ${index + 1}`}
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}

/** The shop's answer under a review. */
export function ReviewReply({ reply }: { reply: NonNullable<Review['reply']> }) {
  return (
    <div className={styles.reply}>
      <div className={styles.replyTitle}>
        <span>Phản hồi từ Lumi</span>
        <span className={styles.replyDate}>{formatDate(reply.repliedAt)}</span>
      </div>
      <p className={styles.replyBody}>{reply.content}</p>
    </div>
  );
}

/** One review of the product page: who, how many stars, when, which colour, what, pictures, the reply. */
export function ReviewItem({ review }: { review: Review }) {
  const name = review.user.name.trim() || 'Khách hàng';
  return (
    <li className={styles.item}>
      <Avatar size={44} src={review.user.avatar?.url} alt={name}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <div>
        <div className={styles.head}>
          <span className={styles.name}>{name}</span>
          <Tag color="success" icon={<CheckCircleFilled />} bordered={false}>
            Đã mua hàng
          </Tag>
        </div>
        <div className={styles.meta}>
          <RatingStars value={review.rate} />
          <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          {review.color && <span>Màu: {review.color.name}</span>}
        </div>
        {review.comment && <p className={styles.comment}>{review.comment}</p>}
        <ReviewImages review={review} />
        {review.reply && <ReviewReply reply={review.reply} />}
      </div>
    </li>
  );
}
