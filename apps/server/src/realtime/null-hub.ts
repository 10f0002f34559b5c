import type { RealtimeHub } from './port';

/**
 * The hub of code paths without a socket server (scripts, services built alone): emits go nowhere, nobody is online,
 * handlers are kept but never called.
 */
export const nullHub: RealtimeHub = {
  emit() {},
  emitToSocket() {},
  async isOnline() {
    return false;
  },
  async socketsOf() {
    return [];
  },
  handle() {},
  onDisconnect() {},
  revalidate() {},
};
