import { LoadingIcon, SearchIcon } from '@/components/icons';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatVnd, SEARCH_SUGGESTION_COUNT, type ProductSummary } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useDebounced } from '@/hooks/use-debounced';
import { useTypedBeforeLive } from '@/hooks/use-typed-before-live';
import { useSearchSuggestionsQuery } from '../api/shop-api';
import styles from './header-search.module.css';

/** Wait after the last keystroke before asking for suggestions. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The search page's query parameter (`/search?q=…`). */
export const SEARCH_PAGE_QUERY = 'q';

export function searchPageHref(query: string): string {
  return paths.shop.search.getHref({ [SEARCH_PAGE_QUERY]: query });
}

type HeaderSearchProps = {
  /** Distinguishes the ids when the box appears twice (desktop bar and mobile row). */
  idPrefix?: string;
  className?: string;
};

/**
 * The header's product search (api-contract §3.3 `GET /products/search`): suggestions appear as the
 * user types (≥ 1 character, 250 ms after the last key), up to 10 products with image, name and
 * price. ↑/↓ move through them and 'Xem tất cả kết quả', Enter opens the highlighted product or the
 * search page (`/search?q=…`), Esc closes the list. Plain React (the header is on `/`).
 */
export function HeaderSearch({ idPrefix = 'header-search', className }: HeaderSearchProps) {
  const navigate = useNavigate();
  const location = useLocation();
  // From the prefix, not useId: the server-rendered input keeps the id it was rendered with, and useId can differ
  // between the server's tree and the client's, leaving aria-controls naming no list (issue 25).
  const listId = `${idPrefix}-list`;
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const term = query.trim();
  const debounced = useDebounced(term, SEARCH_DEBOUNCE_MS);
  // Open for one location (navigating closes the list); the highlight belongs to one set of suggestions.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === location.key;
  const setOpen = (open: boolean) => setOpenAt(open ? location.key : null);
  const [activeFor, setActiveFor] = useState({ term: '', index: -1 });
  const active = activeFor.term === debounced ? activeFor.index : -1;
  const setActive = (index: number) => setActiveFor({ term: debounced, index });
  const { data, isFetching, isError } = useSearchSuggestionsQuery(debounced, {
    skip: debounced.length < 1,
  });
  const products =
    term.length > 0 && debounced.length > 0 ? (data ?? []).slice(0, SEARCH_SUGGESTION_COUNT) : [];
  const isWaiting = term.length > 0 && (term !== debounced || isFetching);
  const showList = isOpen && term.length > 0;
  /** Products first, then the 'see all' entry. */
  const optionCount = products.length + 1;
  const seeAllIndex = products.length;
  // Typed before the page was live: searched for, with its suggestions if the box still has the focus.
  useTypedBeforeLive(input, '', (typed) => {
    setQuery(typed);
    if (document.activeElement === input.current) setOpenAt(location.key);
  });

  // A click outside closes the list.
  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  const openProduct = (product: ProductSummary) => {
    setOpen(false);
    input.current?.blur();
    void navigate(paths.shop.productDetail.getHref(product.slug));
  };

  const openSearchPage = () => {
    if (!term) return;
    setOpen(false);
    input.current?.blur();
    void navigate(searchPageHref(term));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const product = active >= 0 && active < products.length ? products[active] : undefined;
    if (showList && product) openProduct(product);
    else openSearchPage();
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!term) return;
      event.preventDefault();
      if (!showList) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : seeAllIndex);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = active === -1 ? (step === 1 ? 0 : optionCount - 1) : active + step;
      setActive(next < 0 || next >= optionCount ? -1 : next);
    } else if (event.key === 'Escape') {
      if (showList) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
    }
  };

  const optionId = (index: number) => `${idPrefix}-option-${index}`;
  const statusText =
    isWaiting && products.length === 0
      ? 'Đang tìm kiếm...'
      : isError && !isWaiting
        ? 'Không tải được gợi ý, vui lòng thử lại.'
        : products.length === 0 && !isWaiting
          ? `Không tìm thấy sản phẩm phù hợp với “${term}”`
          : null;

  return (
    <form
      ref={root}
      role="search"
      className={`${styles.search} ${className ?? ''}`}
      onSubmit={onSubmit}
      aria-label="Tìm kiếm sản phẩm"
    >
      <div className={styles.box}>
        <label htmlFor={idPrefix} className="visually-hidden">
          Tìm kiếm sản phẩm
        </label>
        <input
          ref={input}
          id={idPrefix}
          className={styles.input}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder="Tìm sữa rửa mặt, kem chống nắng, serum..."
          value={query}
          maxLength={100}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {isWaiting && <LoadingIcon className={styles.spinner} />}
        <button type="submit" className={styles.button} aria-label="Tìm kiếm">
          <SearchIcon />
        </button>
      </div>
      {showList && (
        <div className={styles.panel}>
          <div className={statusText ? styles.status : 'visually-hidden'} role="status" aria-live="polite">
            {statusText ?? `${products.length} sản phẩm gợi ý`}
          </div>
          <ul id={listId} role="listbox" aria-label="Gợi ý sản phẩm" className={styles.list}>
            {products.map((product, index) => {
              const hasDiscount = product.finalPrice < product.price;
              return (
                <li
                  key={product._id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={active === index}
                  className={`${styles.option} ${active === index ? styles.optionActive : ''}`}
                  onPointerDown={(event) => event.preventDefault()}
                  onClick={() => openProduct(product)}
                  onMouseEnter={() => setActive(index)}
                >
                  <img src={product.mainImage.url} alt="" className={styles.thumb} loading="lazy" />
                  <span className={styles.info}>
                    <span className={styles.name}>{product.name}</span>
                    <span className={styles.brand}>{product.brand.name}</span>
                  </span>
                  <span className={styles.prices}>
                    <span className={styles.price}>{formatVnd(product.finalPrice)}</span>
                    {hasDiscount && <s className={styles.listPrice}>{formatVnd(product.price)}</s>}
                  </span>
                </li>
              );
            })}
            <li
              id={optionId(seeAllIndex)}
              role="option"
              aria-selected={active === seeAllIndex}
              className={`${styles.option} ${styles.seeAll} ${active === seeAllIndex ? styles.optionActive : ''}`}
              onPointerDown={(event) => event.preventDefault()}
              onClick={openSearchPage}
              onMouseEnter={() => setActive(seeAllIndex)}
            >
              <SearchIcon /> Xem tất cả kết quả cho “{term}”
            </li>
          </ul>
        </div>
      )}
    </form>
  );
}
