import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseAccountsQuery,
  toAccountsSearchParams,
  updateAccountsFilters,
  type AccountsFilters,
} from '../utils/accounts-query';

/**
 * The accounts list's filters live in the address (`?search&role&page&pageSize`), so a reload, a
 * shared link or the back button shows the same list. Changes replace the history entry, except
 * moving between pages, which adds one.
 */
export function useAccountsFilters(): [AccountsFilters, (change: Partial<AccountsFilters>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => parseAccountsQuery(new URLSearchParams(query)), [query]);

  const change = useCallback(
    (update: Partial<AccountsFilters>) => {
      const next = updateAccountsFilters(filters, update);
      const nextQuery = toAccountsSearchParams(next);
      if (nextQuery.toString() === query) return;
      const onlyPage = Object.keys(update).every((key) => key === 'page');
      setSearchParams(nextQuery, { replace: !onlyPage });
    },
    [filters, query, setSearchParams],
  );

  return [filters, change];
}
