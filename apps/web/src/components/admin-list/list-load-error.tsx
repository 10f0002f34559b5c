import styles from './admin-list.module.css';

type ListLoadErrorProps = {
  /** The list query's state: the notice shows once a failed load has settled. */
  query: { isError: boolean; isFetching: boolean; refetch: () => unknown };
  /** What could not be loaded, e.g. 'Không thể tải danh sách thương hiệu.' */
  message: string;
  /** A screen's own colours, replacing the default ones. */
  classNames?: { error?: string | undefined; retry?: string | undefined };
};

/** A failed list load, with 'Thử lại' to ask again. */
export function ListLoadError({ query, message, classNames }: ListLoadErrorProps) {
  if (!query.isError || query.isFetching) return null;
  return (
    <div className={classNames?.error ?? styles.error} role="alert">
      {message}{' '}
      <button
        type="button"
        className={classNames?.retry ?? styles.retry}
        onClick={() => void query.refetch()}
      >
        Thử lại
      </button>
    </div>
  );
}
