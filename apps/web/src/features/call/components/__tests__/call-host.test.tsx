import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { userLoaded } from '@/lib/auth-slice';
import { customerOf } from '@/testing/booking-fixtures';
import { installFakeServer } from '@/testing/fake-server';
import { CLIENT_CONFIG } from '@/testing/fixtures';
import { callManagerFor, replaceCallManager } from '../../model/managers';
import { CallHost } from '../call-host';

/*
 * The call window of a signed-in customer with the browser's devices refused or missing: navigator.mediaDevices is
 * the browser boundary, stubbed here (jsdom has none). Nothing reaches the socket but the refusal of a ringing call.
 */

const DENIED = 'Trình duyệt đã chặn camera/micro. Hãy cho phép trong cài đặt trang rồi thử lại.';
const MISSING = 'Không tìm thấy camera hoặc micro trên thiết bị này.';

function stubDevices(error: DOMException) {
  const getUserMedia = vi.fn().mockRejectedValue(error);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return getUserMedia;
}

function renderHost() {
  const store = makeStore();
  store.dispatch(userLoaded(customerOf()));
  render(
    <AppProvider store={store}>
      <CallHost kind="user" />
    </AppProvider>,
  );
}

beforeEach(() => {
  installFakeServer().on('GET /config', { body: { success: true, data: CLIENT_CONFIG } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  replaceCallManager('user', null);
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CallHost', () => {
  it('ends a call at once, saying so, when the browser refuses the camera and micro', async () => {
    const getUserMedia = stubDevices(new DOMException('Permission denied', 'NotAllowedError'));
    renderHost();
    await act(async () => {
      await callManagerFor('user').start({
        conversationId: '6b1e0a52-0000-4000-8000-0000000000cc',
        peer: { name: 'Phạm Thị An', title: 'BS. Phạm Thị An', avatar: null },
        withVideo: true,
      });
    });
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: true,
      video: { width: { ideal: 1280 }, height: { ideal: 720 } },
    });
    const dialog = screen.getByRole('dialog', { name: 'Cuộc gọi video với BS. Phạm Thị An' });
    expect(screen.getByRole('status').textContent).toBe('Cuộc gọi đã kết thúc');
    expect(screen.getByRole('alert').textContent).toBe(DENIED);
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(dialog.isConnected).toBe(false);
  });

  it('rings for an incoming call and, on answering without a camera, says none was found', async () => {
    stubDevices(new DOMException('Requested device not found', 'NotFoundError'));
    renderHost();
    act(() => {
      callManagerFor('user').receiveOffer({
        callId: '6b1e0a52-0000-4000-8000-0000000000aa',
        conversationId: '6b1e0a52-0000-4000-8000-0000000000cc',
        from: { _id: 'd1', kind: 'doctor', name: 'Phạm Thị An', avatar: { url: '', publicId: null } },
        offer: { type: 'offer', sdp: 'v=0' },
        withVideo: true,
      });
    });
    const card = screen.getByRole('alertdialog', { name: 'Cuộc gọi đến từ BS. Phạm Thị An' });
    await act(async () => {
      fireEvent.click(card.querySelector('button')!);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MISSING));
    expect(screen.getByRole('status').textContent).toBe('Cuộc gọi đã kết thúc');
  });

  it('shows nothing to a signed-out visitor', () => {
    render(
      <AppProvider store={makeStore()}>
        <CallHost kind="user" />
      </AppProvider>,
    );
    act(() => {
      callManagerFor('user').receiveOffer({
        callId: '6b1e0a52-0000-4000-8000-0000000000aa',
        conversationId: '6b1e0a52-0000-4000-8000-0000000000cc',
        from: { _id: 'd1', kind: 'doctor', name: 'Phạm Thị An', avatar: { url: '', publicId: null } },
        offer: { type: 'offer', sdp: 'v=0' },
        withVideo: true,
      });
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
