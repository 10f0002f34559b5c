import { MAX_PAGE_SIZE } from '@lumi/shared';
import { useListConversationsInfiniteQuery, type ChatKind } from '../api/chat-api';

/** The badge's list: the reader's unread conversations (one page of the most the server gives). */
export const unreadListArg = (as: ChatKind) => ({ as, filter: 'unread' as const, pageSize: MAX_PAGE_SIZE });

/** Unread messages of `as` over its conversations (the sum of `unreadCount`), 0 when signed out. */
export function useUnreadTotal(as: ChatKind, myId: string | null): number {
  const { data } = useListConversationsInfiniteQuery(unreadListArg(as), { skip: !myId });
  if (!myId || !data) return 0;
  const seen = new Set<string>();
  let total = 0;
  for (const page of data.pages)
    for (const conversation of page.data) {
      if (seen.has(conversation._id)) continue;
      seen.add(conversation._id);
      total += conversation.unreadCount;
    }
  return total;
}
