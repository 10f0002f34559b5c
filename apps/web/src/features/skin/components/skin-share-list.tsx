import { Button } from 'antd';
import { Link } from 'react-router';
import { formatDate, titledDoctorName, type SkinShare } from '@lumi/shared';
import { paths } from '@/config/paths';
import { useSkinShareToggle } from '../hooks/use-skin-record';
import styles from './skin.module.css';

/** The bookings whose doctor reads the record, each with 'Ngừng chia sẻ' (at once, no confirmation to undo). */
export function SkinShareList({ shares }: { shares: readonly SkinShare[] }) {
  const { setShared, pendingId } = useSkinShareToggle();
  if (shares.length === 0)
    return (
      <p className={styles.muted}>
        Bạn chưa chia sẻ hồ sơ da với bác sĩ nào. Bạn có thể bật chia sẻ trên trang chi tiết của một lịch
        khám.
      </p>
    );
  return (
    <ul className={styles.list} aria-label="Lịch khám đang được chia sẻ hồ sơ da">
      {shares.map((share) => (
        <li key={share.booking._id} className={styles.share}>
          <div className={styles.shareText}>
            <strong>{titledDoctorName(share.doctor.name)}</strong>
            <span className={styles.noteMeta}>
              Lịch khám{' '}
              <Link to={paths.booking.bookingDetail.getHref(share.booking._id)}>{share.booking.code}</Link> ·
              Ngày khám {formatDate(share.booking.startAt)}
            </span>
          </div>
          <Button
            loading={pendingId === share.booking._id}
            onClick={() => void setShared(share.booking._id, false)}
          >
            Ngừng chia sẻ
          </Button>
        </li>
      ))}
    </ul>
  );
}
