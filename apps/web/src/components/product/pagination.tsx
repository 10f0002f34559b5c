import styles from './pagination.module.css';

export type PaginationProps = {
  page: number;
  totalPage: number;
  onChange: (page: number) => void;
  /** How many pages to show on each side of the current one. */
  siblings?: number;
  className?: string;
  label?: string;
};

type Item = number | 'gap-start' | 'gap-end';

/** 1 … 4 5 [6] 7 8 … 20: the first and last pages, the current one and its neighbours (a row of constant length). */
export function paginationItems(page: number, totalPage: number, siblings = 1): Item[] {
  if (totalPage <= 0) return [];
  const current = Math.min(Math.max(1, page), totalPage);
  const slots = siblings * 2 + 5;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPage <= slots) return range(1, totalPage);
  const left = Math.max(current - siblings, 1);
  const right = Math.min(current + siblings, totalPage);
  const leftGap = left > 3;
  const rightGap = right < totalPage - 2;
  const edgeCount = siblings * 2 + 3;
  if (!leftGap) return [...range(1, edgeCount), 'gap-end', totalPage];
  if (!rightGap) return [1, 'gap-start', ...range(totalPage - edgeCount + 1, totalPage)];
  return [1, 'gap-start', ...range(left, right), 'gap-end', totalPage];
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Page buttons inside a `nav` (current page marked with aria-current); hidden for a single page. */
export function Pagination({
  page,
  totalPage,
  onChange,
  siblings = 1,
  className,
  label = 'Phân trang',
}: PaginationProps) {
  if (totalPage <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPage);
  const items = paginationItems(current, totalPage, siblings);

  return (
    <nav className={[styles.pagination, className].filter(Boolean).join(' ')} aria-label={label}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={`${styles.button} ${styles.arrow}`}
            onClick={() => onChange(current - 1)}
            disabled={current <= 1}
            aria-label="Trang trước"
          >
            <Chevron direction="left" />
          </button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={`${styles.button} ${item === current ? styles.current : ''}`}
                onClick={() => item !== current && onChange(item)}
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Trang ${item}`}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${styles.button} ${styles.arrow}`}
            onClick={() => onChange(current + 1)}
            disabled={current >= totalPage}
            aria-label="Trang sau"
          >
            <Chevron direction="right" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
