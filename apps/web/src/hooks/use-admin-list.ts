import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Pagination } from '@lumi/shared';
import { toSearchParams, updateFilters, type ListFilters, type ListQueryCodec } from '@/lib/list-query';

export type AdminList<F extends ListFilters> = {
  filters: F;
  changeFilters: (change: Partial<F>) => void;
  /** For a table's pager: a new page size starts again from page 1, otherwise the page moves. */
  changePage: (page: number, pageSize: number) => void;
};

/**
 * A list's filters kept in the address. Changes replace the history entry, except moving between
 * pages, which adds one. Parameters the codec does not know (e.g. `edit`) are kept as they are.
 */
export function useAdminList<F extends ListFilters>(codec: ListQueryCodec<F>): AdminList<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => codec.parse(new URLSearchParams(query)), [codec, query]);

  const changeFilters = useCallback(
    (update: Partial<F>) => {
      const next = updateFilters(filters, update, codec.defaults);
      const nextParams = toSearchParams(next, codec.defaults);
      for (const [key, value] of new URLSearchParams(query)) {
        if (!(key in codec.defaults)) nextParams.set(key, value);
      }
      if (nextParams.toString() === query) return;
      const onlyPage = Object.keys(update).every((key) => key === 'page');
      setSearchParams(nextParams, { replace: !onlyPage });
    },
    [codec, filters, query, setSearchParams],
  );

  const changePage = useCallback(
    (page: number, pageSize: number) =>
      changeFilters((pageSize !== filters.pageSize ? { pageSize } : { page }) as Partial<F>),
    [changeFilters, filters.pageSize],
  );

  return { filters, changeFilters, changePage };
}

/**
 * A page past the end (the last row of the last page went away, or an old link): go to the last one.
 * `rows` is what the answer holds; an answer still showing rows is an older page's, not this one's.
 */
export function useLastPageClamp<F extends ListFilters>(
  list: AdminList<F>,
  answer: { pagination: Pagination; rows: readonly unknown[] } | undefined,
): void {
  const { filters, changeFilters } = list;
  const totalPage = answer?.pagination.totalPage ?? 0;
  const isEmpty = answer !== undefined && answer.rows.length === 0;
  useEffect(() => {
    if (isEmpty && totalPage > 0 && filters.page > totalPage)
      changeFilters({ page: totalPage } as Partial<F>);
  }, [isEmpty, totalPage, filters.page, changeFilters]);
}

/**
 * Rows whose action is being saved (a switch spins, a delete button waits). `run` marks the key for
 * the task's lifetime; a failure is left to the API layer, which already shows the server's message.
 */
export function useBusyRows(): {
  busyIds: ReadonlySet<string>;
  run: (key: string, task: () => Promise<unknown>) => Promise<void>;
} {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const mark = useCallback((key: string, busy: boolean) => {
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  const run = useCallback(
    async (key: string, task: () => Promise<unknown>) => {
      mark(key, true);
      try {
        await task();
      } catch {
        // The API layer shows the server's message.
      } finally {
        mark(key, false);
      }
    },
    [mark],
  );

  return { busyIds, run };
}
