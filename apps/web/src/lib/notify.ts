import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';

/**
 * Toasts from outside React (the API middleware). Each themed area (shop, clinic, admin) registers
 * antd's <App> instances with its nesting depth; the deepest mounted one is used, so a toast on a
 * clinic page is sky blue. Before any registration (or in tests) messages go to the console.
 */
type Entry = { id: number; depth: number; message: MessageInstance; notification: NotificationInstance };

let entries: Entry[] = [];
let nextId = 1;

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
): () => void {
  const id = nextId++;
  entries = [...entries, { id, depth, message, notification }];
  return () => {
    entries = entries.filter((entry) => entry.id !== id);
  };
}

export const notify = {
  error(text: string): void {
    const target = active();
    if (target) void target.message.error(text);
    else console.error(text);
  },
  warning(text: string): void {
    const target = active();
    if (target) void target.message.warning(text);
    else console.warn(text);
  },
  success(text: string): void {
    void active()?.message.success(text);
  },
  info(text: string): void {
    void active()?.message.info(text);
  },
  /** A longer-lived notice with a title. */
  notice(title: string, description: string): void {
    active()?.notification.info({ title, description, placement: 'topRight' });
  },
};
