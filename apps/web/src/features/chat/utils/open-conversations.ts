/**
 * Which conversations are on screen right now (a view registers while mounted): an incoming message in one of
 * them is read at once, so it does not raise the unread badge.
 */
const open = new Map<string, number>();

export function markConversationOpen(id: string): () => void {
  open.set(id, (open.get(id) ?? 0) + 1);
  return () => {
    const count = (open.get(id) ?? 1) - 1;
    if (count <= 0) open.delete(id);
    else open.set(id, count);
  };
}

/** Open and the tab visible (a hidden tab does not read anything). */
export function isConversationOnScreen(id: string): boolean {
  return open.has(id) && (typeof document === 'undefined' || document.visibilityState !== 'hidden');
}
