import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toSearchParams, updateFilters, type ListFilters, type ListQueryCodec } from '@/lib/list-query';

/**
 * A list's filters kept in the address. Changes replace the history entry, except moving between
 * pages, which adds one. Parameters the codec does not know (e.g. `edit`) are kept as they are.
 */
export function useListFilters<F extends ListFilters>(
  codec: ListQueryCodec<F>,
): [F, (change: Partial<F>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => codec.parse(new URLSearchParams(query)), [codec, query]);

  const change = useCallback(
    (update: Partial<F>) => {
      const next = updateFilters(filters, update, codec.defaults);
      const nextParams = toSearchParams(next, codec.defaults);
      const current = new URLSearchParams(query);
      for (const [key, value] of current) {
        if (!(key in codec.defaults)) nextParams.set(key, value);
      }
      if (nextParams.toString() === query) return;
      const onlyPage = Object.keys(update).every((key) => key === 'page');
      setSearchParams(nextParams, { replace: !onlyPage });
    },
    [codec, filters, query, setSearchParams],
  );

  return [filters, change];
}
