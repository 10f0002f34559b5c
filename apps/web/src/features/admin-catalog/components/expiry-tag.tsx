import { Tag } from 'antd';
import { formatLocalDate } from '@lumi/shared';
import { daysUntil } from '../utils/expiry';
import styles from './catalog.module.css';

type ExpiryCellProps = {
  expiry: string;
  isExpired: boolean;
  isAlmostExpired: boolean;
};

/** The expiry date with 'Đã hết hạn' (red) or 'Sắp hết hạn' and the days left (amber) when it applies. */
export function ExpiryCell({ expiry, isExpired, isAlmostExpired }: ExpiryCellProps) {
  const days = daysUntil(expiry);
  const expired = isExpired || days < 0;
  return (
    <span className={styles.expiry}>
      <span>{formatLocalDate(expiry)}</span>
      {expired ? (
        <Tag color="error" variant="filled">
          Đã hết hạn
        </Tag>
      ) : isAlmostExpired ? (
        <>
          <Tag color="warning" variant="filled">
            Sắp hết hạn
          </Tag>
          <span className={styles.secondary}>{days === 0 ? 'Hết hạn hôm nay' : `Còn ${days} ngày`}</span>
        </>
      ) : null}
    </span>
  );
}
