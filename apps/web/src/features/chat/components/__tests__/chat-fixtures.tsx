import { render } from '@testing-library/react';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { onTestFinished } from 'vitest';
import type { Conversation, Message, Participant } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { adminTheme } from '@/config/theme';
import { adminLoaded, doctorLoaded, userLoaded } from '@/lib/auth-slice';
import { adminOf, userOf } from '@/testing/fixtures';

// Whole answers of the server (the fake server checks each against the contract).

const avatar = { url: '/api/v1/avatars/default.svg', publicId: null };

export const CUSTOMER: Participant = { _id: 'u1', kind: 'user', name: 'Nguyễn Thị Lan', avatar };
export const SUPPORT: Participant = {
  _id: 'id-SUPPORT',
  kind: 'admin',
  name: 'Trần Hỗ Trợ',
  avatar,
  role: 'SUPPORT',
};

export function customerOf(id: string, name: string): Participant {
  return { _id: id, kind: 'user', name, avatar };
}

/** A message at `createdAt`, from `sender` to `receiver`. */
export function messageOf(
  id: string,
  sender: Participant,
  receiver: Participant,
  createdAt: string,
  overrides: Partial<Message> = {},
): Message {
  return {
    _id: id,
    conversation: 'c1',
    sender,
    receiver,
    content: `Tin nhắn ${id}`,
    attachments: [],
    replyTo: null,
    status: 'delivered',
    isRead: false,
    clientId: null,
    routineId: null,
    createdAt,
    ...overrides,
  };
}

/** A customer's conversation with support, as one side sees it. */
export function conversationOf(
  id: string,
  customer: Participant,
  overrides: Partial<Conversation> = {},
): Conversation {
  return {
    _id: id,
    type: 'User_Admin',
    sender: customer,
    receiver: SUPPORT,
    lastMessage: {
      _id: `last-${id}`,
      sender: customer._id,
      content: `Xin chào từ ${customer.name}`,
      hasAttachments: false,
      isRead: false,
      createdAt: '2026-11-26T03:00:00.000Z',
    },
    unreadCount: 0,
    isActive: true,
    createdAt: '2026-11-20T03:00:00.000Z',
    updatedAt: '2026-11-26T03:00:00.000Z',
    ...overrides,
  };
}

export const pageOf = <T,>(data: T[], page = 1, pageSize = 30, totalItems = data.length) => ({
  success: true as const,
  data,
  pagination: { page, pageSize, totalPage: Math.max(1, Math.ceil(totalItems / pageSize)), totalItems },
});

type As = 'user' | 'admin' | 'doctor';

/** Renders `element` at `entry` under a fresh store signed in as `as` (the admin as `role`). */
export function renderChat(
  element: ReactNode,
  {
    as,
    entry = '/',
    path = '*',
    role = 'SUPPORT',
  }: { as: As | null; entry?: string; path?: string; role?: 'ADMIN' | 'SUPPORT' },
) {
  const store = makeStore();
  const unsubscribe = setupListeners(store.dispatch);
  onTestFinished(() => unsubscribe());
  if (as === 'user') store.dispatch(userLoaded(userOf()));
  if (as === 'admin') store.dispatch(adminLoaded(adminOf(role)));
  if (as === 'doctor')
    store.dispatch(
      doctorLoaded({ _id: 'd1', name: 'Phạm An', email: 'an@lumi.vn' } as Parameters<typeof doctorLoaded>[0]),
    );
  const router = createMemoryRouter([{ path, element }], { initialEntries: [entry] });
  render(
    <AppProvider store={store} theme={adminTheme}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { store, router };
}
