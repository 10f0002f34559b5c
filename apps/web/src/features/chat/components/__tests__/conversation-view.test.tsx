import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientEvents, Message } from '@lumi/shared';
import type * as realtime from '@/realtime';
import { emitWithAck } from '@/realtime';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { chooseImages, installFakeUploads } from '@/testing/fake-upload';
import { ConversationView } from '../conversation-view';
import { VOICE_DENIED, VOICE_UNSUPPORTED } from '../../hooks/use-voice-recorder';
import { CUSTOMER, SUPPORT, conversationOf, messageOf, pageOf, renderChat } from './chat-fixtures';

// Only the socket emit is stubbed, at the module boundary; every REST call goes through the fake server.
vi.mock('@/realtime', async (importOriginal) => ({
  ...(await importOriginal<typeof realtime>()),
  emitWithAck: vi.fn(),
}));
const emit = vi.mocked(emitWithAck);

const conversation = conversationOf('c1', CUSTOMER, { unreadCount: 1 });
// Newest first, as the server pages them: 30 of 32 messages, the oldest two on a second page.
const history: Message[] = Array.from({ length: 32 }, (_, i) => {
  const n = 32 - i;
  const fromCustomer = n % 2 === 1;
  return messageOf(
    `m${n}`,
    fromCustomer ? CUSTOMER : SUPPORT,
    fromCustomer ? SUPPORT : CUSTOMER,
    // Two days: m1…m16 on the 10th, m17…m32 on the 11th (Asia/Ho_Chi_Minh).
    new Date(Date.UTC(2026, 10, n <= 16 ? 10 : 11, 2, n)).toISOString(),
    { isRead: n !== 31 },
  );
});

let server: FakeServer;
/** The `before` cursor of each history request (null: the newest page). */
let cursors: (string | null)[];

