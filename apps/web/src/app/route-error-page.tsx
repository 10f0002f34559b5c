import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './route-error-page.module.css';

/**
 * Last-resort page when a route fails to render or its code cannot be downloaded (for example a
 * new version was deployed while the tab was open): reloading fixes both. Plain markup, so it
 * adds nothing to the first download.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const isMissingChunk =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
  if (!isMissingChunk) console.error(error);
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? 'Không tìm thấy trang' : 'Đã xảy ra lỗi';
  const text = isMissingChunk
    ? 'Lumi vừa được cập nhật phiên bản mới. Vui lòng tải lại trang để tiếp tục.'
    : 'Trang không thể hiển thị lúc này. Vui lòng tải lại trang hoặc quay về trang chủ.';
  return (
    <main className={styles.root}>
      <div className={styles.card} role="alert">
        <div className={styles.icon} aria-hidden="true">
          !
        </div>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            Tải lại trang
          </button>
          <a className={styles.secondary} href="/">
            Về trang chủ
          </a>
        </div>
      </div>
    </main>
  );
}
