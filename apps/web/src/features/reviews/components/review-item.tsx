import { useState } from 'react';
import { formatDate, type Review } from '@lumi/shared';
import { CheckCircleFilledIcon } from '@/components/icons';
import { LaterLightbox, preloadLightbox } from '@/components/lightbox';
import { PersonAvatar } from '@/components/person-avatar';
import { RatingStars } from '@/components/product';
import styles from './reviews.module.css';

const THUMB_PX = 72;
const AVATAR_PX = 44;

/** The review's pictures as thumbnails; a click opens the viewer, with the others one arrow away. */
export function ReviewImages({ review, size = THUMB_PX }: { review: Pick<Review, 'images'>; size?: number }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const count = review.images.length;
  if (count === 0) return null;
  const preload = () => void preloadLightbox();
  return (
    <div className={styles.images}>
      {review.images.map((image, index) => (
        <button
          key={image.publicId}
          type="button"
          className={styles.thumb}
          aria-haspopup="dialog"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => setOpenIndex(index)}
        >
          <img src={image.url} width={size} height={size} loading="lazy" alt={`Ảnh đánh giá ${index + 1}`} />
        </button>
      ))}
      {openIndex !== null && (
        <LaterLightbox
          images={review.images}
          label="Ảnh đánh giá"
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      )}
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
      <PersonAvatar src={review.user.avatar.url} name={name} size={AVATAR_PX} />
      <div>
        <div className={styles.head}>
          <span className={styles.name}>{name}</span>
          <span className={styles.badge}>
            <CheckCircleFilledIcon />
            Đã mua hàng
          </span>
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

/** A review's placeholder while its page loads: the same rows at the height of a review with a short comment. */
export function ReviewItemSkeleton() {
  return (
    <li className={styles.item} aria-hidden="true">
      <span className={`${styles.skeletonBlock} ${styles.skeletonAvatar}`} />
      <div>
        <div className={styles.head}>
          <span className={`${styles.skeletonBlock} ${styles.skeletonName}`} />
        </div>
        <div className={styles.meta}>
          <span className={`${styles.skeletonBlock} ${styles.skeletonMeta}`} />
        </div>
        <div className={styles.skeletonComment}>
          <span className={styles.skeletonBlock} />
          <span className={`${styles.skeletonBlock} ${styles.skeletonShort}`} />
        </div>
      </div>
    </li>
  );
}
