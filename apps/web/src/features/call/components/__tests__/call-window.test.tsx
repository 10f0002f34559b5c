import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallView } from '../../model/call-manager';
import { END_MESSAGES } from '../../model/call-manager';
import { CallWindow, formatCallDuration, type CallActions } from '../call-window';

function viewOf(overrides: Partial<CallView> = {}): CallView {
  return {
    callId: '6b1e0a52-0000-4000-8000-000000000001',
    direction: 'outgoing',
    peer: { name: 'Phạm Thị An', title: 'BS. Phạm Thị An', avatar: null },
    withVideo: true,
    phase: 'calling',
    connectionState: 'new',
    connectedAt: null,
    micOn: true,
    cameraOn: true,
    localStream: null,
    remoteStream: null,
    endCause: null,
    endMessage: null,
    bookingId: null,
    ...overrides,
  };
}

function actionsOf(): CallActions {
  return {
    accept: vi.fn(),
    reject: vi.fn(),
    hangUp: vi.fn(),
    toggleMic: vi.fn(),
    toggleCamera: vi.fn(),
    dismiss: vi.fn(),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CallWindow', () => {
  it('rings with the caller and answers or turns the call down', () => {
    const actions = actionsOf();
    render(<CallWindow view={viewOf({ phase: 'ringing', direction: 'incoming' })} actions={actions} />);
    const card = screen.getByRole('alertdialog', { name: 'Cuộc gọi đến từ BS. Phạm Thị An' });
    expect(card.textContent).toContain('Cuộc gọi video');
    fireEvent.click(within(card).getByRole('button', { name: 'Trả lời' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Từ chối' }));
    expect(actions.accept).toHaveBeenCalledOnce();
    expect(actions.reject).toHaveBeenCalledOnce();
  });

  it('says where the call stands: calling, connecting, connected with its length', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T02:00:05Z') });
    const actions = actionsOf();
    const { rerender } = render(<CallWindow view={viewOf()} actions={actions} />);
    const dialog = screen.getByRole('dialog', { name: 'Cuộc gọi video với BS. Phạm Thị An' });
    expect(within(dialog).getByRole('status').textContent).toContain('Đang gọi…');

    rerender(
      <CallWindow view={viewOf({ phase: 'connecting', connectionState: 'connecting' })} actions={actions} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Đang kết nối…');
    expect(screen.getByRole('dialog').getAttribute('data-call-state')).toBe('connecting');

    rerender(
      <CallWindow
        view={viewOf({
          phase: 'connected',
          connectionState: 'connected',
          connectedAt: new Date('2026-11-26T02:00:00Z').getTime(),
        })}
        actions={actions}
      />,
    );
    expect(screen.getByRole('dialog').getAttribute('data-call-state')).toBe('connected');
    expect(screen.getByRole('status').textContent).toContain('Đã kết nối · 00:05');
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    expect(screen.getByRole('status').textContent).toContain('Đã kết nối · 01:06');
  });

  it('toggles the micro and the camera and hangs up', () => {
    const actions = actionsOf();
    const stream = {} as MediaStream;
    const { rerender } = render(
      <CallWindow view={viewOf({ phase: 'connecting', localStream: stream })} actions={actions} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tắt micro' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tắt camera' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kết thúc' }));
    expect(actions.toggleMic).toHaveBeenCalledOnce();
    expect(actions.toggleCamera).toHaveBeenCalledOnce();
    expect(actions.hangUp).toHaveBeenCalledOnce();

    rerender(
      <CallWindow
        view={viewOf({ phase: 'connecting', localStream: stream, micOn: false, cameraOn: false })}
        actions={actions}
      />,
    );
    expect(screen.getByRole('button', { name: 'Bật micro' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bật camera' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('has no camera button in a voice call', () => {
    render(<CallWindow view={viewOf({ withVideo: false, phase: 'connecting' })} actions={actionsOf()} />);
    expect(screen.getByRole('dialog', { name: 'Cuộc gọi thoại với BS. Phạm Thị An' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /camera/ })).toBeNull();
  });

  it.each([
    ['busy', 'Người nhận đang bận'],
    ['timeout', 'Không trả lời'],
    ['offline', 'Người nhận không trực tuyến'],
    ['answered_elsewhere', 'Đã trả lời trên thiết bị khác'],
    ['disconnected', 'Mất kết nối'],
    ['rejected', 'Đã từ chối'],
  ] as const)('ends with the reason %s in Vietnamese', (cause, text) => {
    const actions = actionsOf();
    render(
      <CallWindow
        view={viewOf({
          phase: 'ended',
          endCause: cause,
          endMessage: END_MESSAGES[cause],
          connectionState: 'closed',
        })}
        actions={actions}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Cuộc gọi đã kết thúc');
    expect(screen.getByRole('alert').textContent).toBe(text);
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(actions.dismiss).toHaveBeenCalledOnce();
  });

  it('opens the side drawer for the booking of a call placed from it, and closes it back to the controls', async () => {
    const render_ = vi.fn((bookingId: string) => <p>Hồ sơ của lịch {bookingId}</p>);
    const side = { label: 'Hồ sơ da', render: render_ };
    const view = viewOf({ phase: 'connecting', localStream: {} as MediaStream, bookingId: 'b-42' });
    render(<CallWindow view={view} actions={actionsOf()} side={side} />);
    const button = screen.getByRole('button', { name: 'Hồ sơ da' });
    // Between the camera and hanging up; nothing is rendered for the side until it is opened.
    const controls = Array.from(button.parentElement!.querySelectorAll('button')).map((b) => b.textContent);
    expect(controls).toEqual(['Tắt micro', 'Tắt camera', 'Hồ sơ da', 'Kết thúc']);
    expect(render_).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await act(async () => {
      fireEvent.click(button);
    });
    // The drawer (antd, with the clinic's theme) is downloaded on this first opening.
    const drawer = await screen.findByRole('dialog', { name: 'Hồ sơ da' }, { timeout: 10_000 });
    expect(within(drawer).getByText('Hồ sơ của lịch b-42')).toBeTruthy();
    expect(render_).toHaveBeenCalledWith('b-42');
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await act(async () => {
      fireEvent.click(within(drawer).getByRole('button', { name: 'Đóng' }));
    });
    await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'), { timeout: 10_000 });
    // The call's controls are there to use again.
    expect(screen.getByRole('button', { name: 'Kết thúc' })).toBeTruthy();
  });

  it('has no side button for a call not placed from a booking, nor without a side', () => {
    const side = { label: 'Hồ sơ da', render: () => null };
    const { rerender } = render(
      <CallWindow
        view={viewOf({ phase: 'connecting', bookingId: null })}
        actions={actionsOf()}
        side={side}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Hồ sơ da' })).toBeNull();
    rerender(<CallWindow view={viewOf({ phase: 'connecting', bookingId: 'b-42' })} actions={actionsOf()} />);
    expect(screen.queryByRole('button', { name: 'Hồ sơ da' })).toBeNull();
    rerender(
      <CallWindow
        view={viewOf({ phase: 'connecting', bookingId: 'b-42' })}
        actions={actionsOf()}
        side={side}
      />,
    );
    expect(screen.getByRole('button', { name: 'Hồ sơ da' })).toBeTruthy();
  });

  it('formats lengths', () => {
    expect(formatCallDuration(0)).toBe('00:00');
    expect(formatCallDuration(65_400)).toBe('01:05');
    expect(formatCallDuration(3_725_000)).toBe('1:02:05');
  });
});
