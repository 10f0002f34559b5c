import { createContext, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { useAppSelector } from '@/lib/store';

/** The auth modal a route hands to the booking pages (the auth feature's, composed by the route). */
export type AuthModalComponent = ComponentType<{ open: boolean; onClose: () => void }>;

type Gate = (action: () => void) => void;

const GateContext = createContext<Gate>((action) => action());

/**
 * Decision 10: booking, cancelling and reviewing need a signed-in customer. `useSignInGate()(action)` runs the
 * action when signed in, otherwise opens the auth modal (the visitor acts again once signed in). The modal is
 * rendered from its first opening on (a lazy one is downloaded then, not with the page) and stays mounted after.
 */
export function SignInGate({ AuthModal, children }: { AuthModal: AuthModalComponent; children: ReactNode }) {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  if (open && !hasOpened) setHasOpened(true);
  const gate = useCallback<Gate>(
    (action) => {
      if (isAuthenticated) action();
      else setOpen(true);
    },
    [isAuthenticated],
  );
  return (
    <GateContext.Provider value={gate}>
      {children}
      {hasOpened && <AuthModal open={open && !isAuthenticated} onClose={() => setOpen(false)} />}
    </GateContext.Provider>
  );
}

export function useSignInGate(): Gate {
  return useContext(GateContext);
}
