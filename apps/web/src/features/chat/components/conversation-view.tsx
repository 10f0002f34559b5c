import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { Conversation, Message, Participant } from '@lumi/shared';
import type { AppDispatch, RootState } from '@/lib/store';
import { getErrorMessage } from '@/lib/errors';
import { ReconnectingNotice, useIsOnline } from '@/realtime';
import {
  useListMessagesInfiniteQuery,
  useMarkConversationSeenMutation,
  type ChatKind,
} from '../api/chat-api';
import { clearUnread } from '../api/chat-cache';
import { useChatSender, type OutboxItem, type SendTarget } from '../hooks/use-chat-sender';
import { useTyping } from '../hooks/use-typing';
import { formatDayLabel, sameDay } from '../utils/chat-format';
import { markConversationOpen } from '../utils/open-conversations';
import { Composer } from './composer';
import { MessageBubble } from './message-bubble';
import { ParticipantAvatar, participantSubtitle, participantTitle } from './participant-avatar';
import styles from './chat.module.css';

/** Older messages load when the list is scrolled this close to its top. */
const LOAD_OLDER_PX = 80;
/** Within this distance of the bottom, a new message keeps the list at the bottom. */
const STICK_PX = 120;

export type RenderRoutine = (routineId: string) => ReactNode;

export type ConversationViewProps = {
  as: ChatKind;
  myId: string;
  /** Who the reader talks to (header). */
  counterpart: Participant;
  /** The conversation, or null before the customer's first message to a contact. */
  conversation: Conversation | null;
  /** The customer's first message opens the conversation with this contact. */
  to?: { _id: string; kind: 'admin' | 'doctor' };
  onConversation?: (conversation: Conversation) => void;
  /** A back arrow in the header (the widget, the inbox on a phone). */
  onBack?: () => void;
  /** The back arrow only on a narrow screen, where the list and the conversation are two steps (the inbox). */
  isBackPhoneOnly?: boolean;
  /** Extra header actions (the inbox's 'Chuyển cho…', 'Đóng cuộc trò chuyện'). */
  actions?: ReactNode;
  /** The card of a routine a doctor recommended (features/routines plugs its card in here). */
  renderRoutine?: RenderRoutine;
  /** Staff cannot reply in a closed conversation until they reopen it. */
  canReplyWhenClosed?: boolean;
};

type Row = { kind: 'message'; message: Message } | { kind: 'outbox'; item: OutboxItem };

const createdAtOf = (row: Row) => (row.kind === 'message' ? row.message.createdAt : row.item.createdAt);

/**
 * One conversation (shared by the customer's widget, the support inbox and the doctor's tab): header with the
 * other side's presence, the history (newest at the bottom, older pages loaded upward with the `before`
 * cursor, scroll position kept), day separators, receipts, typing, and the composer with optimistic sending.
 * Opening it, and each new message while it is open, marks the conversation seen.
 */
