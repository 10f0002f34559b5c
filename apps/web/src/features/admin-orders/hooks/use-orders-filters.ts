import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyOrdersChange,
  parseOrdersFilters,
  toOrdersSearchParams,
  type OrdersFilters,
} from '../utils/orders-query';

/**
 * The order list's filters kept in the address. Changes replace the history entry, except moving
 * between pages, which adds one.
 */
export function useOrdersFilters(): [OrdersFilters, (change: Partial<OrdersFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => parseOrdersFilters(new URLSearchParams(query)), [query]);

  const change = useCallback(
    (update: Partial<OrdersFilters>) => {
      const next = toOrdersSearchParams(applyOrdersChange(filters, update));
      if (next.toString() === query) return;
      const onlyPage = Object.keys(update).every((key) => key === 'page');
      setSearchParams(next, { replace: !onlyPage });
    },
    [filters, query, setSearchParams],
  );

  return [filters, change];
}
