import { useSyncExternalStore } from 'react';

/** Pink on the shop, sky on the booking pages. */
export type ChatTone = 'shop' | 'clinic';

/** What the customer's widget shows: closed, the contact lists, or one contact's conversation. */
export type WidgetTarget = { kind: 'admin' | 'doctor'; id: string };
export type WidgetState = { isOpen: boolean; tab: 'support' | 'doctor'; target: WidgetTarget | null };

let state: WidgetState = { isOpen: false, tab: 'support', target: null };
const listeners = new Set<() => void>();

function set(next: WidgetState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The widget's state, shared by the floating button and the buttons that open a doctor's conversation. */
export const chatWidget = {
  get: () => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open: () => set({ ...state, isOpen: true }),
  close: () => set({ ...state, isOpen: false }),
  toggle: () => set({ ...state, isOpen: !state.isOpen }),
  showTab: (tab: WidgetState['tab']) => set({ ...state, tab, target: null }),
  /** Opens the widget on one contact's conversation (a doctor from a booking, a support account). */
  openWith: (target: WidgetTarget) =>
    set({ isOpen: true, tab: target.kind === 'doctor' ? 'doctor' : 'support', target }),
  back: () => set({ ...state, target: null }),
  reset: () => set({ isOpen: false, tab: 'support', target: null }),
};

export function useChatWidget(): WidgetState {
  return useSyncExternalStore(chatWidget.subscribe, chatWidget.get, chatWidget.get);
}
