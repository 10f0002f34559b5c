import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatContact, Participant } from '@lumi/shared';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { chatWidget } from '../../utils/chat-widget-store';
import { ChatLauncher } from '../chat-launcher';
import { ChatWithDoctorButton } from '../chat-with-doctor-button';
import { CUSTOMER, SUPPORT, conversationOf, messageOf, pageOf, renderChat } from './chat-fixtures';

const avatar = { url: '/api/v1/avatars/default.svg', publicId: null };
const support2: Participant = { _id: 'a2', kind: 'admin', name: 'Lê Quản Trị', avatar, role: 'ADMIN' };
const doctor: Participant = { _id: 'd1', kind: 'doctor', name: 'Phạm An', avatar, specialty: 'Da liễu' };

const supportContacts: ChatContact[] = [
  {
    contact: SUPPORT,
    conversation: conversationOf('c1', CUSTOMER, {
      unreadCount: 2,
      lastMessage: {
        _id: 'm2',
        sender: SUPPORT._id,
        content: '',
        hasAttachments: true,
        attachmentType: 'image',
        isRead: false,
        createdAt: '2026-11-26T03:00:00.000Z',
      },
    }),
  },
  { contact: support2, conversation: null },
];
const doctorConversation = conversationOf('c9', CUSTOMER, {
  type: 'User_Doctor',
  receiver: doctor,
  unreadCount: 1,
  lastMessage: {
    _id: 'm9',
    sender: CUSTOMER._id,
    content: 'Em cảm ơn bác sĩ',
    hasAttachments: false,
    isRead: true,
    createdAt: '2026-11-26T02:00:00.000Z',
  },
});

let server: FakeServer;
beforeEach(() => {
  chatWidget.reset();
  server = installFakeServer();
  server.on('GET /chat/contacts', (_body, url) => ({
    body: {
      ...pageOf(
        url.searchParams.get('type') === 'doctor'
          ? [{ contact: doctor, conversation: doctorConversation }]
          : supportContacts,
      ),
    },
  }));
  server.on('GET /chat/conversations', {
    body: pageOf([supportContacts[0]!.conversation!, doctorConversation], 1, 100),
  });
  server.on('GET /chat/conversations/c9/messages', {
    body: pageOf([
      messageOf('m9', CUSTOMER, doctor, '2026-11-26T02:00:00.000Z', {
        conversation: 'c9',
        content: 'Em cảm ơn bác sĩ',
        isRead: true,
      }),
    ]),
  });
  server.on('PUT /chat/conversations/c9/seen', {
    body: { success: true, data: { conversationId: 'c9', readAt: '2026-11-26T04:00:00.000Z' } },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChatLauncher', () => {
  it('signed out, asks to sign in and hands over to the site’s sign-in', async () => {
    const onSignIn = vi.fn();
    renderChat(<ChatLauncher tone="shop" onSignIn={onSignIn} />, { as: null });
    fireEvent.click(screen.getByRole('button', { name: 'Trò chuyện' }));
    // The panel's module loads on the first open (the file's first test pays for its import under load).
    const panel = await screen.findByRole('dialog', { name: 'Trò chuyện với Lumi' }, { timeout: 5000 });
    expect(panel.textContent).toContain('Vui lòng đăng nhập');
    fireEvent.click(within(panel).getByRole('button', { name: 'Đăng nhập' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('shows the unread total, the support staff and the booked doctors with their last messages', async () => {
    renderChat(<ChatLauncher tone="shop" onSignIn={() => {}} />, { as: 'user' });
    const launcher = await screen.findByRole('button', { name: 'Trò chuyện, 3 tin nhắn chưa đọc' });
    const unreadRequest = server.requests.find((r) => r.route === 'GET /chat/conversations');
    expect(unreadRequest).toBeDefined();
    fireEvent.click(launcher);

    const staff = await screen.findByRole('list', { name: 'Nhân viên hỗ trợ' });
    const rows = within(staff).getAllByRole('button');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Trần Hỗ Trợ, 2 tin nhắn chưa đọc',
      'Lê Quản Trị',
    ]);
    // The last message (or who they are) is beside the name, in the row.
    expect(rows[0]!.closest('li')!.textContent).toContain('Đã gửi 1 hình ảnh');
    expect(rows[1]!.closest('li')!.textContent).toContain('Quản trị viên');

    fireEvent.click(screen.getByRole('tab', { name: 'Bác sĩ' }));
    // While the doctors load, the support staff are not listed under the doctors' name.
    expect(screen.queryByRole('list', { name: 'Bác sĩ' })).toBeNull();
    const doctors = await screen.findByRole('list', { name: 'Bác sĩ' });
    expect(within(doctors).getByRole('listitem').textContent).toContain('Bạn: Em cảm ơn bác sĩ');
    expect(within(doctors).getByRole('button').textContent).toContain('BS. Phạm An');
  });

  it('opens the doctor’s conversation from "Nhắn tin với bác sĩ"', async () => {
    renderChat(
      <>
        <ChatWithDoctorButton doctorId="d1" />
        <ChatLauncher tone="clinic" onSignIn={() => {}} />
      </>,
      { as: 'user' },
    );
    fireEvent.click(await screen.findByRole('button', { name: /Nhắn tin với bác sĩ/ }));
    expect(await screen.findByRole('region', { name: 'Trò chuyện với BS. Phạm An' })).toBeTruthy();
    expect(await screen.findByText('Em cảm ơn bác sĩ')).toBeTruthy();
    await waitFor(() => expect(server.calls('PUT /chat/conversations/c9/seen')).toHaveLength(1));
  });

  it('offers no doctor chat without a booking with that doctor', async () => {
    renderChat(<ChatWithDoctorButton doctorId="d-other" />, { as: 'user' });
    await waitFor(() => expect(server.calls('GET /chat/contacts')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Nhắn tin/ })).toBeNull();
  });
});
