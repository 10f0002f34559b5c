import type {
  ChatContact,
  Conversation,
  Message,
  Pagination,
  Participant,
  PrincipalKind,
} from '@lumi/shared';
import { api, type Envelope, type ListEnvelope } from '@/lib/api';

/** Who reads: the customer ('user'), a support account ('admin') or a doctor (api-contract §1.4 `as`). */
export type ChatKind = PrincipalKind;
export type ChatFilter = 'all' | 'unread' | 'read';

export type ContactsArg = { type: 'support' | 'doctor'; search?: string };
export type ConversationsArg = { as: ChatKind; filter?: ChatFilter; search?: string; pageSize?: number };
export type MessagesArg = { conversationId: string; as: ChatKind };

export type ConversationPage = { data: Conversation[]; pagination: Pagination };
export type MessagePage = { data: Message[]; pagination: Pagination };

/** Messages per page of the history (newest first, api-contract §4.10). */
export const MESSAGE_PAGE_SIZE = 30;
/** Conversations per page of a list. */
export const CONVERSATION_PAGE_SIZE = 20;
/** Contacts asked for at once (a customer has few support accounts and few doctors). */
export const CONTACT_PAGE_SIZE = 50;

/**
 * The cursor of the page older than `last`, or undefined when there is none: a full page whose pagination
 * says more remain (the server counts the messages before the cursor).
 */
export function olderMessagesCursor(last: MessagePage): string | undefined {
  const oldest = last.data[last.data.length - 1];
  if (!oldest || last.data.length < last.pagination.pageSize) return undefined;
  return last.pagination.totalPage > last.pagination.page ? oldest._id : undefined;
}

export function nextConversationPage(last: ConversationPage): number | undefined {
  const { page, totalPage } = last.pagination;
  return page < totalPage ? page + 1 : undefined;
}

export const CONVERSATION_LIST_TAG = { type: 'Conversation' as const, id: 'LIST' };
export const MESSAGES_TAG = { type: 'Conversation' as const, id: 'MESSAGES' };

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The customer's support staff or booked doctors, with the conversation when there is one. */
    listChatContacts: build.query<ChatContact[], ContactsArg>({
      query: ({ type, search }) => ({
        url: '/chat/contacts',
        params: { type, search, pageSize: CONTACT_PAGE_SIZE },
      }),
      transformResponse: (response: ListEnvelope<ChatContact>) => response.data,
      providesTags: [CONVERSATION_LIST_TAG],
    }),
    /** The caller's conversations, by `updatedAt` desc; more pages load as the list scrolls. */
    listConversations: build.infiniteQuery<ConversationPage, ConversationsArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => nextConversationPage(lastPage),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/chat/conversations',
        params: {
          as: queryArg.as,
          filter: queryArg.filter === 'all' ? undefined : queryArg.filter,
          search: queryArg.search,
          page: pageParam,
          pageSize: queryArg.pageSize ?? CONVERSATION_PAGE_SIZE,
        },
      }),
      transformResponse: (response: ListEnvelope<Conversation>) => ({
        data: response.data,
        pagination: response.pagination,
      }),
      providesTags: [CONVERSATION_LIST_TAG],
    }),
    /** One conversation's history, newest first; older pages are asked for `before` the oldest shown. */
    listMessages: build.infiniteQuery<MessagePage, MessagesArg, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => olderMessagesCursor(lastPage),
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/chat/conversations/${encodeURIComponent(queryArg.conversationId)}/messages`,
        params: { as: queryArg.as, before: pageParam ?? undefined, pageSize: MESSAGE_PAGE_SIZE },
      }),
      transformResponse: (response: ListEnvelope<Message>) => ({
        data: response.data,
        pagination: response.pagination,
      }),
      providesTags: [MESSAGES_TAG],
      keepUnusedDataFor: 120,
    }),
    markConversationSeen: build.mutation<{ conversationId: string; readAt: string }, MessagesArg>({
      query: ({ conversationId, as }) => ({
        url: `/chat/conversations/${encodeURIComponent(conversationId)}/seen`,
        method: 'PUT',
        params: { as },
      }),
      transformResponse: (response: Envelope<{ conversationId: string; readAt: string }>) => response.data,
      extraOptions: { toast: false },
    }),
    /** ADMIN and SUPPORT: the active support staff a conversation may be handed to (GET /chat/staff). */
    listAssignableStaff: build.query<Participant[], void>({
      query: () => ({ url: '/chat/staff' }),
      transformResponse: (response: Envelope<Participant[]>) => response.data,
    }),
    /** Staff: hands the conversation to another ADMIN or SUPPORT account. */
    assignConversation: build.mutation<Conversation, { id: string; adminId: string }>({
      query: ({ id, adminId }) => ({
        url: `/chat/conversations/${encodeURIComponent(id)}/assign`,
        method: 'PUT',
        params: { as: 'admin' },
        body: { adminId },
      }),
      transformResponse: (response: Envelope<Conversation>) => response.data,
      invalidatesTags: [CONVERSATION_LIST_TAG],
    }),
    /** Staff: closes (`isActive: false`) or reopens a conversation. */
    setConversationStatus: build.mutation<Conversation, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({
        url: `/chat/conversations/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        params: { as: 'admin' },
        body: { isActive },
      }),
      transformResponse: (response: Envelope<Conversation>) => response.data,
      invalidatesTags: [CONVERSATION_LIST_TAG],
    }),
  }),
});

export const {
  useListChatContactsQuery,
  useListConversationsInfiniteQuery,
  useListMessagesInfiniteQuery,
  useMarkConversationSeenMutation,
  useAssignConversationMutation,
  useListAssignableStaffQuery,
  useSetConversationStatusMutation,
} = chatApi;