beforeEach(() => {
  server = installFakeServer();
  cursors = [];
  server.on('GET /chat/conversations/c1/messages', (_body, url) => {
    const before = url.searchParams.get('before');
    cursors.push(before);
    if (!before) return { body: pageOf(history.slice(0, 30), 1, 30, 32) };
    const index = history.findIndex((m) => m._id === before);
    const older = history.slice(index + 1);
    return { body: pageOf(older, 1, 30, older.length) };
  });
  server.on('PUT /chat/conversations/c1/seen', {
    body: { success: true, data: { conversationId: 'c1', readAt: '2026-11-26T05:00:00.000Z' } },
  });
  emit.mockReset();
  emit.mockImplementation(async () => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderView() {
  return renderChat(
    <ConversationView as="admin" myId="id-SUPPORT" counterpart={CUSTOMER} conversation={conversation} />,
    { as: 'admin' },
  );
}

const bubbles = () => screen.getAllByTestId('chat-message');

describe('ConversationView', () => {
  it('shows the history oldest first with day separators, own bubbles and the receipt, and marks it seen', async () => {
    renderView();
    expect(await screen.findByText('Tin nhắn m32')).toBeTruthy();
    const texts = bubbles().map((b) => b.textContent ?? '');
    expect(texts[0]).toContain('Tin nhắn m3');
    expect(texts.at(-1)).toContain('Tin nhắn m32');
    expect(screen.getAllByRole('separator').map((s) => s.textContent)).toEqual([
      'Thứ 3, 10/11/2026',
      'Thứ 4, 11/11/2026',
    ]);
    // m32 is the support's own last message, read by the customer.
    expect(bubbles().at(-1)!.textContent).toContain('Đã xem');
    expect(bubbles().at(-1)!.className).toMatch(/rowMine/);
    await waitFor(() => expect(server.calls('PUT /chat/conversations/c1/seen')).toHaveLength(1));
    const seen = server.requests.find((r) => r.route === 'PUT /chat/conversations/c1/seen');
    expect(seen).toBeDefined();
  });

  it('loads older messages with the `before` cursor when scrolled to the top', async () => {
    renderView();
    await screen.findByText('Tin nhắn m32');
    expect(screen.queryByText('Tin nhắn m1')).toBeNull();
    fireEvent.scroll(screen.getByRole('log', { name: 'Tin nhắn' }));
    expect(await screen.findByText('Tin nhắn m1')).toBeTruthy();
    expect(bubbles()[0]!.textContent).toContain('Tin nhắn m1');
    // The oldest message shown was m3: the next page is asked for before it.
    expect(cursors).toEqual([null, 'm3']);
    expect(screen.queryByRole('button', { name: 'Xem tin nhắn cũ hơn' })).toBeNull();
  });

  it('shows a sent message at once, replaces it with the acknowledged one, and offers "Gửi lại" on failure', async () => {
    let acknowledge: (value: unknown) => void = () => {};
    emit.mockImplementation((_kind, event, payload) => {
      if (event !== 'chat:send') return Promise.resolve(undefined);
      const send = payload as ClientEvents['chat:send'];
      return new Promise((resolve) => {
        acknowledge = () =>
          resolve({
            conversation: { ...conversation, unreadCount: 0 },
            message: messageOf('m33', SUPPORT, CUSTOMER, '2026-11-26T04:00:00.000Z', {
              content: send.content ?? '',
              clientId: send.clientId ?? null,
              isRead: false,
            }),
          });
      });
    });
    renderView();
    await screen.findByText('Tin nhắn m32');
    const input = screen.getByRole('textbox', { name: 'Nhập tin nhắn' });
    fireEvent.change(input, { target: { value: 'Chào chị, em kiểm tra đơn ngay ạ' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    const pending = bubbles().at(-1)!;
    expect(pending.textContent).toContain('Chào chị, em kiểm tra đơn ngay ạ');
    expect(pending.textContent).toContain('Đang gửi…');
    const sent = emit.mock.calls.find(([, event]) => event === 'chat:send')!;
    expect(sent[0]).toBe('admin');
    expect(sent[2]).toMatchObject({ conversationId: 'c1', content: 'Chào chị, em kiểm tra đơn ngay ạ' });
    expect((sent[2] as { clientId?: string }).clientId).toEqual(expect.any(String));
    expect((input as HTMLTextAreaElement).value).toBe('');

    await act(async () => acknowledge(undefined));
    const stored = bubbles().at(-1)!;
    expect(stored.textContent).toContain('Chào chị, em kiểm tra đơn ngay ạ');
    expect(stored.textContent).not.toContain('Đang gửi…');
    expect(stored.textContent).toMatch(/11:00\W*Đã gửi$/);
    expect(screen.getAllByText('Chào chị, em kiểm tra đơn ngay ạ')).toHaveLength(1);

    // A refused send stays with 'Gửi lại'; retrying sends the same clientId again.
    emit.mockImplementation((_kind, event) =>
      event === 'chat:send'
        ? Promise.reject({ code: 'RATE_LIMITED', message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau' })
        : Promise.resolve(undefined),
    );
    fireEvent.change(input, { target: { value: 'Tin thứ hai' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    const failed = await screen.findByText('Bạn thao tác quá nhanh, vui lòng thử lại sau');
    const row = failed.closest('[data-testid="chat-message"]') as HTMLElement;
    const sends = () => emit.mock.calls.filter(([, event]) => event === 'chat:send');
    const firstId = (sends().at(-1)![2] as { clientId: string }).clientId;
    fireEvent.click(within(row).getByRole('button', { name: 'Gửi lại' }));
    await waitFor(() => expect(sends()).toHaveLength(3));
    expect((sends().at(-1)![2] as { clientId: string }).clientId).toBe(firstId);
    expect(await screen.findByText('Bạn thao tác quá nhanh, vui lòng thử lại sau')).toBeTruthy();
  });

  it('uploads pictures for the chat, previews them before sending, and sends them as image attachments', async () => {
    const uploads = installFakeUploads();
    renderView();
    await screen.findByText('Tin nhắn m32');
    await chooseImages(screen.getByTestId('chat-image-input'), ['da-1.png', 'da-2.png']);
    const tray = await screen.findByLabelText('Ảnh sẽ gửi');
    await waitFor(() => expect(within(tray).getAllByRole('img', { name: /Ảnh đính kèm/ })).toHaveLength(2));
    expect(uploads.purposes).toEqual(['chat', 'chat']);
    fireEvent.click(within(tray).getByRole('button', { name: 'Bỏ ảnh 2' }));
    expect(within(tray).getAllByRole('img', { name: /Ảnh đính kèm/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    const sent = emit.mock.calls.find(([, event]) => event === 'chat:send')!;
    expect(sent[2]).toMatchObject({
      conversationId: 'c1',
      attachments: [{ url: '/uploads/chat/da-1.png', publicId: 'chat/da-1.png', type: 'image' }],
    });
    expect(screen.queryByLabelText('Ảnh sẽ gửi')).toBeNull();
  });

  it('says when the browser cannot record a voice note, or the microphone is refused', async () => {
    renderView();
    await screen.findByText('Tin nhắn m32');
    fireEvent.click(screen.getByRole('button', { name: 'Ghi âm' }));
    expect((await screen.findByRole('alert')).textContent).toContain(VOICE_UNSUPPORTED);
    expect(VOICE_UNSUPPORTED).toBe('Thiết bị của bạn không hỗ trợ ghi âm');

    class FakeRecorder {
      static isTypeSupported = () => true;
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () => Promise.reject(Object.assign(new Error('denied'), { name: 'NotAllowedError' })),
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ghi âm' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(VOICE_DENIED));
    expect(VOICE_DENIED).toBe('Bạn chưa cho phép dùng micro');
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
});
