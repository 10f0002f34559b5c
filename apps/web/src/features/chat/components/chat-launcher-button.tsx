import { chatWidget } from '../utils/chat-widget-store';
import styles from './chat.module.css';

/** The floating chat button itself: plain React, shared by the launcher and its lazy stand-in. */
export function ChatLauncherButton({ unread, isOpen }: { unread: number; isOpen: boolean }) {
  return (
    <button
      type="button"
      className={styles.launcher}
      aria-label={unread > 0 ? `Trò chuyện, ${unread} tin nhắn chưa đọc` : 'Trò chuyện'}
      aria-expanded={isOpen}
      aria-haspopup="dialog"
      onClick={chatWidget.toggle}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.7A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
        <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeLinecap="round" strokeWidth="2.6" />
      </svg>
      {unread > 0 && <span className={styles.launcherBadge}>{unread > 99 ? '99+' : unread}</span>}
    </button>
  );
}
