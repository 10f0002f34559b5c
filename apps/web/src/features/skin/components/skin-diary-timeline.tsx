import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatLocalDate, formatWeekdayDate, type DiaryEntry, type Image } from '@lumi/shared';
import { LaterLightbox, preloadLightbox } from '@/components/lightbox';
import { paths } from '@/config/paths';
import { apiLink } from '@/lib/api-link';
import styles from './skin.module.css';

type SkinDiaryTimelineProps = {
  entries: readonly DiaryEntry[];
  /** Shown when there is no entry. */
  empty: string;
  /** The doctor's reading: no delete, and products open in a new tab (the page, and a call, stay). */
  readOnly?: boolean;
  /** The list's name for screen readers. */
  label?: string;
  /** The level of the days' headings (below the section's). */
  headingLevel?: 4 | 5;
  onDelete?: (entry: DiaryEntry) => void;
  /** The entry being deleted. */
  deletingId?: string | undefined;
  /** A photo did not load (its signed link ran out): the owner of the query fetches fresh links. */
  onPhotoError?: () => void;
};

type DiaryDay = { date: string; entries: DiaryEntry[] };

/** The entries by day, the latest day first and the latest entry first within a day. */
export function diaryDays(entries: readonly DiaryEntry[]): DiaryDay[] {
  const sorted = [...entries].sort(
    (a, b) => b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt),
  );
  const days: DiaryDay[] = [];
  for (const entry of sorted) {
    const last = days.at(-1);
    if (last?.date === entry.date) last.entries.push(entry);
    else days.push({ date: entry.date, entries: [entry] });
  }
  return days;
}

/**
 * The skin diary as a timeline (issue 32): each day with its entries — the note, the photos (a tap opens them full
 * size), the products in use linking to their page — and, for the customer, deleting an entry after a confirmation.
 */
export function SkinDiaryTimeline({
  entries,
  empty,
  readOnly = false,
  label = 'Nhật ký da',
  headingLevel = 4,
  onDelete,
  deletingId,
  onPhotoError,
}: SkinDiaryTimelineProps) {
  if (entries.length === 0) return <p className={styles.muted}>{empty}</p>;
  const DayHeading = headingLevel === 5 ? 'h5' : 'h4';
  return (
    <ol className={styles.timeline} aria-label={label}>
      {diaryDays(entries).map((day) => (
        <li key={day.date} className={styles.day}>
          <DayHeading className={styles.dayTitle}>
            <time dateTime={day.date}>{formatWeekdayDate(day.date)}</time>
          </DayHeading>
          <ul className={styles.dayEntries}>
            {day.entries.map((entry) => (
              <DiaryEntryItem
                key={entry._id}
                entry={entry}
                readOnly={readOnly}
                onDelete={onDelete}
                isDeleting={deletingId === entry._id}
                onPhotoError={onPhotoError}
              />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function DiaryEntryItem({
  entry,
  readOnly,
  onDelete,
  isDeleting,
  onPhotoError,
}: {
  entry: DiaryEntry;
  readOnly: boolean;
  onDelete: ((entry: DiaryEntry) => void) | undefined;
  isDeleting: boolean;
  onPhotoError: (() => void) | undefined;
}) {
  const [shown, setShown] = useState<number | null>(null);
  const day = formatLocalDate(entry.date);
  const photos: Image[] = entry.photos.map((photo) => ({ url: apiLink(photo.url), publicId: photo._id }));
  const preload = () => void preloadLightbox();
  const newTab = readOnly ? { target: '_blank', rel: 'noopener noreferrer' } : {};

  return (
    <li className={styles.entry} aria-label={`Nhật ký ngày ${day}`}>
      {entry.note && <p className={styles.noteText}>{entry.note}</p>}
      {photos.length > 0 && (
        <ul className={styles.diaryPhotos} aria-label="Ảnh">
          {photos.map((photo, index) => (
            <li key={photo.publicId}>
              <button
                type="button"
                className={styles.diaryPhoto}
                onClick={() => setShown(index)}
                onPointerEnter={preload}
                onFocus={preload}
                aria-label={`Xem ảnh ${index + 1}/${photos.length} ngày ${day}`}
              >
                <img src={photo.url} alt="" width={72} height={72} loading="lazy" onError={onPhotoError} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {entry.products.length > 0 && (
        <ul className={styles.chips} aria-label="Sản phẩm đang dùng">
          {entry.products.map((product) => (
            <li key={product._id}>
              <Link to={paths.shop.productDetail.getHref(product.slug)} className={styles.chip} {...newTab}>
                {product.mainImage && (
                  <img src={product.mainImage.url} alt="" width={22} height={22} loading="lazy" />
                )}
                <span>{product.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && onDelete && (
        <Popconfirm
          title="Xóa mục nhật ký này?"
          description="Ghi chú và ảnh của mục này sẽ bị xóa vĩnh viễn."
          okText="Xóa"
          cancelText="Hủy"
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(entry)}
        >
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined />}
            loading={isDeleting}
            className={styles.entryDelete}
            aria-label={`Xóa nhật ký ngày ${day}`}
          >
            Xóa
          </Button>
        </Popconfirm>
      )}
      {shown !== null && (
        <LaterLightbox
          images={photos}
          label={`Ảnh nhật ký da ngày ${day}`}
          index={shown}
          onIndexChange={setShown}
          onClose={() => setShown(null)}
        />
      )}
    </li>
  );
}
