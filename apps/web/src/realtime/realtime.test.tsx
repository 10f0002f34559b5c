import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ERRORS } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore, type AppStore } from '@/lib/store';
import { api } from '@/lib/api';
import { adminLoaded, doctorLoaded, setUserToken, userLoaded, userLoggedOut } from '@/lib/auth-slice';
import { tokens } from '@/lib/storage';
import { doctorOf } from '@/testing/booking-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf, userOf } from '@/testing/fixtures';
import {
  emitWithAck,
  ReconnectingNotice,
  RealtimeProvider,
  useConnectionState,
  useIsOnline,
  useOnlineIds,
  useSocketEvent,
  type ConnectionState,
  type LiveCacheUpdates,
  type RealtimeKind,
} from './index';
import {
  startSocketTestServer,
  type SocketTestServer,
  type SocketTestServerOptions,
} from './socket-test-server';

// Short back-off so a restart is seen at once; the product keeps 1 s growing to 5 s.
const FAST = { reconnectionDelay: 50, reconnectionDelayMax: 100 };

let http: FakeServer;
let sockets: SocketTestServer | undefined;

beforeEach(() => {
  http = installFakeServer();
  http.on('GET /notifications/unread-count', { body: { success: true, data: { unreadCount: 0 } } });
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(async () => {
  await sockets?.stop();
  sockets = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function startServer(options?: SocketTestServerOptions) {
  sockets = await startSocketTestServer(options);
  return sockets;
}

/** Every state that kind went through, in order, as the hook reported it. */
function StateProbe({ kind, seen }: { kind: RealtimeKind; seen: ConnectionState[] }) {
  const state = useConnectionState(kind);
  if (seen[seen.length - 1] !== state) seen.push(state);
  return <span data-testid={`state-${kind}`}>{state}</span>;
}

function OnlineProbe({ id }: { id: string }) {
  const ids = useOnlineIds();
  const online = useIsOnline(id);
  return (
    <span data-testid="online">
      {[...ids].sort().join(',')}|{online ? 'yes' : 'no'}
    </span>
  );
}

function signIn(store: AppStore, kind: RealtimeKind, id: string, token = `${kind}-token-${id}`) {
  tokens.set(kind, token);
  if (kind === 'user') store.dispatch(userLoaded(userOf({ _id: id })));
  else if (kind === 'admin') store.dispatch(adminLoaded(adminOf('SUPPORT', { _id: id })));
  else store.dispatch(doctorLoaded(doctorOf({ _id: id })));
}

function renderRealtime(
  server: SocketTestServer,
  children: React.ReactNode,
  store = makeStore(),
  cacheUpdates?: LiveCacheUpdates,
) {
  render(
    <AppProvider store={store}>
      <RealtimeProvider options={{ origin: server.origin, ...FAST }} cacheUpdates={cacheUpdates}>
        {children}
      </RealtimeProvider>
    </AppProvider>,
  );
  return store;
}

const stateOf = (kind: RealtimeKind) => screen.getByTestId(`state-${kind}`).textContent;
const waitForState = (kind: RealtimeKind, state: ConnectionState, timeout = 5000) =>
  waitFor(() => expect(stateOf(kind)).toBe(state), { timeout });

describe('the realtime connection', () => {
  it('opens one socket per signed-in kind with its own token and kind, and closes it on sign-out', async () => {
    const server = await startServer();
    const seen: ConnectionState[] = [];
    const store = makeStore();
    signIn(store, 'user', 'u1');
    renderRealtime(
      server,
      <>
        <StateProbe kind="user" seen={seen} />
        <StateProbe kind="admin" seen={[]} />
      </>,
      store,
    );

    await waitForState('user', 'connected');
    expect(seen).toEqual(['offline', 'connecting', 'connected']);
    expect(stateOf('admin')).toBe('offline');
    expect(server.handshakes).toEqual([{ token: 'user-token-u1', kind: 'user' }]);
    expect(await server.socketsOf('user', 'u1')).toBe(1);

    // The admin signs in on the same tab: a second socket, never the customer's.
    act(() => signIn(store, 'admin', 'a1'));
    await waitForState('admin', 'connected');
    expect(server.handshakes[1]).toEqual({ token: 'admin-token-a1', kind: 'admin' });
    expect(await server.socketsOf('user', 'u1')).toBe(1);

    act(() => {
      store.dispatch(userLoggedOut());
    });
    await waitForState('user', 'offline');
    await waitFor(async () => expect(await server.socketsOf('user', 'u1')).toBe(0));
    expect(await server.socketsOf('admin', 'a1')).toBe(1);
  });

  it('shows the reconnecting notice while the server is away, then refetches what is shown', async () => {
    const server = await startServer();
    const seen: ConnectionState[] = [];
    const store = makeStore();
    signIn(store, 'user', 'u1');
    renderRealtime(
      server,
      <>
        <StateProbe kind="user" seen={seen} />
        <ReconnectingNotice kind="user" floating />
      </>,
      store,
    );
    await waitForState('user', 'connected');
    expect(screen.queryByRole('status')).toBeNull();

    // A shown query (the bell's count) is cached before the drop.
    const { notificationsApi } = await import('@/features/notifications');
    const count = store.dispatch(
      notificationsApi.endpoints.getUnreadNotificationCount.initiate({ principal: 'user' }),
    );
    await count;
    const fetches = () => http.requests.filter((r) => r.route === 'GET /notifications/unread-count').length;
    expect(fetches()).toBe(1);

    await server.stop();
    await waitForState('user', 'reconnecting');
    expect(screen.getByRole('status').textContent).toBe('Đang kết nối lại…');
    expect(fetches()).toBe(1);

    await server.restart();
    await waitForState('user', 'connected');
    expect(screen.queryByRole('status')).toBeNull();
    expect(seen).toEqual(['offline', 'connecting', 'connected', 'reconnecting', 'connected']);
    // Missed events are not replayed: the count is asked again (api-contract §5.1).
    await waitFor(() => expect(fetches()).toBe(2));
    count.unsubscribe();
  });

  it('stops retrying a refused token and signs that kind out, like a 401', async () => {
    const server = await startServer({
      accept: ({ token }) =>
        token === 'user-token-u1'
          ? { code: 'ACCOUNT_DISABLED', message: 'Tài khoản đã bị vô hiệu hóa' }
          : { id: token },
    });
    // The reason's toast animates outside act().
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore();
    signIn(store, 'user', 'u1');
    renderRealtime(server, <StateProbe kind="user" seen={[]} />, store);

    await waitForState('user', 'refused');
    await waitFor(() => expect(store.getState().auth.isAuthenticated).toBe(false));
    expect(tokens.get('user')).toBeNull();
    // Well past several back-off delays: no second handshake.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(server.handshakes).toHaveLength(1);
    expect(stateOf('user')).toBe('refused');
    // The server's reason is shown (the themed toast).
    expect(await screen.findByText('Tài khoản đã bị vô hiệu hóa')).toBeTruthy();
  });

  it("signs that kind out when the handshake after 'auth:expired' is refused", async () => {
    // Tokens the server no longer accepts (the doctor's account is disabled below).
    const revoked = new Set<string>();
    const server = await startServer({
      accept: ({ token }) =>
        revoked.has(token)
          ? { code: 'ACCOUNT_DISABLED', message: 'Tài khoản đã bị vô hiệu hóa' }
          : { id: token.replace(/^\w+-token-/, '') },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore();
    signIn(store, 'doctor', 'd1');
    renderRealtime(server, <StateProbe kind="doctor" seen={[]} />, store);
    await waitForState('doctor', 'connected');

    revoked.add('doctor-token-d1');
    server.emitTo('doctor', 'd1', 'auth:expired', {
      code: 'ACCOUNT_DISABLED',
      message: 'Tài khoản đã bị vô hiệu hóa',
    });
    await waitForState('doctor', 'refused');
    expect(store.getState().auth.isAuthenticatedDoctor).toBe(false);
    expect(tokens.get('doctor')).toBeNull();
    expect(server.handshakes).toEqual([
      { token: 'doctor-token-d1', kind: 'doctor' },
      { token: 'doctor-token-d1', kind: 'doctor' },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.handshakes).toHaveLength(2);
  });

  it("stays signed in when the new token arrives just after 'auth:expired' (a password change)", async () => {
    const revoked = new Set<string>();
    const server = await startServer({
      accept: ({ token }) =>
        revoked.has(token)
          ? { code: 'AUTH_TOKEN_INVALID', message: 'Phiên đăng nhập không hợp lệ' }
          : { id: 'u1' },
    });
    const store = makeStore();
    signIn(store, 'user', 'u1', 'user-token-u1');
    render(
      <AppProvider store={store}>
        <RealtimeProvider options={{ origin: server.origin, reconnectionDelay: 400 }}>
          <StateProbe kind="user" seen={[]} />
        </RealtimeProvider>
      </AppProvider>,
    );
    await waitForState('user', 'connected');

    // The server revokes the old token and says so on the socket before the HTTP answer with the new one lands.
    revoked.add('user-token-u1');
    server.emitTo('user', 'u1', 'auth:expired', {
      code: 'AUTH_TOKEN_INVALID',
      message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại',
    });
    await waitForState('user', 'reconnecting');
    act(() => {
      store.dispatch(setUserToken('user-token-u1-renewed'));
    });
    await waitForState('user', 'connected');
    expect(server.handshakes.map((handshake) => handshake.token)).toEqual([
      'user-token-u1',
      'user-token-u1-renewed',
    ]);
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(tokens.get('user')).toBe('user-token-u1-renewed');
  });

  it('a tab replaced by a newer one of the account waits, says why, and goes on when asked or looked at again', async () => {
    const server = await startServer();
    const store = makeStore();
    signIn(store, 'user', 'u1');
    renderRealtime(
      server,
      <>
        <StateProbe kind="user" seen={[]} />
        <ReconnectingNotice kind="user" floating />
      </>,
      store,
    );
    await waitForState('user', 'connected');
    const { notificationsApi } = await import('@/features/notifications');
    const count = store.dispatch(
      notificationsApi.endpoints.getUnreadNotificationCount.initiate({ principal: 'user' }),
    );
    await count;
    const fetches = () => http.requests.filter((r) => r.route === 'GET /notifications/unread-count').length;

    server.replace('user', 'u1');
    await waitForState('user', 'replaced');
    expect(screen.getByRole('status').textContent).toContain(ERRORS.TOO_MANY_CONNECTIONS.message);
    // Still signed in, and no handshake of its own: trying again at once would close another tab in turn.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.handshakes).toHaveLength(1);
    expect(store.getState().auth.isAuthenticated).toBe(true);
    await expect(emitWithAck('user', 'chat:seen', { conversationId: 'c1' })).rejects.toEqual({
      code: 'TOO_MANY_CONNECTIONS',
      message: ERRORS.TOO_MANY_CONNECTIONS.message,
    });

    // The notice's button takes the place back; what was missed is asked again.
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục ở thẻ này' }));
    await waitForState('user', 'connected');
    expect(server.handshakes).toHaveLength(2);
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(fetches()).toBe(2));

    // Replaced while out of sight: the tab comes back into view, and connects by itself.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    server.replace('user', 'u1');
    await waitForState('user', 'replaced');
    // 'Để sau' hides the notice; the tab stays paused.
    fireEvent.click(screen.getByRole('button', { name: 'Để sau' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(stateOf('user')).toBe('replaced');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(server.handshakes).toHaveLength(2);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitForState('user', 'connected');
    expect(server.handshakes).toHaveLength(3);
    count.unsubscribe();
  });

  it('keeps the online ids of every open socket', async () => {
    const server = await startServer({
      onConnection: (socket, principal) => {
        socket.emit('userOnlines', principal.kind === 'user' ? ['s1', 'd9'] : ['u1', 's1']);
      },
    });
    const store = makeStore();
    signIn(store, 'user', 'u1');
    renderRealtime(
      server,
      <>
        <StateProbe kind="admin" seen={[]} />
        <OnlineProbe id="u1" />
      </>,
      store,
    );
    await waitFor(() => expect(screen.getByTestId('online').textContent).toBe('d9,s1|no'));
    act(() => signIn(store, 'admin', 's1'));
    await waitFor(() => expect(screen.getByTestId('online').textContent).toBe('d9,s1,u1|yes'));

    server.emitTo('admin', 's1', 'userOnlines', ['s1']);
    await waitFor(() => expect(screen.getByTestId('online').textContent).toBe('d9,s1|no'));
  });

  it('hands server events to the subscribed screen, with its latest handler', async () => {
    const server = await startServer();
    const store = makeStore();
    signIn(store, 'user', 'u1');
    const received: string[] = [];
    function Listener({ label }: { label: string }) {
      useSocketEvent('user', 'chat:typing', (payload) => {
        received.push(`${label}:${payload.conversationId}:${String(payload.isTyping)}`);
      });
      return <StateProbe kind="user" seen={[]} />;
    }
    const { rerender } = render(
      <AppProvider store={store}>
        <RealtimeProvider options={{ origin: server.origin, ...FAST }}>
          <Listener label="a" />
        </RealtimeProvider>
      </AppProvider>,
    );
    await waitForState('user', 'connected');
    const typing = { conversationId: 'c1', from: { _id: 's1', kind: 'admin' as const }, isTyping: true };
    server.emitTo('user', 'u1', 'chat:typing', typing);
    await waitFor(() => expect(received).toEqual(['a:c1:true']));

    rerender(
      <AppProvider store={store}>
        <RealtimeProvider options={{ origin: server.origin, ...FAST }}>
          <Listener label="b" />
        </RealtimeProvider>
      </AppProvider>,
    );
    server.emitTo('user', 'u1', 'chat:typing', { ...typing, isTyping: false });
    await waitFor(() => expect(received).toEqual(['a:c1:true', 'b:c1:false']));
  });

  it('emits with an acknowledgement: the data, the error, or OFFLINE without a socket', async () => {
    const server = await startServer({
      onConnection: (socket) => {
        socket.on('chat:seen', (payload: { conversationId: string }, ack: (answer: unknown) => void) => {
          if (payload.conversationId === 'c1') ack({ ok: true, data: { marked: 3 } });
          else
            ack({
              ok: false,
              code: 'CONVERSATION_NOT_FOUND',
              message: 'Không tìm thấy cuộc trò chuyện',
            });
        });
      },
    });
    await expect(emitWithAck('user', 'chat:seen', { conversationId: 'c1' })).rejects.toEqual({
      code: 'OFFLINE',
      message: 'Mất kết nối, đang kết nối lại…',
    });

    const store = makeStore();
    signIn(store, 'user', 'u1');
    renderRealtime(server, <StateProbe kind="user" seen={[]} />, store);
    await waitForState('user', 'connected');

    await expect(emitWithAck('user', 'chat:seen', { conversationId: 'c1' })).resolves.toEqual({ marked: 3 });
    await expect(emitWithAck('user', 'chat:seen', { conversationId: 'c2' })).rejects.toEqual({
      code: 'CONVERSATION_NOT_FOUND',
      message: 'Không tìm thấy cuộc trò chuyện',
    });
    // Another kind's socket is not open.
    await expect(emitWithAck('admin', 'chat:seen', { conversationId: 'c1' })).rejects.toMatchObject({
      code: 'OFFLINE',
    });

    await server.stop();
    await waitForState('user', 'reconnecting');
    await expect(emitWithAck('user', 'chat:seen', { conversationId: 'c1' })).rejects.toEqual({
      code: 'OFFLINE',
      message: 'Mất kết nối, đang kết nối lại…',
    });
  });

  it('sends an event once more after reconnecting when a stopping server answered SERVICE_STOPPING', async () => {
    const received: string[] = [];
    const server = await startServer({
      onConnection: (socket) => {
        socket.on('chat:seen', (payload: { conversationId: string }, ack: (answer: unknown) => void) => {
          received.push(payload.conversationId);
          // 'c1' is refused by the first process only; 'c2' by every process.
          if (payload.conversationId === 'c1' && received.length > 1) {
            ack({ ok: true, data: { marked: 1 } });
            return;
          }
          // The server's drain (ADR 0055): nothing done, then the socket is closed and the process goes away.
          ack({ ok: false, code: 'SERVICE_STOPPING', message: 'Máy chủ đang tạm dừng, vui lòng thử lại' });
          void server.stop().then(() => server.restart());
        });
      },
    });
    const store = makeStore();
    signIn(store, 'user', 'u1');
    renderRealtime(server, <StateProbe kind="user" seen={[]} />, store);
    await waitForState('user', 'connected');

    await expect(emitWithAck('user', 'chat:seen', { conversationId: 'c1' })).resolves.toEqual({ marked: 1 });
    expect(received).toEqual(['c1', 'c1']);
    // A second SERVICE_STOPPING is the caller's to show: sent twice at most.
    await expect(emitWithAck('user', 'chat:seen', { conversationId: 'c2' })).rejects.toMatchObject({
      code: 'SERVICE_STOPPING',
    });
    expect(received).toEqual(['c1', 'c1', 'c2', 'c2']);
  });

  it('refetches the order and booking views that an order:status or booking:status concerns', async () => {
    // Stand-ins with the tags the real endpoints provide (orders-api, admin-orders-api, booking-api,
    // doctor-api, admin-clinic-api).
    const probe = api.injectEndpoints({
      endpoints: (build) => ({
        probeOrder: build.query<unknown, string>({
          query: (id) => `/probe/order/${id}`,
          providesTags: (_r, _e, id) => [{ type: 'Order', id }],
        }),
        probeAdminOrders: build.query<unknown, void>({
          query: () => '/probe/admin-orders',
          providesTags: [{ type: 'Order', id: 'ADMIN_LIST' }],
        }),
        probeBooking: build.query<unknown, string>({
          query: (id) => `/probe/booking/${id}`,
          providesTags: (_r, _e, id) => [{ type: 'Booking', id }],
        }),
        probeSlots: build.query<unknown, string>({
          query: (doctorId) => `/probe/slots/${doctorId}`,
          providesTags: (_r, _e, doctorId) => [{ type: 'Booking', id: `SLOTS-${doctorId}` }],
        }),
        probeDoctorBookings: build.query<unknown, void>({
          query: () => '/probe/doctor-bookings',
          providesTags: [{ type: 'Booking', id: 'DOCTOR_LIST' }],
        }),
        probeClinicBookings: build.query<unknown, void>({
          query: () => '/probe/clinic-bookings',
          providesTags: [{ type: 'Booking', id: 'CLINIC-LIST' }],
        }),
      }),
      overrideExisting: true,
    });
    const ok = { success: true, data: null };
    const routes = [
      '/probe/order/o1',
      '/probe/order/o2',
      '/probe/admin-orders',
      '/probe/booking/b1',
      '/probe/slots/d1',
      '/probe/slots/d2',
      '/probe/doctor-bookings',
      '/probe/clinic-bookings',
    ];
    for (const route of routes) http.on(`GET ${route}`, { body: ok }, z.unknown());
    const fetches = (route: string) => http.requests.filter((r) => r.route === `GET ${route}`).length;

    const server = await startServer();
    const store = makeStore();
    signIn(store, 'admin', 'a1');
    renderRealtime(server, <StateProbe kind="admin" seen={[]} />, store);
    await waitForState('admin', 'connected');

    const { endpoints } = probe;
    const subscriptions = [
      store.dispatch(endpoints.probeOrder.initiate('o1')),
      store.dispatch(endpoints.probeOrder.initiate('o2')),
      store.dispatch(endpoints.probeAdminOrders.initiate()),
      store.dispatch(endpoints.probeBooking.initiate('b1')),
      store.dispatch(endpoints.probeSlots.initiate('d1')),
      store.dispatch(endpoints.probeSlots.initiate('d2')),
      store.dispatch(endpoints.probeDoctorBookings.initiate()),
      store.dispatch(endpoints.probeClinicBookings.initiate()),
    ];
    await Promise.all(subscriptions);
    for (const route of routes) expect(fetches(route)).toBe(1);

    server.emitTo('admin', 'a1', 'order:status', {
      orderId: 'o1',
      code: 'ODABCDEFGHIJ',
      status: 'processing',
      prevStatus: 'pending',
      paymentStatus: 'unpaid',
      updatedAt: new Date().toISOString(),
    });
    await waitFor(() => expect(fetches('/probe/order/o1')).toBe(2));
    await waitFor(() => expect(fetches('/probe/admin-orders')).toBe(2));
    expect(fetches('/probe/order/o2')).toBe(1);
    expect(fetches('/probe/booking/b1')).toBe(1);

    // A new booking (prevStatus null) takes a slot of d1: the open pickers of d1 ask again, d2's do not.
    server.emitTo('admin', 'a1', 'booking:status', {
      bookingId: 'b1',
      code: 'BKABCDEFGHIJ',
      status: 'pending',
      prevStatus: null,
      doctorId: 'd1',
      clinicId: 'c1',
      date: '2026-12-01',
      startTime: '09:00',
      updatedAt: new Date().toISOString(),
    });
    await waitFor(() => expect(fetches('/probe/slots/d1')).toBe(2));
    await waitFor(() => expect(fetches('/probe/booking/b1')).toBe(2));
    await waitFor(() => expect(fetches('/probe/doctor-bookings')).toBe(2));
    await waitFor(() => expect(fetches('/probe/clinic-bookings')).toBe(2));
    expect(fetches('/probe/slots/d2')).toBe(1);
    expect(fetches('/probe/order/o1')).toBe(2);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it("takes the doctor's unread count from notification:new on the doctor's socket", async () => {
    http.on('GET /notifications/unread-count-doctor', { body: { success: true, data: { unreadCount: 1 } } });
    const server = await startServer();
    const store = makeStore();
    signIn(store, 'doctor', 'd1');
    // The bell's own update, as the app composes it (app/store-provider.tsx).
    const { notificationsApi, notificationCacheUpdates } = await import('@/features/notifications');
    renderRealtime(server, <StateProbe kind="doctor" seen={[]} />, store, notificationCacheUpdates);
    await waitForState('doctor', 'connected');
    const count = store.dispatch(
      notificationsApi.endpoints.getUnreadNotificationCount.initiate({ principal: 'doctor' }),
    );
    await count;
    const cached = () =>
      notificationsApi.endpoints.getUnreadNotificationCount.select({ principal: 'doctor' })(store.getState())
        .data;
    expect(cached()).toBe(1);

    server.emitTo('doctor', 'd1', 'notification:new', {
      notification: {
        _id: 'n7',
        recipient: 'd1',
        model: 'Doctor',
        type: 'BOOKING',
        title: '📅 Lịch khám mới',
        content: 'Bạn có lịch khám mới BKABCDEFGHIJ',
        isRead: false,
        metadata: { link: '/doctor-owner?tab=bookings', bookingId: 'b1' },
        createdAt: new Date().toISOString(),
      },
      unreadCount: 2,
    });
    await waitFor(() => expect(cached()).toBe(2));
    count.unsubscribe();
  });
});
