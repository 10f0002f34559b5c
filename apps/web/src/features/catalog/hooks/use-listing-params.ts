import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  clearListingFilters,
  parseListingParams,
  toListingSearchParams,
  updateListingParams,
  type ListingParams,
} from '../utils/listing-params';
import { useSkinMatch, type SkinMatch } from './use-skin-match';

export type ListingParamsControls = {
  params: ListingParams;
  /** Changes filters / sort / page; anything but the page goes back to page 1. */
  update: (change: Partial<ListingParams>) => void;
  setPage: (page: number) => void;
  /** Removes every filter (sort kept). */
  clearFilters: () => void;
  /** 'Phù hợp với da tôi': the customer's record; `skin.flags` go into the request as `avoid`. */
  skin: SkinMatch;
};

/**
 * A product listing's page, size, price band, brands, rating, categories, tags, skin filters and sort, kept in the
 * address so a reload, a shared link or the back button shows the same view. Filter changes replace
 * the history entry; moving between pages adds one (the back button returns to the previous page).
 * 'Phù hợp với da tôi' (`forMySkin=1`) counts as on only for a customer whose skin record avoids something: a
 * visitor opening such a link sees the switch off (and the list as the server rendered it for a guest).
 */
export function useListingParams(): ListingParamsControls {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const asked = useMemo(() => parseListingParams(new URLSearchParams(query)), [query]);
  const skin = useSkinMatch(asked.forMySkin);
  const params = useMemo(
    () => (asked.forMySkin === skin.isOn ? asked : { ...asked, forMySkin: skin.isOn }),
    [asked, skin.isOn],
  );

  const apply = useCallback(
    (next: ListingParams, onlyPage: boolean) => {
      const nextQuery = toListingSearchParams(next, new URLSearchParams(query));
      if (nextQuery.toString() === query) return;
      // The list scrolls itself into view on a page change; filters keep the shopper where they are.
      setSearchParams(nextQuery, { replace: !onlyPage, preventScrollReset: true });
    },
    [query, setSearchParams],
  );

  const update = useCallback(
    (change: Partial<ListingParams>) => {
      const onlyPage = Object.keys(change).every((key) => key === 'page');
      apply(updateListingParams(params, change), onlyPage);
    },
    [apply, params],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  const clearFilters = useCallback(() => apply(clearListingFilters(params), false), [apply, params]);

  return { params, update, setPage, clearFilters, skin };
}
