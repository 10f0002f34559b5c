import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { toListSearchParams, updateListView, type ListCodec } from '../utils/list-params';

export type ListViewControls<P extends { page: number }> = {
  view: P;
  /** Changes filters or the page; anything but the page goes back to page 1. */
  update: (change: Partial<P>) => void;
  /** Removes every filter. */
  clear: () => void;
  /** The address of another page of the same view ('?specialties=Mụn&page=2'; page 1 has no `page`). */
  pageHref: (page: number) => string;
};

/**
 * A list's filters and page, kept in the address. Filter changes replace the history entry; moving to another
 * page adds one, so the back button returns to the previous page.
 */
export function useListView<P extends { page: number }>(codec: ListCodec<P>): ListViewControls<P> {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const view = useMemo(() => codec.parse(new URLSearchParams(query)), [codec, query]);

  const apply = useCallback(
    (next: P, onlyPage: boolean) => {
      const nextQuery = toListSearchParams(codec, next, new URLSearchParams(query));
      if (nextQuery.toString() === query) return;
      setSearchParams(nextQuery, { replace: !onlyPage, preventScrollReset: true });
    },
    [codec, query, setSearchParams],
  );

  const update = useCallback(
    (change: Partial<P>) => {
      const onlyPage = Object.keys(change).every((key) => key === 'page');
      apply(updateListView(view, change), onlyPage);
    },
    [apply, view],
  );

  const clear = useCallback(() => apply(codec.empty, false), [apply, codec]);

  const { pathname } = useLocation();
  const pageHref = useCallback(
    (page: number) => {
      const next = toListSearchParams(codec, { ...view, page }, new URLSearchParams(query)).toString();
      return next ? `${pathname}?${next}` : pathname;
    },
    [codec, view, query, pathname],
  );

  return { view, update, clear, pageHref };
}
