import {
  NOTIFICATION_LIMIT,
  type Notification,
  type NotificationListResponse,
  type NotificationType,
} from '@lumi/shared';
import { api, type Envelope } from '@/lib/api';

const UNREAD = { type: 'Notification' as const, id: 'UNREAD' };
const LIST = { type: 'Notification' as const, id: 'LIST' };

/** Whose notifications: the customer's (`/notifications/by-user`…) or the doctor's (`…-doctor`, api-contract §3.12, §4.9). */
export type NotificationPrincipal = 'user' | 'doctor';

const ROUTES: Record<
  NotificationPrincipal,
  { list: string; unread: string; markRead: string; markAll: string }
> = {
  user: {
    list: '/notifications/by-user',
    unread: '/notifications/unread-count',
    markRead: '/notifications/mark-as-read',
    markAll: '/notifications/mark-all-as-read',
  },
  doctor: {
    list: '/notifications/by-doctor',
    unread: '/notifications/unread-count-doctor',
    markRead: '/notifications/mark-as-read-doctor',
    markAll: '/notifications/mark-all-as-read-doctor',
  },
};

type ListArg = { principal: NotificationPrincipal; type: NotificationType };

export type NotificationPage = Pick<NotificationListResponse, 'data' | 'pagination' | 'unreadCount'>;

/** The next page to load, while `page < totalPage` (api-contract §1.5: there is no `hasMore`). */
export function nextNotificationPage(last: NotificationPage): number | undefined {
  const { page, totalPage } = last.pagination;
  return page < totalPage ? page + 1 : undefined;
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Unread of one type, or of every type without one (the bell's badge). */
    getUnreadNotificationCount: build.query<
      number,
      { principal: NotificationPrincipal; type?: NotificationType }
    >({
      query: ({ principal, type }) => ({ url: ROUTES[principal].unread, params: { type } }),
      transformResponse: (response: Envelope<{ unreadCount: number }>) => response.data.unreadCount,
      providesTags: [UNREAD],
    }),
    /** Newest first, 10 per page; 'Xem thêm' loads the next page. */
    listMyNotifications: build.infiniteQuery<NotificationPage, ListArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => nextNotificationPage(lastPage),
      },
      query: ({ queryArg, pageParam }) => ({
        url: ROUTES[queryArg.principal].list,
        params: { type: queryArg.type, page: pageParam, limit: NOTIFICATION_LIMIT },
      }),
      transformResponse: (response: NotificationListResponse) => ({
        data: response.data,
        pagination: response.pagination,
        unreadCount: response.unreadCount,
      }),
      providesTags: [LIST],
      // The list is read when the bell opens; it is refetched then rather than kept.
      keepUnusedDataFor: 0,
    }),
    markNotificationRead: build.mutation<Notification, ListArg & { id: string }>({
      query: ({ principal, id }) => ({
        url: `${ROUTES[principal].markRead}/${encodeURIComponent(id)}`,
        method: 'PUT',
      }),
      transformResponse: (response: Envelope<Notification>) => response.data,
      invalidatesTags: [UNREAD],
      extraOptions: { toast: false },
      async onQueryStarted({ principal, id, type }, { dispatch, queryFulfilled, getState }) {
        // Shown read at once; the count follows from the server after the call.
        const wasUnread = notificationsApi.endpoints.listMyNotifications
          .select({ principal, type })(getState())
          .data?.pages.some((page) => page.data.some((n) => n._id === id && !n.isRead));
        const list = dispatch(
          notificationsApi.util.updateQueryData('listMyNotifications', { principal, type }, (draft) => {
            for (const page of draft.pages)
              for (const item of page.data) if (item._id === id) item.isRead = true;
          }),
        );
        const decrement = (draft: number) => (wasUnread ? Math.max(0, draft - 1) : draft);
        const count = dispatch(
          notificationsApi.util.updateQueryData('getUnreadNotificationCount', { principal, type }, decrement),
        );
        const total = dispatch(
          notificationsApi.util.updateQueryData('getUnreadNotificationCount', { principal }, decrement),
        );
        try {
          await queryFulfilled;
        } catch {
          list.undo();
          count.undo();
          total.undo();
        }
      },
    }),
    markAllNotificationsRead: build.mutation<{ updated: number }, ListArg>({
      query: ({ principal, type }) => ({ url: ROUTES[principal].markAll, method: 'POST', body: { type } }),
      transformResponse: (response: Envelope<{ updated: number }>) => response.data,
      invalidatesTags: [UNREAD],
      async onQueryStarted({ principal, type }, { dispatch, queryFulfilled }) {
        const list = dispatch(
          notificationsApi.util.updateQueryData('listMyNotifications', { principal, type }, (draft) => {
            for (const page of draft.pages) for (const item of page.data) item.isRead = true;
          }),
        );
        const count = dispatch(
          notificationsApi.util.updateQueryData('getUnreadNotificationCount', { principal, type }, () => 0),
        );
        try {
          await queryFulfilled;
        } catch {
          list.undo();
          count.undo();
        }
      },
    }),
  }),
});

export const {
  useGetUnreadNotificationCountQuery,
  useListMyNotificationsInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
