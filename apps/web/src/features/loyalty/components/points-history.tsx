import { Empty, Pagination, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, pointsText, POINT_ENTRY_KIND_LABELS, type PointEntry } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useIsPhone } from '@/hooks/use-is-phone';
import { useGetMyPointEntriesQuery } from '@/lib/loyalty-api';
import { LoadError } from './load-error';
import styles from './loyalty.module.css';

export const POINT_ENTRIES_PAGE_SIZE = 10;

/** '+125 điểm', '−500 điểm' (a real minus sign), '0 điểm'. */
export function signedPointsText(points: number): string {
  if (points > 0) return `+${pointsText(points)}`;
  if (points < 0) return `−${pointsText(-points)}`;
  return pointsText(0);
}

function EntryRow({ entry }: { entry: PointEntry }) {
  const sign = entry.points > 0 ? styles.plus : entry.points < 0 ? styles.minus : undefined;
  return (
    <li className={styles.entry}>
      <div className={styles.entryMain}>
        <span className={styles.entryKind}>{POINT_ENTRY_KIND_LABELS[entry.kind]}</span>
        <time className={styles.muted} dateTime={entry.createdAt}>
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      <div className={styles.entryOrder}>
        {entry.order && (
          <>
            Đơn hàng{' '}
            <Link className={styles.orderLink} to={paths.shop.orderDetail.getHref(entry.order._id)}>
              {entry.order.code}
            </Link>
          </>
        )}
      </div>
      <div className={[styles.entryPoints, sign].filter(Boolean).join(' ')}>
        {signedPointsText(entry.points)}
      </div>
      <div className={styles.entryBalance}>{`Số dư: ${pointsText(entry.balanceAfter)}`}</div>
    </li>
  );
}

/** 'Lịch sử điểm': every change of the balance, newest first, a page at a time. */
export function PointsHistory() {
  const [page, setPage] = useState(1);
  const isPhone = useIsPhone();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // `data` keeps the page shown while the next one loads (dimmed by aria-busy).
  const { data, error, isError, isFetching, refetch } = useGetMyPointEntriesQuery({
    page,
    pageSize: POINT_ENTRIES_PAGE_SIZE,
  });

  const goTo = (next: number) => {
    setPage(next);
    titleRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  let body;
  if (isError && !isFetching) {
    body = <LoadError title="Không tải được lịch sử điểm." error={error} onRetry={() => void refetch()} />;
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 5 }} />;
  } else if (data.items.length === 0 && data.pagination.totalItems === 0) {
    body = (
      <Empty
        className={styles.empty}
        description="Bạn chưa có điểm thưởng nào. Mỗi đơn hàng giao thành công đều được cộng điểm."
      >
        <Link to={paths.shop.home.getHref()}>Mua sắm ngay</Link>
      </Empty>
    );
  } else {
    body = (
      <ul className={styles.entries} aria-busy={isFetching}>
        {data.items.map((entry) => (
          <EntryRow key={entry._id} entry={entry} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="points-history-title">
      <h3 id="points-history-title" ref={titleRef} className={styles.sectionTitle}>
        Lịch sử điểm
      </h3>
      {body}
      {data && data.pagination.totalItems > POINT_ENTRIES_PAGE_SIZE && (
        <Pagination
          className={styles.pagination}
          current={page}
          pageSize={POINT_ENTRIES_PAGE_SIZE}
          total={data.pagination.totalItems}
          showSizeChanger={false}
          simple={isPhone}
          onChange={goTo}
        />
      )}
    </section>
  );
}
