import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/lib/store';
import type { RealtimeKind } from '@/realtime';
import type { CallSide } from './call-side-drawer';

const CallHost = lazy(() => import('./call-host').then((module) => ({ default: module.CallHost })));

/**
 * The call host, fetched only once someone of that kind has signed in: a visitor's pages never download the call
 * window. It stays mounted after signing out, so the host can end that kind's call.
 */
export function LazyCallHost({ kind, side }: { kind: RealtimeKind; side?: CallSide | undefined }) {
  const signedIn = useAppSelector((state) =>
    kind === 'user'
      ? state.auth.isAuthenticated
      : kind === 'doctor'
        ? state.auth.isAuthenticatedDoctor
        : state.auth.isAuthenticatedAdmin,
  );
  const [hasSignedIn, setHasSignedIn] = useState(signedIn);
  if (signedIn && !hasSignedIn) setHasSignedIn(true);
  if (!hasSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <CallHost kind={kind} side={side} />
    </Suspense>
  );
}
