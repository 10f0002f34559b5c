import { groupThousands } from '@lumi/shared';
import type { StockAlertTotals } from '../utils/stock-alerts';
import styles from './admin-stock-alerts.module.css';

/** The figures over every product: customers waiting, told it came back, who bought, and the share who bought. */
export function StockAlertsSummary({ totals }: { totals: StockAlertTotals }) {
  const items = [
    { label: 'Khách đang chờ', value: groupThousands(totals.waiting) },
    { label: 'Đã báo có hàng', value: groupThousands(totals.notified) },
    { label: 'Đã mua sau khi báo', value: groupThousands(totals.bought) },
    {
      label: 'Tỷ lệ mua sau khi báo',
      value: totals.boughtPercent === null ? '—' : `${totals.boughtPercent}%`,
    },
  ];
  return (
    <ul className={styles.summary} aria-label="Tổng quan khách chờ hàng">
      {items.map((item) => (
        <li key={item.label} className={styles.summaryItem}>
          {item.label}: <strong className={styles.figure}>{item.value}</strong>
        </li>
      ))}
    </ul>
  );
}
