import { useChatMe } from '../hooks/use-chat-me';
import { useChatSync } from '../hooks/use-chat-sync';
import { useUnreadTotal } from '../hooks/use-unread-total';
import styles from './chat-unread-badge.module.css';

/**
 * The unread total of a staff member's or a doctor's conversations, as a small count next to the 'Tin nhắn'
 * menu item (nothing when there is none). It also keeps that kind's chat caches live while mounted.
 */
export function ChatUnreadBadge({ as }: { as: 'admin' | 'doctor' }) {
  const myId = useChatMe(as);
  useChatSync(as, myId);
  const total = useUnreadTotal(as, myId);
  if (total === 0) return null;
  return (
    <span className={styles.badge} aria-label={`${total} tin nhắn chưa đọc`}>
      {total > 99 ? '99+' : total}
    </span>
  );
}
