import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalInstance } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

export type { ModalInstance };

/**
 * Toasts from outside React (the API middleware). Each themed area (shop, clinic, admin) registers
 * antd's <App> instances with its nesting depth; the deepest mounted one is used, so a toast on a
 * clinic page is sky blue. A plain shop page has none until it needs one: a toast raised there asks
 * the registered loader for the shop's scope and is shown once the scope registers. Without either
 * (tests) errors and warnings go to the console. A plain page's confirmation borrows the area's modal the same way
 * (`activeModal`).
 */
type Entry = {
  id: number;
  depth: number;
  message: MessageInstance;
  notification: NotificationInstance;
  /** The area's dialogs (a confirmation asked from a plain page, which has no antd <App> of its own). */
  modal: ModalInstance | null;
};

let entries: Entry[] = [];
let nextId = 1;
/** The loader of a themed area, set by a layout rendered without one (the shop's plain pages). */
let loadNotifier: (() => void) | null = null;
/** Toasts raised while the area was loading, shown in order once it registers. */
let pending: ((entry: Entry) => void)[] = [];

function active(): Entry | undefined {
  let best: Entry | undefined;
  for (const entry of entries) if (!best || entry.depth >= best.depth) best = entry;
  return best;
}

/** Registers an area's instances; returns the function that removes them. */
export function bindNotifiers(
  message: MessageInstance,
  notification: NotificationInstance,
  depth = 0,
  modal: ModalInstance | null = null,
): () => void {
  const id = nextId++;
  const entry = { id, depth, message, notification, modal };
  entries = [...entries, entry];
  if (pending.length > 0) flushSoon();
  return () => {
    entries = entries.filter((entry) => entry.id !== id);
  };
}

/**
 * Sets the loader called when a toast finds no area to show it (the shop layout's: it renders its antd
 * scope); returns the function that removes it.
 */
export function setNotifierLoader(load: () => void): () => void {
  loadNotifier = load;
  return () => {
    if (loadNotifier === load) loadNotifier = null;
  };
}

let flushScheduled = false;
/**
 * Shows the waiting toasts on the active area once the render that registered it is over (its toast holder mounted;
 * under StrictMode, after the effects' second run); they wait for the next area if it went away meanwhile.
 */
function flushSoon(): void {
  if (flushScheduled) return;
  flushScheduled = true;
  setTimeout(() => {
    flushScheduled = false;
    const target = active();
    if (!target) return;
    const waiting = pending;
    pending = [];
    for (const toast of waiting) toast(target);
  }, 0);
}

/** Whether a themed area is registered (a toast shows at once). */
export function hasNotifier(): boolean {
  return entries.length > 0;
}

/** Shows a toast on the active area, or once one registers when a loader can bring it; false when neither. */
function show(toast: (entry: Entry) => void): boolean {
  const target = active();
  if (target) {
    toast(target);
    return true;
  }
  if (!loadNotifier) return false;
  pending.push(toast);
  loadNotifier();
  return true;
}

/**
 * The active area's modal instance, for a confirmation asked from a plain page (the shop's scope is loaded first when
 * the page has none yet); null when no area can come (unit tests without a themed scope).
 */
export function activeModal(): Promise<ModalInstance | null> {
  return new Promise((resolve) => {
    if (!show((entry) => resolve(entry.modal))) resolve(null);
  });
}

export const notify = {
  error(text: string): void {
    if (!show((entry) => void entry.message.error(text))) console.error(text);
  },
  warning(text: string): void {
    if (!show((entry) => void entry.message.warning(text))) console.warn(text);
  },
  success(text: string): void {
    show((entry) => void entry.message.success(text));
  },
  info(text: string): void {
    show((entry) => void entry.message.info(text));
  },
  /** A longer-lived notice with a title. */
  notice(title: string, description: string): void {
    show((entry) => entry.notification.info({ title, description, placement: 'topRight' }));
  },
};