export function ConversationView({
  as,
  myId,
  counterpart,
  conversation,
  to,
  onConversation,
  onBack,
  isBackPhoneOnly = false,
  actions,
  renderRoutine,
  canReplyWhenClosed = true,
}: ConversationViewProps) {
  const store = useStore<RootState>();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const conversationId = conversation?._id ?? createdId;
  const isOnline = useIsOnline(counterpart._id);

  const messagesQuery = useListMessagesInfiniteQuery(
    { conversationId: conversationId ?? '', as },
    { skip: !conversationId },
  );
  const { data, isLoading, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage } = messagesQuery;
  const [markSeen] = useMarkConversationSeenMutation();

  const target: SendTarget = conversationId
    ? { conversationId }
    : { to: to ?? { _id: counterpart._id, kind: counterpart.kind === 'doctor' ? 'doctor' : 'admin' } };
  const { outbox, send, retry, settle } = useChatSender({
    as,
    myId,
    target,
    onConversation: (created) => {
      setCreatedId(created._id);
      onConversation?.(created);
    },
  });
  const typing = useTyping(as, conversationId, counterpart._id);

  // Oldest first for display.
  const messages = useMemo(() => (data?.pages.flatMap((page) => page.data) ?? []).slice().reverse(), [data]);
  const shownIds = useMemo(() => new Set(messages.map((m) => m._id)), [messages]);
  useEffect(() => settle(shownIds), [settle, shownIds]);

  const rows: Row[] = useMemo(() => {
    const pending = outbox
      .filter((item) => !(item.message && shownIds.has(item.message._id)))
      .map((item): Row =>
        item.state === 'sent' && item.message
          ? { kind: 'message', message: item.message }
          : { kind: 'outbox', item },
      );
    return [...messages.map((message): Row => ({ kind: 'message', message })), ...pending];
  }, [messages, outbox, shownIds]);

  // ── on screen, and marked seen ──────────────────────────────────────────────
  useEffect(() => (conversationId ? markConversationOpen(conversationId) : undefined), [conversationId]);

  const newestIncoming = [...messages].reverse().find((m) => m.sender._id !== myId);
  const hasUnread =
    (conversation?.unreadCount ?? 0) > 0 || (newestIncoming !== undefined && !newestIncoming.isRead);
  const lastMarked = useRef<string | null>(null);
  useEffect(() => {
    if (!conversationId || !data || !hasUnread) return;
    const marker = newestIncoming?._id ?? `conversation:${conversationId}`;
    if (lastMarked.current === marker) return;
    if (document.visibilityState === 'hidden') return;
    lastMarked.current = marker;
    void markSeen({ conversationId, as })
      .unwrap()
      .then(() => clearUnread(store.dispatch as AppDispatch, store.getState, as, myId, conversationId))
      .catch(() => {
        lastMarked.current = null;
      });
  }, [as, conversationId, data, hasUnread, markSeen, myId, newestIncoming?._id, store]);

  // ── scrolling ────────────────────────────────────────────────────────────────
  const scroller = useRef<HTMLDivElement>(null);
  const beforeOlder = useRef<{ height: number; top: number } | null>(null);
  const wasAtBottom = useRef(true);
  const lastRowKey = rows.length > 0 ? rowKey(rows[rows.length - 1]!) : '';

  const loadOlder = () => {
    const element = scroller.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    beforeOlder.current = { height: element.scrollHeight, top: element.scrollTop };
    void fetchNextPage();
  };

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    wasAtBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
    if (element.scrollTop < LOAD_OLDER_PX) loadOlder();
  };

  // Older pages go above: the list keeps showing what it showed.
  const pageCount = data?.pages.length ?? 0;
  useLayoutEffect(() => {
    const element = scroller.current;
    const before = beforeOlder.current;
    if (!element || !before || isFetchingNextPage) return;
    beforeOlder.current = null;
    element.scrollTop = element.scrollHeight - before.height + before.top;
  }, [pageCount, isFetchingNextPage]);

  // A new last row (sent or received) keeps the list at the bottom when it was there, or when it is one's own.
  const lastIsMine =
    rows.length > 0 &&
    (rows[rows.length - 1]!.kind === 'outbox' ||
      (rows[rows.length - 1] as { message: Message }).message.sender._id === myId);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || beforeOlder.current) return;
    if (wasAtBottom.current || lastIsMine) element.scrollTop = element.scrollHeight;
  }, [lastRowKey, lastIsMine]);

  // ── rendering ──────────────────────────────────────────────────────────────────
  const lastOwn = [...messages].reverse().find((m) => m.sender._id === myId);
  const receiptOf = (message: Message) =>
    lastOwn && message._id === lastOwn._id ? (message.isRead ? 'Đã xem' : 'Đã gửi') : null;

  const isClosed = conversation?.isActive === false;
  const subtitle = participantSubtitle(counterpart);

  let body: ReactNode;
  if (conversationId && isLoading)
    body = (
      <div className={styles.empty}>
        <Spin />
      </div>
    );
  else if (conversationId && isError && messages.length === 0)
    body = (
      <div className={styles.empty} role="alert">
        {getErrorMessage(error)}
      </div>
    );
  else if (rows.length === 0)
    body = <div className={styles.empty}>Hãy gửi lời chào để bắt đầu cuộc trò chuyện.</div>;
  else
    body = rows.map((row, index) => {
      const previous = rows[index - 1];
      const at = createdAtOf(row);
      const separator =
        !previous || !sameDay(createdAtOf(previous), at) ? (
          <div className={styles.day} role="separator">
            {formatDayLabel(at)}
          </div>
        ) : null;
      return (
        <Fragment key={rowKey(row)}>
          {separator}
          {row.kind === 'message' ? (
            <MessageBubble
              content={row.message.content}
              attachments={row.message.attachments}
              createdAt={row.message.createdAt}
              isMine={row.message.sender._id === myId}
              receipt={receiptOf(row.message)}
              routine={
                row.message.routineId && renderRoutine ? renderRoutine(row.message.routineId) : undefined
              }
            />
          ) : (
            <MessageBubble
              content={row.item.content}
              attachments={row.item.attachments}
              createdAt={row.item.createdAt}
              isMine
              state={row.item.state === 'failed' ? 'failed' : 'sending'}
              error={row.item.error}
              onRetry={() => retry(row.item.clientId)}
            />
          )}
        </Fragment>
      );
    });

  return (
    <section className={styles.view} aria-label={`Trò chuyện với ${participantTitle(counterpart)}`}>
      <header className={styles.viewHead}>
        {onBack && (
          <Button
            type="text"
            className={isBackPhoneOnly ? styles.back : undefined}
            icon={<ArrowLeftOutlined />}
            aria-label="Quay lại"
            onClick={onBack}
          />
        )}
        <ParticipantAvatar participant={counterpart} />
        <div className={styles.viewWho}>
          <span className={styles.viewName}>{participantTitle(counterpart)}</span>
          <span className={styles.presence}>
            <span className={`${styles.dot} ${isOnline ? styles.dotOnline : ''}`} aria-hidden="true" />
            <span className={styles.presenceText}>
              {isOnline ? 'Đang trực tuyến' : 'Ngoại tuyến'}
              {subtitle ? ` · ${subtitle}` : ''}
            </span>
          </span>
        </div>
        {actions && <div className={styles.headActions}>{actions}</div>}
      </header>
      <div className={styles.reconnecting}>
        <ReconnectingNotice kind={as} />
      </div>
      {isClosed && <div className={styles.notice}>Cuộc trò chuyện đã được đóng.</div>}
      <div
        ref={scroller}
        className={styles.messages}
        onScroll={onScroll}
        role="log"
        aria-label="Tin nhắn"
        aria-busy={isFetchingNextPage}
        // Focusable, so that the keyboard scrolls back through the messages too.
        tabIndex={0}
      >
        {hasNextPage && (
          <Button size="small" className={styles.older} loading={isFetchingNextPage} onClick={loadOlder}>
            Xem tin nhắn cũ hơn
          </Button>
        )}
        {body}
      </div>
      <div className={styles.typing} aria-live="polite">
        {typing.isOtherTyping ? `${participantTitle(counterpart)} đang nhập…` : ''}
      </div>
      <Composer
        as={as}
        disabled={isClosed && !canReplyWhenClosed}
        disabledReason="Mở lại cuộc trò chuyện để trả lời."
        onSend={(content, attachments) => send(content, attachments)}
        onTyping={typing.onInput}
        onStopTyping={typing.stop}
      />
    </section>
  );
}

function rowKey(row: Row): string {
  return row.kind === 'message' ? row.message._id : `out:${row.item.clientId}`;
}
