import { changeAgainst, describeChange, formatChange } from '../utils/change';
import styles from './admin-stats.module.css';

/** '▲ 12,5% so với tháng 10/2026' under a card's figure: green up, red down. */
export function StatChange({ now, before, against }: { now: number; before: number; against: string }) {
  const change = changeAgainst(now, before);
  return (
    <span className={styles.change} data-testid="stat-change">
      <span
        className={`${styles.changeValue} ${styles[change.direction]}`}
        aria-label={describeChange(change)}
      >
        {formatChange(change)}
      </span>
      <span className={styles.changeNote}>so với {against}</span>
    </span>
  );
}
