import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { chatWidget } from '../../utils/chat-widget-store';
import { LazyChatLauncher } from '../lazy-chat-launcher';
import { renderChat } from './chat-fixtures';

// The launcher and its panel are lazy chunks in the app; fetched once here so a test does not wait on the import.
beforeAll(async () => {
  await Promise.all([import('../chat-launcher'), import('../chat-panel')]);
});

let server: FakeServer;
beforeEach(() => {
  chatWidget.reset();
  server = installFakeServer();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('LazyChatLauncher', () => {
  it('gives a visitor the plain button, which opens the sign-in prompt once the launcher has loaded', async () => {
    const onSignIn = vi.fn();
    renderChat(<LazyChatLauncher tone="shop" onSignIn={onSignIn} />, { as: null });
    const button = screen.getByRole('button', { name: 'Trò chuyện' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    // Loading the launcher must not close the widget the visitor just opened.
    const panel = await screen.findByRole('dialog', { name: 'Trò chuyện với Lumi' });
    expect(panel.textContent).toContain('Vui lòng đăng nhập');
    fireEvent.click(within(panel).getByRole('button', { name: 'Đăng nhập' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(0);
  });

  it('opens when another screen opens the widget (a doctor chat button)', async () => {
    renderChat(<LazyChatLauncher tone="shop" onSignIn={() => {}} />, { as: null });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => chatWidget.open());
    expect(await screen.findByRole('dialog', { name: 'Trò chuyện với Lumi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trò chuyện' }).getAttribute('aria-expanded')).toBe('true');
  });
});
