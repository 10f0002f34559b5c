import { Link } from 'react-router';
import { UI_TEXT } from '@lumi/shared';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ArrowLeftIcon } from '@/components/icons';
import { prefetchLoader } from '@/lib/prefetch';
import styles from './not-found.module.css';

/** Any unknown path (spec §2 "Other screens"). */
export default function NotFoundRoute() {
  return (
    <>
      <PageTitle title="Không tìm thấy trang" />
      <section className={styles.page} aria-labelledby="not-found-title">
        <div className={styles.content}>
          <div className={styles.code} aria-hidden="true">
            404
          </div>
          <h1 id="not-found-title" className={styles.title}>
            {UI_TEXT.notFoundTitle}
          </h1>
          <p className={styles.text}>{UI_TEXT.notFoundBody}</p>
          <Link to={paths.shop.home.getHref()} className={styles.button}>
            <ArrowLeftIcon /> {UI_TEXT.notFoundButton}
          </Link>
        </div>
      </section>
    </>
  );
}

/** A server-rendered unknown address answers 404 (ADR 0025). */
export const loader = prefetchLoader(async () => ({ notFound: true }));
