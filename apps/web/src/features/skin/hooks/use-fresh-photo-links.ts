import { useCallback, useEffect } from 'react';

/** A diary photo's signed link lasts about an hour: coming back after half of it asks for fresh links. */
export const PHOTO_LINKS_STALE_MS = 30 * 60_000;
/** A photo that fails to load asks for fresh links, at most once a minute (a photo gone for good does not loop). */
const RETRY_AFTER_MS = 60_000;

type LinkedQuery = {
  /** When the answer holding the links arrived (RTK Query's `fulfilledTimeStamp`). */
  fulfilledTimeStamp?: number | undefined;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * Keeps the diary photos' signed links (`/api/v1/skin/photos/…`, about an hour) usable: the query is fetched again
 * when the page is shown or focused after a long while, and when a photo fails to load (its link ran out). Answers
 * the handler for the photos' `onError`.
 */
export function useFreshPhotoLinks({ fulfilledTimeStamp, isFetching, refetch }: LinkedQuery): () => void {
  const refetchOlderThan = useCallback(
    (age: number) => {
      if (fulfilledTimeStamp === undefined || isFetching) return;
      if (Date.now() - fulfilledTimeStamp > age) refetch();
    },
    [fulfilledTimeStamp, isFetching, refetch],
  );

  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') refetchOlderThan(PHOTO_LINKS_STALE_MS);
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [refetchOlderThan]);

  return useCallback(() => refetchOlderThan(RETRY_AFTER_MS), [refetchOlderThan]);
}
