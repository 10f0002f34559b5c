import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@lumi/shared';
import { registry } from '@/realtime/registry';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { ChatInbox } from '../chat-inbox';
import { ChatUnreadBadge } from '../chat-unread-badge';
import { SUPPORT, conversationOf, customerOf, messageOf, pageOf, renderChat } from './chat-fixtures';

const lan = customerOf('u1', 'Nguyễn Thị Lan');
const minh = customerOf('u2', 'Lê Văn Minh');
const hoa = customerOf('u3', 'Phạm Thu Hoa');

let conversations: Conversation[];
let server: FakeServer;
/** The `as` of each GET /chat/conversations. */
let asked: string[];

beforeEach(() => {
  server = installFakeServer();
  conversations = [
    conversationOf('c1', lan, { updatedAt: '2026-11-26T01:00:00.000Z', unreadCount: 0 }),
    conversationOf('c2', minh, { updatedAt: '2026-11-26T03:00:00.000Z', unreadCount: 2 }),
    conversationOf('c3', hoa, { updatedAt: '2026-11-26T02:00:00.000Z', unreadCount: 1 }),
  ];
  asked = [];
  server.on('GET /chat/conversations', (_body, url) => {
    asked.push(url.searchParams.get('as') ?? '');
    const filter = url.searchParams.get('filter');
    const search = url.searchParams.get('search')?.toLowerCase();
    const list = conversations
      .filter((c) =>
        filter === 'unread' ? c.unreadCount > 0 : filter === 'read' ? c.unreadCount === 0 : true,
      )
      .filter((c) => !search || c.sender.name.toLowerCase().includes(search))
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
    return { body: pageOf(list, 1, Number(url.searchParams.get('pageSize') ?? 20)) };
  });
  server.on('GET /chat/conversations/c2/messages', {
    body: pageOf([messageOf('m1', minh, SUPPORT, '2026-11-26T03:00:00.000Z', { conversation: 'c2' })]),
  });
  server.on('PUT /chat/conversations/c2/seen', {
    body: { success: true, data: { conversationId: 'c2', readAt: '2026-11-26T04:00:00.000Z' } },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const names = () =>
  within(screen.getByRole('list', { name: 'Cuộc trò chuyện' }))
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));

function renderInbox(entry = '/admin/messages') {
  return renderChat(
    <>
      <ChatUnreadBadge as="admin" />
      <ChatInbox as="admin" role="SUPPORT" />
    </>,
    { as: 'admin', entry, path: '/admin/messages' },
  );
}

describe('ChatInbox', () => {
  it('lists conversations by latest activity with unread badges, and a new message moves one to the top', async () => {
    renderInbox();
    await waitFor(() =>
      expect(names()).toEqual([
        'Lê Văn Minh, 2 tin nhắn chưa đọc',
        'Phạm Thu Hoa, 1 tin nhắn chưa đọc',
        'Nguyễn Thị Lan',
      ]),
    );
    // The menu badge: the unread total.
    expect(screen.getByLabelText('3 tin nhắn chưa đọc').textContent).toBe('3');

    const message = messageOf('m9', lan, SUPPORT, '2026-11-26T05:00:00.000Z', {
      conversation: 'c1',
      content: 'Shop ơi, đơn của em đến đâu rồi?',
    });
    await act(async () => {
      registry.dispatch('admin', 'chat:message', {
        conversation: { ...conversations[0]!, unreadCount: 1, updatedAt: message.createdAt },
        message,
      });
    });
    // Cache updates reach the screen on the next frame (RTK's auto-batching).
    await waitFor(() =>
      expect(names()).toEqual([
        'Nguyễn Thị Lan, 1 tin nhắn chưa đọc',
        'Lê Văn Minh, 2 tin nhắn chưa đọc',
        'Phạm Thu Hoa, 1 tin nhắn chưa đọc',
      ]),
    );
    expect(screen.getByText('Shop ơi, đơn của em đến đâu rồi?')).toBeTruthy();
    expect(screen.getByLabelText('4 tin nhắn chưa đọc').textContent).toBe('4');
  });

  it('keeps the filter, the search and the open conversation in the address', async () => {
    const { router } = renderInbox();
    await waitFor(() => expect(names()).toHaveLength(3));

    fireEvent.click(screen.getByText('Chưa đọc'));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread'));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(server.requests.some((r) => r.route === 'GET /chat/conversations')).toBe(true);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Tìm kiếm cuộc trò chuyện' }), {
      target: { value: 'Minh' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread&q=Minh'));
    await waitFor(() => expect(names()).toEqual(['Lê Văn Minh, 2 tin nhắn chưa đọc']));

    fireEvent.click(screen.getByRole('button', { name: 'Lê Văn Minh, 2 tin nhắn chưa đọc' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=unread&q=Minh&c=c2'));
    expect(await screen.findByText('Tin nhắn m1')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Trò chuyện với Lê Văn Minh' })).toBeTruthy();
    // Read on opening: the seen call, and the conversation stays open although it left 'Chưa đọc'.
    await waitFor(() => expect(server.calls('PUT /chat/conversations/c2/seen')).toHaveLength(1));
    expect(screen.getByText('Tin nhắn m1')).toBeTruthy();

    // The address alone opens the same view (a reload, a shared link).
    await act(async () => {
      await router.navigate('/admin/messages?filter=all');
    });
    expect(screen.getByText('Chọn một cuộc trò chuyện để bắt đầu')).toBeTruthy();
  });

  it('lets SUPPORT hand a conversation to another staff member listed by GET /chat/staff, or close it', async () => {
    const admin = { ...SUPPORT, _id: 'id-ADMIN', name: 'Lê Quản Trị', role: 'ADMIN' as const };
    server.on('GET /chat/staff', { body: { success: true, data: [SUPPORT, admin] } });
    server.on('PUT /chat/conversations/c2/assign', {
      body: { success: true, data: conversationOf('c2', minh, { receiver: admin, unreadCount: 0 }) },
    });
    renderInbox('/admin/messages?c=c2');
    await screen.findByText('Tin nhắn m1');
    expect(screen.getByRole('button', { name: 'Đóng cuộc trò chuyện' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /Chuyển cho…$/ }));
    // The caller (SUPPORT, the conversation's member) is not offered to itself.
    const item = await screen.findByText('Lê Quản Trị (Quản trị viên)');
    expect(screen.queryByText('Trần Hỗ Trợ (Hỗ trợ)')).toBeNull();
    fireEvent.click(item);
    await waitFor(() => expect(server.calls('PUT /chat/conversations/c2/assign')).toHaveLength(1));
    expect(server.calls('PUT /chat/conversations/c2/assign')[0]).toEqual({ adminId: 'id-ADMIN' });
  });

  it("gives the doctor's tab the same list (as=doctor) and the empty state", async () => {
    renderChat(<ChatInbox as="doctor" />, {
      as: 'doctor',
      entry: '/doctor-owner?tab=messages',
      path: '/doctor-owner',
    });
    expect(screen.getByText('Chọn một cuộc trò chuyện để bắt đầu')).toBeTruthy();
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(new Set(asked)).toEqual(new Set(['doctor']));
  });
});
