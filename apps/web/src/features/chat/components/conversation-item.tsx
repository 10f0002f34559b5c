import { Badge } from 'antd';
import type { Conversation, Participant } from '@lumi/shared';
import { formatRelativeTime } from '@/lib/relative-time';
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

/** A row of a contact or conversation list: picture with the online dot, name, last message, unread badge. */
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
  return (
    <li>
      <button
        type="button"
        className={[styles.item, isActive ? styles.itemActive : '', unread > 0 ? styles.itemUnread : ''].join(
          ' ',
        )}
        aria-current={isActive ? 'true' : undefined}
        aria-label={`${participantTitle(participant)}${unread > 0 ? `, ${unread} tin nhắn chưa đọc` : ''}`}
        onClick={onSelect}
      >
        <ParticipantAvatar participant={participant} size={42} />
        <span className={styles.itemBody}>
          <span className={styles.itemTop}>
            <span className={styles.itemName}>{participantTitle(participant)}</span>
            {when && (
              <time className={styles.itemTime} dateTime={when}>
                {formatRelativeTime(when)}
              </time>
            )}
          </span>
          {preview ? (
            <span className={styles.itemPreview}>{preview}</span>
          ) : (
            subtitle && <span className={styles.itemSub}>{subtitle}</span>
          )}
          {conversation?.isActive === false && <span className={styles.itemSub}>Đã đóng</span>}
        </span>
        {unread > 0 && <Badge count={unread} overflowCount={99} />}
      </button>
    </li>
  );
}
