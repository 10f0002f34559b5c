import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/lib/store';
import { useGetClientConfigQuery } from '@/lib/client-config';
import { useConnectionState, useSocketEvent, type RealtimeKind } from '@/realtime';
import { callManagerFor } from '../model/managers';
import type { CallManager, CallView } from '../model/call-manager';
import type { CallSide } from './call-side-drawer';
import { CallWindow, type CallActions } from './call-window';

/** The call of a kind, as a screen reads it. */
export function useCallView(manager: CallManager): CallView | null {
  return useSyncExternalStore(manager.subscribe, manager.getView, () => null);
}

function useSignedIn(kind: RealtimeKind): boolean {
  return useAppSelector((state) =>
    kind === 'user'
      ? state.auth.isAuthenticated
      : kind === 'doctor'
        ? state.auth.isAuthenticatedDoctor
        : state.auth.isAuthenticatedAdmin,
  );
}

export type CallHostProps = {
  kind: RealtimeKind;
  /** What the window opens beside a call placed from a booking (the doctor's: the patient's skin record). */
  side?: CallSide | undefined;
};

/**
 * Mounted once per signed-in kind in a layout: takes that kind's calls (`call:*` on its socket), rings, and shows
 * the call window. ICE servers come from `GET /config`.
 */
export function CallHost({ kind, side }: CallHostProps) {
  const signedIn = useSignedIn(kind);
  // Signing out ends that kind's call.
  useEffect(() => {
    if (signedIn) return;
    const manager = callManagerFor(kind);
    manager.hangUp();
    manager.dismiss();
  }, [kind, signedIn]);
  return signedIn ? <SignedInCallHost kind={kind} side={side} /> : null;
}

function SignedInCallHost({ kind, side }: CallHostProps) {
  const manager = callManagerFor(kind);
  const { data: config } = useGetClientConfigQuery();
  useEffect(() => {
    manager.setIceServers(config?.iceServers ?? []);
  }, [manager, config]);

  useSocketEvent(kind, 'call:offer', (event) => manager.receiveOffer(event));
  useSocketEvent(kind, 'call:answer', (event) => void manager.receiveAnswer(event));
  useSocketEvent(kind, 'call:ice', (event) => void manager.receiveIce(event));
  useSocketEvent(kind, 'call:end', (event) => manager.receiveEnd(event));

  // The server ends a call whose socket dropped (`disconnected` to the other side): this side shows it too.
  const connection = useConnectionState(kind);
  const previous = useRef(connection);
  useEffect(() => {
    if (previous.current === 'connected' && connection !== 'connected') manager.connectionLost();
    previous.current = connection;
  }, [connection, manager]);

  const view = useCallView(manager);
  const actions = useMemo<CallActions>(
    () => ({
      accept: () => void manager.accept(),
      reject: () => manager.reject(),
      hangUp: () => manager.hangUp(),
      toggleMic: () => manager.toggleMic(),
      toggleCamera: () => manager.toggleCamera(),
      dismiss: () => manager.dismiss(),
    }),
    [manager],
  );
  // One window per call: what a window opened (the side drawer) goes with its call.
  return view ? <CallWindow key={view.callId} view={view} actions={actions} side={side} /> : null;
}
