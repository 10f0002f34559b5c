import type { Conversation, Message } from '@lumi/shared';
import type { AppDispatch, RootState } from '@/lib/store';
import { chatApi, type ChatFilter, type ChatKind, type ConversationPage } from './chat-api';

/** The other side of a conversation for whoever reads it. */
export function counterpartOf(conversation: Conversation, myId: string) {
  return conversation.sender._id === myId ? conversation.receiver : conversation.sender;
}

function fitsFilter(conversation: Conversation, filter: ChatFilter | undefined): boolean {
  if (filter === 'unread') return conversation.unreadCount > 0;
  if (filter === 'read') return conversation.unreadCount === 0;
  return true;
}

/** Newest activity first (api-contract §4.10 `updatedAt` desc). */
export function byUpdatedAtDesc(a: Conversation, b: Conversation): number {
  return Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
}

type Pages = { pages: ConversationPage[] };

/**
 * Puts `conversation` where it belongs in a cached list: removed from every page, then (if it still fits the
 * list's filter) inserted in `updatedAt` order on the first page — a list with a search only keeps one it
 * already showed, since the search is the server's to judge.
 */
export function placeConversation(
  draft: Pages,
  conversation: Conversation,
  list: { filter?: ChatFilter; search?: string },
): void {
  let wasShown = false;
  for (const page of draft.pages) {
    const index = page.data.findIndex((c) => c._id === conversation._id);
    if (index >= 0) {
      page.data.splice(index, 1);
      wasShown = true;
    }
  }
  const first = draft.pages[0];
  if (!first) return;
  if (list.search && !wasShown) return;
  if (!fitsFilter(conversation, list.filter)) return;
  first.data.push(conversation);
  first.data.sort(byUpdatedAtDesc);
}

/** The cached copy of a conversation in any list of `as`, if one is cached. */
export function cachedConversation(state: RootState, as: ChatKind, id: string): Conversation | undefined {
  for (const arg of chatApi.util.selectCachedArgsForQuery(state, 'listConversations')) {
    if (arg.as !== as) continue;
    const data = chatApi.endpoints.listConversations.select(arg)(state).data;
    const found = data?.pages.flatMap((p) => p.data).find((c) => c._id === id);
    if (found) return found;
  }
  if (as === 'user') {
    for (const arg of chatApi.util.selectCachedArgsForQuery(state, 'listChatContacts')) {
      const data = chatApi.endpoints.listChatContacts.select(arg)(state).data;
      const found = data?.find((c) => c.conversation?._id === id)?.conversation;
      if (found) return found;
    }
  }
  return undefined;
}

/** Writes `conversation` into every cached list of `as` (the lists, and the customer's contacts). */
export function writeConversation(
  dispatch: AppDispatch,
  state: RootState,
  as: ChatKind,
  conversation: Conversation,
  myId: string,
): void {
  for (const arg of chatApi.util.selectCachedArgsForQuery(state, 'listConversations')) {
    if (arg.as !== as) continue;
    dispatch(
      chatApi.util.updateQueryData('listConversations', arg, (draft) => {
        placeConversation(draft, conversation, arg);
      }),
    );
  }
  if (as !== 'user') return;
  const otherId = counterpartOf(conversation, myId)._id;
  for (const arg of chatApi.util.selectCachedArgsForQuery(state, 'listChatContacts')) {
    dispatch(
      chatApi.util.updateQueryData('listChatContacts', arg, (draft) => {
        const index = draft.findIndex((item) => item.contact._id === otherId);
        if (index < 0) return;
        const [item] = draft.splice(index, 1);
        item!.conversation = conversation;
        // Contacts with a conversation first, by updatedAt desc (api-contract §4.10).
        const firstWithout = draft.findIndex(
          (c) => !c.conversation || byUpdatedAtDesc(conversation, c.conversation) <= 0,
        );
        draft.splice(firstWithout < 0 ? draft.length : firstWithout, 0, item!);
      }),
    );
  }
}

