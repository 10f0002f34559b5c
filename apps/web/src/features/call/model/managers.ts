import { emitWithAck, type RealtimeKind } from '@/realtime';
import { CallManager, type CallEnvironment } from './call-manager';

/** The browser's own pieces: the realtime socket of that kind, the devices and RTCPeerConnection. */
function browserEnvironment(kind: RealtimeKind): CallEnvironment {
  return {
    emit: (event, payload) => emitWithAck(kind, event, payload),
    mediaDevices: () => (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices),
    createPeer: (configuration) => new RTCPeerConnection(configuration),
    newCallId: () => crypto.randomUUID(),
    now: () => Date.now(),
  };
}

const managers = new Map<RealtimeKind, CallManager>();

/**
 * The call of a signed-in kind. It lives outside React, so that moving between the shop and the booking layouts
 * (each mounts its own host) does not drop a call in progress.
 */
export function callManagerFor(kind: RealtimeKind): CallManager {
  let manager = managers.get(kind);
  if (!manager) {
    manager = new CallManager(browserEnvironment(kind));
    managers.set(kind, manager);
  }
  return manager;
}

/** Tests only: a manager with stand-ins for the browser's devices and peer. */
export function replaceCallManager(kind: RealtimeKind, manager: CallManager | null): void {
  if (manager) managers.set(kind, manager);
  else managers.delete(kind);
}
