import { Skeleton, Switch } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Booking, BookingStatus } from '@lumi/shared';
import { ACCOUNT_TABS, paths } from '@/config/paths';
import { useGetSkinRecordQuery } from '@/lib/skin-api';
import { useSkinShareToggle } from '../hooks/use-skin-record';
import styles from './skin.module.css';

/** A booking whose doctor may still read the record (a cancelled or missed visit may not). */
const SHAREABLE: readonly BookingStatus[] = ['pending', 'confirmed', 'completed'];

/** The booking page's 'Hồ sơ da' card: the customer shares their skin record with this booking's doctor. */
export function BookingSkinShare({ booking }: { booking: Pick<Booking, '_id' | 'status'> }) {
  if (!SHAREABLE.includes(booking.status)) return null;
  return <ShareCard bookingId={booking._id} />;
}

function ShareCard({ bookingId }: { bookingId: string }) {
  const { data, isLoading } = useGetSkinRecordQuery();
  const { setShared, pendingId } = useSkinShareToggle();
  const titleId = useId();
  const switchId = useId();
  const isShared = data?.shares.some((share) => share.booking._id === bookingId) ?? false;

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        Hồ sơ da
      </h2>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <>
          <div className={styles.switchRow}>
            <Switch
              id={switchId}
              checked={isShared}
              disabled={!data}
              loading={pendingId === bookingId}
              onChange={(checked) => void setShared(bookingId, checked)}
            />
            <label htmlFor={switchId}>Chia sẻ hồ sơ da với bác sĩ</label>
          </div>
          <p className={styles.muted}>
            Khi bật, bác sĩ của lịch khám này xem được kết quả trắc nghiệm da và ghi chú của các bác sĩ cho
            đến khi bạn ngừng chia sẻ. Bạn có thể tắt bất cứ lúc nào.
          </p>
          {data && !data.profile && (
            <p className={styles.muted}>
              Bạn chưa làm trắc nghiệm da.{' '}
              <Link to={paths.shop.account.getHref({ tab: ACCOUNT_TABS.skin })}>
                Làm trắc nghiệm (khoảng 90 giây)
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