/** Adds a message to the cached history of its conversation (newest page), once. */
export function writeMessage(dispatch: AppDispatch, state: RootState, message: Message): void {
  for (const arg of chatApi.util.selectCachedArgsForQuery(state, 'listMessages')) {
    if (arg.conversationId !== message.conversation) continue;
    dispatch(
      chatApi.util.updateQueryData('listMessages', arg, (draft) => {
        const shown = draft.pages.some((page) => page.data.some((m) => m._id === message._id));
        if (shown || !draft.pages[0]) return;
        draft.pages[0].data.unshift(message);
        draft.pages[0].data.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
      }),
    );
  }
}

type Incoming = { conversation: Conversation; message: Message };

/**
 * A `chat:message` (or a send's acknowledgement) into the caches: the history of the conversation, and the
 * lists, where the conversation moves to the top with the reader's unread count (0 while it is open on screen).
 */
export function applyIncomingMessage(
  dispatch: AppDispatch,
  getState: () => RootState,
  as: ChatKind,
  myId: string,
  { conversation, message }: Incoming,
  isOpen: boolean,
): void {
  writeMessage(dispatch, getState(), message);
  // The server sends each side its own view (its own unread count); one reading it on screen has none.
  const isMine = message.sender._id === myId;
  const unreadCount = isOpen && !isMine ? 0 : conversation.unreadCount;
  const next: Conversation = {
    ...conversation,
    unreadCount,
    lastMessage: {
      _id: message._id,
      sender: message.sender._id,
      content: message.content,
      hasAttachments: message.attachments.length > 0,
      attachmentType: message.attachments[0]?.type ?? null,
      isRead: message.isRead,
      createdAt: message.createdAt,
    },
    updatedAt:
      Date.parse(conversation.updatedAt) >= Date.parse(message.createdAt)
        ? conversation.updatedAt
        : message.createdAt,
  };
  writeConversation(dispatch, getState(), as, next, myId);
}

/** The reader has read the conversation: its unread count is 0 everywhere. */
export function clearUnread(
  dispatch: AppDispatch,
  getState: () => RootState,
  as: ChatKind,
  myId: string,
  conversationId: string,
): void {
  const cached = cachedConversation(getState(), as, conversationId);
  if (!cached || cached.unreadCount === 0) return;
  writeConversation(dispatch, getState(), as, { ...cached, unreadCount: 0 }, myId);
}

/** The other side read the conversation (`chat:seen`): the reader's own messages show 'Đã xem'. */
export function applySeen(
  dispatch: AppDispatch,
  getState: () => RootState,
  as: ChatKind,
  myId: string,
  conversationId: string,
): void {
  const state = getState();
  for (const arg of chatApi.util.selectCachedArgsForQuery(state, 'listMessages')) {
    if (arg.conversationId !== conversationId) continue;
    dispatch(
      chatApi.util.updateQueryData('listMessages', arg, (draft) => {
        for (const page of draft.pages)
          for (const m of page.data)
            if (m.sender._id === myId) {
              m.isRead = true;
              m.status = 'read';
            }
      }),
    );
  }
  const cached = cachedConversation(state, as, conversationId);
  if (cached?.lastMessage && cached.lastMessage.sender === myId && !cached.lastMessage.isRead)
    writeConversation(
      dispatch,
      getState(),
      as,
      { ...cached, lastMessage: { ...cached.lastMessage, isRead: true } },
      myId,
    );
}

/**
 * `chat:conversation` (assigned, closed, reopened): the new state replaces the cached one, keeping the
 * reader's unread count; a conversation assigned away from a staff member leaves that member's lists.
 */
export function applyConversationChange(
  dispatch: AppDispatch,
  getState: () => RootState,
  as: ChatKind,
  myId: string,
  conversation: Conversation,
): void {
  const state = getState();
  const cached = cachedConversation(state, as, conversation._id);
  const isMine = conversation.sender._id === myId || conversation.receiver._id === myId;
  if (!isMine) {
    for (const arg of chatApi.util.selectCachedArgsForQuery(state, 'listConversations')) {
      if (arg.as !== as) continue;
      dispatch(
        chatApi.util.updateQueryData('listConversations', arg, (draft) => {
          for (const page of draft.pages) page.data = page.data.filter((c) => c._id !== conversation._id);
        }),
      );
    }
    return;
  }
  writeConversation(
    dispatch,
    getState(),
    as,
    { ...conversation, unreadCount: cached?.unreadCount ?? conversation.unreadCount },
    myId,
  );
}
