import { Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import {
  WAITLIST_OFFER_STATUS_LABELS,
  WAITLIST_STATUS_LABELS,
  formatDateTime,
  formatWeekdayDate,
  toLocalDate,
  waitlistOfferLink,
  waitlistWindowLabel,
  type WaitlistEntry,
  type WaitlistOffer,
  type WaitlistOfferStatus,
  type WaitlistStatus,
} from '@lumi/shared';
import { BellIcon, CalendarIcon, ClockCircleIcon, MedicineBoxIcon } from '@/components/icons';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useAppSelector } from '@/lib/store';
import { useGetMyWaitlistQuery, useLeaveWaitlistMutation } from '../api/booking-api';
import { doctorTitle } from '../utils/format';
import { SignInGate, type AuthModalComponent } from './sign-in-gate';
import styles from './booking.module.css';

const ENTRY_COLORS: Record<WaitlistStatus, string> = {
  waiting: 'processing',
  booked: 'success',
  left: 'default',
  expired: 'default',
};
const OFFER_COLORS: Record<WaitlistOfferStatus, string> = {
  open: 'green',
  booked: 'success',
  taken: 'orange',
  expired: 'default',
  closed: 'default',
};

/** `/booking-waitlist` (issue 30): the customer's waits for full days, the slots offered, leaving a wait. */
export function WaitlistPage({ AuthModal }: { AuthModal: AuthModalComponent }) {
  return (
    <SignInGate AuthModal={AuthModal}>
      <PageTitle clinic title="Danh sách chờ" />
      <div className={styles.page}>
        <div className={styles.container}>
          <h1 className={styles.heading}>Danh sách chờ</h1>
          <div className={styles.card}>
            <p className={styles.muted} style={{ marginTop: 0 }}>
              Khi một ngày khám đã kín lịch, bạn có thể vào danh sách chờ. Có người hủy hoặc đổi lịch, chúng
              tôi báo ngay qua chuông thông báo và email; người đặt trước sẽ nhận giờ trống.
            </p>
            <Waitlist />
          </div>
        </div>
      </div>
    </SignInGate>
  );
}

function Waitlist() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const { data, isFetching, error } = useGetMyWaitlistQuery(undefined, {
    skip: !isAuthenticated,
    refetchOnMountOrArgChange: true,
  });
  if (!isAuthenticated)
    return (
      <Empty description="Vui lòng đăng nhập để xem danh sách chờ">
        <Link to={paths.booking.doctors.getHref()}>Tìm bác sĩ để đặt lịch</Link>
      </Empty>
    );
  if (!data && isFetching) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (error) return <p role="alert">{getErrorMessage(error)}</p>;
  if (!data || data.length === 0)
    return (
      <Empty description="Bạn chưa chờ lịch khám nào">
        <Link to={paths.booking.doctors.getHref()}>Tìm bác sĩ để đặt lịch</Link>
      </Empty>
    );
  return (
    <ul className={styles.bookingList} aria-busy={isFetching} aria-label="Các ngày đang chờ">
      {data.map((entry) => (
        <li key={entry._id} className={`${styles.card} ${styles.bookingCard}`}>
          <WaitlistCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function WaitlistCard({ entry }: { entry: WaitlistEntry }) {
  const [leave, { isLoading }] = useLeaveWaitlistMutation();
  const window = waitlistWindowLabel({ from: entry.from, to: entry.to });
  // Offers worth showing: all while waiting; once booked, the one booked.
  const offers =
    entry.status === 'waiting' ? entry.offers : entry.offers.filter((o) => o.status === 'booked');
  return (
    <article aria-label={`Chờ lịch ${doctorTitle(entry.doctor.name)}, ${formatWeekdayDate(entry.date)}`}>
      <div className={styles.bookingHead}>
        <Link to={paths.booking.doctorDetail.getHref(entry.doctor.slug)} className={styles.personName}>
          {doctorTitle(entry.doctor.name)}
        </Link>
        <Tag color={ENTRY_COLORS[entry.status]}>{WAITLIST_STATUS_LABELS[entry.status]}</Tag>
      </div>
      <div className={styles.bookingMeta} style={{ marginTop: 8 }}>
        <span className={styles.metaItem}>
          <CalendarIcon /> {formatWeekdayDate(entry.date)}
        </span>
        <span className={styles.metaItem}>
          <ClockCircleIcon /> {window}
        </span>
        <span className={styles.metaItem}>
          <MedicineBoxIcon /> {entry.clinic.name}
        </span>
      </div>
      {offers.length > 0 && (
        <ul className={styles.offerList} aria-label="Giờ trống đã báo">
          {offers.map((offer) => (
            <OfferRow key={offer._id} entry={entry} offer={offer} />
          ))}
        </ul>
      )}
      {entry.status === 'waiting' && offers.length === 0 && (
        <p className={styles.muted} style={{ margin: '8px 0 0' }}>
          <BellIcon /> Chưa có giờ trống. Chúng tôi sẽ báo ngay khi có.
        </p>
      )}
      <div className={styles.bookingFoot} style={{ marginTop: 12 }}>
        {entry.bookingId ? (
          <Link to={paths.booking.bookingDetail.getHref(entry.bookingId)}>Xem lịch đã đặt</Link>
        ) : (
          <Link to={paths.booking.doctorDetail.getHref(entry.doctor.slug, { date: entry.date })}>
            Xem lịch của bác sĩ
          </Link>
        )}
        {entry.status === 'waiting' && (
          <Popconfirm
            title="Rời danh sách chờ?"
            description="Bạn sẽ không được báo khi có giờ trống của ngày này."
            okText="Rời danh sách"
            cancelText="Ở lại"
            onConfirm={async () => {
              const result = await leave(entry._id);
              if ('data' in result) notify.success('Đã rời danh sách chờ');
            }}
          >
            <Button danger loading={isLoading}>
              Rời danh sách chờ
            </Button>
          </Popconfirm>
        )}
      </div>
    </article>
  );
}

/** '23:02' today, '00:30 01/12/2026' on another day. */
function holdUntil(expiresAt: string): string {
  const when = formatDateTime(expiresAt);
  return toLocalDate(expiresAt) === toLocalDate(new Date())
    ? when.slice(11)
    : `${when.slice(11)} ${when.slice(0, 10)}`;
}

function OfferRow({ entry, offer }: { entry: WaitlistEntry; offer: WaitlistOffer }) {
  return (
    <li className={styles.offer}>
      <span className={styles.offerTime}>
        {offer.startTime} - {offer.endTime}
      </span>
      {offer.status === 'open' ? (
        <>
          <span className={styles.muted}>Giữ đến {holdUntil(offer.expiresAt)}</span>
          <Link
            className={styles.offerBook}
            to={waitlistOfferLink(entry.doctor.slug, offer.date, offer.startTime)}
          >
            Đặt ngay
          </Link>
        </>
      ) : (
        <Tag color={OFFER_COLORS[offer.status]}>{WAITLIST_OFFER_STATUS_LABELS[offer.status]}</Tag>
      )}
    </li>
  );
}
