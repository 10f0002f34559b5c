import type { RealtimeKind } from './types';
import { useConnectionState } from './hooks';
import styles from './reconnecting-notice.module.css';

export const RECONNECTING_TEXT = 'Đang kết nối lại…';

/**
 * 'Đang kết nối lại…' while that kind's socket is reconnecting (spec §9 back-off), nothing otherwise. Inline by
 * default (a chat window's header); `floating` pins it over the page's top edge (the layouts), so it never
 * moves the page. Plain CSS: the shop's first pages render without antd.
 */
export function ReconnectingNotice({ kind, floating = false }: { kind: RealtimeKind; floating?: boolean }) {
  const state = useConnectionState(kind);
  if (state !== 'reconnecting') return null;
  return (
    <span role="status" className={floating ? `${styles.pill} ${styles.floating}` : styles.pill}>
      <span className={styles.ring} aria-hidden="true" />
      {RECONNECTING_TEXT}
    </span>
  );
}
