import { Button, Input, Segmented, Spin } from 'antd';
import { useMemo } from 'react';
import type { Conversation } from '@lumi/shared';
import { useDebouncedSearch } from '@/hooks/use-debounced-search';
import { getErrorMessage } from '@/lib/errors';
import { useListConversationsInfiniteQuery, type ChatFilter, type ChatKind } from '../api/chat-api';
import { byUpdatedAtDesc, counterpartOf } from '../api/chat-cache';
import { ConversationItem } from './conversation-item';
import styles from './chat.module.css';

export const FILTER_LABELS: Record<ChatFilter, string> = {
  all: 'Tất cả',
  unread: 'Chưa đọc',
  read: 'Đã đọc',
};

type ConversationListProps = {
  as: 'admin' | 'doctor';
  myId: string;
  filter: ChatFilter;
  search: string;
  onFilter: (filter: ChatFilter) => void;
  onSearch: (search: string) => void;
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
};

/**
 * The staff's or the doctor's conversations (GET /chat/conversations, newest activity first): filter tabs
 * 'Tất cả' / 'Chưa đọc' / 'Đã đọc', a search, online dots and unread badges; more load at the end.
 */
export function ConversationList({
  as,
  myId,
  filter,
  search,
  onFilter,
  onSearch,
  selectedId,
  onSelect,
}: ConversationListProps) {
  const [text, setText] = useDebouncedSearch(search, onSearch);
  const { data, isLoading, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useListConversationsInfiniteQuery({ as: as as ChatKind, filter, search: search || undefined });

  const conversations = useMemo(() => {
    const seen = new Set<string>();
    const all = (data?.pages.flatMap((page) => page.data) ?? []).filter((c) =>
      seen.has(c._id) ? false : (seen.add(c._id), true),
    );
    return all.sort(byUpdatedAtDesc);
  }, [data]);

  return (
    <div className={styles.inboxSide}>
      <div className={styles.inboxTools}>
        <Input.Search
          allowClear
          value={text}
          placeholder="Tìm kiếm cuộc trò chuyện"
          aria-label="Tìm kiếm cuộc trò chuyện"
          onChange={(event) => setText(event.target.value)}
          onSearch={(value) => onSearch(value.trim())}
        />
        <Segmented<ChatFilter>
          block
          value={filter}
          onChange={onFilter}
          options={(Object.keys(FILTER_LABELS) as ChatFilter[]).map((value) => ({
            value,
            label: FILTER_LABELS[value],
          }))}
        />
      </div>
      <ul
        className={styles.list}
        aria-label="Cuộc trò chuyện"
        onScroll={(event) => {
          const element = event.currentTarget;
          if (
            hasNextPage &&
            !isFetchingNextPage &&
            element.scrollHeight - element.scrollTop - element.clientHeight < 80
          )
            void fetchNextPage();
        }}
      >
        {isLoading ? (
          <li className={styles.listState}>
            <Spin />
          </li>
        ) : isError && conversations.length === 0 ? (
          <li className={styles.listState} role="alert">
            {getErrorMessage(error)}{' '}
            <Button type="link" onClick={() => void refetch()}>
              Thử lại
            </Button>
          </li>
        ) : conversations.length === 0 ? (
          <li className={styles.listState}>
            {search || filter !== 'all' ? 'Không có cuộc trò chuyện phù hợp' : 'Chưa có cuộc trò chuyện nào'}
          </li>
        ) : (
          conversations.map((conversation) => (
            <ConversationItem
              key={conversation._id}
              participant={counterpartOf(conversation, myId)}
              conversation={conversation}
              myId={myId}
              isActive={conversation._id === selectedId}
              onSelect={() => onSelect(conversation)}
            />
          ))
        )}
        {hasNextPage && !isLoading && (
          <li className={styles.listState}>
            <Button type="link" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              Xem thêm
            </Button>
          </li>
        )}
      </ul>
    </div>
  );
}
