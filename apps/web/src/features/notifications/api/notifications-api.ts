import {
  NOTIFICATION_LIMIT,
  type Notification,
  type NotificationListResponse,
  type NotificationType,
} from '@lumi/shared';
import { api, type Envelope } from '@/lib/api';

const UNREAD = { type: 'Notification' as const, id: 'UNREAD' };
const LIST = { type: 'Notification' as const, id: 'LIST' };

export type NotificationPage = Pick<NotificationListResponse, 'data' | 'pagination' | 'unreadCount'>;

/** The next page to load, while `page < totalPage` (api-contract §1.5: there is no `hasMore`). */
export function nextNotificationPage(last: NotificationPage): number | undefined {
  const { page, totalPage } = last.pagination;
  return page < totalPage ? page + 1 : undefined;
}

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Unread of one type, or of every type without one (the bell's badge). */
    getUnreadNotificationCount: build.query<number, NotificationType | undefined>({
      query: (type) => ({ url: '/notifications/unread-count', params: { type } }),
      transformResponse: (response: Envelope<{ unreadCount: number }>) => response.data.unreadCount,
      providesTags: [UNREAD],
    }),
    /** Newest first, 10 per page; 'Xem thêm' loads the next page. */
    listMyNotifications: build.infiniteQuery<NotificationPage, NotificationType, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage) => nextNotificationPage(lastPage),
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/notifications/by-user',
        params: { type: queryArg, page: pageParam, limit: NOTIFICATION_LIMIT },
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
    markNotificationRead: build.mutation<Notification, { id: string; type: NotificationType }>({
      query: ({ id }) => ({ url: `/notifications/mark-as-read/${encodeURIComponent(id)}`, method: 'PUT' }),
      transformResponse: (response: Envelope<Notification>) => response.data,
      invalidatesTags: [UNREAD],
      extraOptions: { toast: false },
      async onQueryStarted({ id, type }, { dispatch, queryFulfilled, getState }) {
        // Shown read at once; the count follows from the server after the call.
        const wasUnread = notificationsApi.endpoints.listMyNotifications
          .select(type)(getState())
          .data?.pages.some((page) => page.data.some((n) => n._id === id && !n.isRead));
        const list = dispatch(
          notificationsApi.util.updateQueryData('listMyNotifications', type, (draft) => {
            for (const page of draft.pages)
              for (const item of page.data) if (item._id === id) item.isRead = true;
          }),
        );
        const decrement = (draft: number) => (wasUnread ? Math.max(0, draft - 1) : draft);
        const count = dispatch(
          notificationsApi.util.updateQueryData('getUnreadNotificationCount', type, decrement),
        );
        const total = dispatch(
          notificationsApi.util.updateQueryData('getUnreadNotificationCount', undefined, decrement),
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
    markAllNotificationsRead: build.mutation<{ updated: number }, NotificationType>({
      query: (type) => ({ url: '/notifications/mark-all-as-read', method: 'POST', body: { type } }),
      transformResponse: (response: Envelope<{ updated: number }>) => response.data,
      invalidatesTags: [UNREAD],
      async onQueryStarted(type, { dispatch, queryFulfilled }) {
        const list = dispatch(
          notificationsApi.util.updateQueryData('listMyNotifications', type, (draft) => {
            for (const page of draft.pages) for (const item of page.data) item.isRead = true;
          }),
        );
        const count = dispatch(
          notificationsApi.util.updateQueryData('getUnreadNotificationCount', type, () => 0),
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
