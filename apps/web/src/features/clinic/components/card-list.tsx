import type { ReactNode } from 'react';
import type { ApiError } from '@/lib/errors';
import { ItemListJsonLd, type ItemListEntry } from './json-ld';
import { CardsSkeleton, ListEmpty, ListError } from './list-states';
import styles from './clinic-pages.module.css';

type Listed = { _id: string; name: string; slug: string };

export type CardListProps<T extends Listed> = {
  /** The cards' kind: their pages' addresses in the JSON-LD. */
  kind: ItemListEntry['kind'];
  /** Vietnamese noun of the list ('phòng khám', 'bác sĩ') for the loading and error texts. */
  noun: string;
  /** `undefined` while loading. */
  items: T[] | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
  skeletonCount: number;
  empty: { title: string; description: string };
  /** The list's accessible name, and the id of its JSON-LD script. */
  label: string;
  jsonLdId: string;
  card: (item: T) => ReactNode;
};

/**
 * A grid of clinic or doctor cards with its states: placeholders while loading, the error with 'Thử lại' (kept
 * over stale cards only when there are none), the empty text, and the schema.org `ItemList` of what is shown.
 */
export function CardList<T extends Listed>({
  kind,
  noun,
  items,
  error,
  onRetry,
  skeletonCount,
  empty,
  label,
  jsonLdId,
  card,
}: CardListProps<T>) {
  if (error && !items)
    return <ListError error={error} onRetry={onRetry} title={`Không tải được danh sách ${noun}`} />;
  if (!items) return <CardsSkeleton count={skeletonCount} label={`Đang tải ${noun}...`} kind={kind} />;
  if (items.length === 0) return <ListEmpty title={empty.title} description={empty.description} />;
  return (
    <>
      <ItemListJsonLd
        id={jsonLdId}
        items={items.map((item) => ({ name: item.name, slug: item.slug, kind }))}
      />
      <ul className={styles.cardGrid} aria-label={label}>
        {items.map((item) => (
          <li key={item._id}>{card(item)}</li>
        ))}
      </ul>
    </>
  );
}
