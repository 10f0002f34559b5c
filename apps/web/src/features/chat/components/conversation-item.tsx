import { Badge } from 'antd';
import { useId } from 'react';
import type { Conversation, Participant } from '@lumi/shared';
import { formatRelativeTime } from '@/lib/relative-time';
import { useIsOnline } from '@/realtime';
import { previewOf } from '../utils/chat-format';
import { ParticipantAvatar, participantSubtitle, participantTitle } from './participant-avatar';
import styles from './chat.module.css';

type ConversationItemProps = {
  participant: Participant;
  conversation: Conversation | null;
  myId: string;
  isActive?: boolean;
  onSelect: () => void;
};

/**
 * A row of a contact or conversation list: picture with the online dot, name, last message, unread badge. The row's
 * button holds only the name it is called by (with the unread count, its accessible name); its hit area covers the
 * whole row. The rest of the row describes it (issue 25: a control's name holds the text it shows).
 */
export function ConversationItem({
  participant,
  conversation,
  myId,
  isActive,
  onSelect,
}: ConversationItemProps) {
  const unread = conversation?.unreadCount ?? 0;
  const preview = conversation ? previewOf(conversation.lastMessage, myId) : '';
  const subtitle = participantSubtitle(participant);
  const when = conversation?.lastMessage?.createdAt ?? null;
  const isClosed = conversation?.isActive === false;
  const about = preview || subtitle || isClosed;
  const id = useId();
  const isOnline = useIsOnline(participant._id);
  const describedBy = [`${id}-presence`, when && `${id}-when`, about && `${id}-about`]
    .filter(Boolean)
    .join(' ');
  return (
    <li
      className={[styles.item, isActive ? styles.itemActive : '', unread > 0 ? styles.itemUnread : ''].join(
        ' ',
      )}
    >
      <ParticipantAvatar participant={participant} size={42} decorative />
      {/* Read as the button's description, not again as the text around it. */}
      <span id={`${id}-presence`} className="visually-hidden" aria-hidden="true">
        {isOnline ? 'Đang trực tuyến' : 'Ngoại tuyến'}
      </span>
      <span className={styles.itemBody}>
        <span className={styles.itemTop}>
          <button
            type="button"
            className={styles.itemButton}
            aria-current={isActive ? 'true' : undefined}
            aria-label={`${participantTitle(participant)}${unread > 0 ? `, ${unread} tin nhắn chưa đọc` : ''}`}
            aria-describedby={describedBy}
            onClick={onSelect}
          >
            <span className={styles.itemName}>{participantTitle(participant)}</span>
          </button>
          {when && (
            <time id={`${id}-when`} className={styles.itemTime} dateTime={when} aria-hidden="true">
              {formatRelativeTime(when)}
            </time>
          )}
        </span>
        {about && (
          <span id={`${id}-about`} className={styles.itemAbout} aria-hidden="true">
            {preview ? (
              <span className={styles.itemPreview}>{preview}</span>
            ) : (
              subtitle && <span className={styles.itemSub}>{subtitle}</span>
            )}
            {isClosed && <span className={styles.itemSub}>Đã đóng</span>}
          </span>
        )}
      </span>
      {unread > 0 && (
        <span aria-hidden="true">
          <Badge count={unread} overflowCount={99} />
        </span>
      )}
    </li>
  );
}
