import { createContext, useCallback, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { useAppSelector } from '@/app/store';

/** The auth modal a route hands to the booking pages (the auth feature's, composed by the route). */
export type AuthModalComponent = ComponentType<{ open: boolean; onClose: () => void }>;

type Gate = (action: () => void) => void;

const GateContext = createContext<Gate>((action) => action());

/**
 * Decision 10: booking, cancelling and reviewing need a signed-in customer. `useSignInGate()(action)` runs the
 * action when signed in, otherwise opens the auth modal (the visitor acts again once signed in).
 */
export function SignInGate({ AuthModal, children }: { AuthModal: AuthModalComponent; children: ReactNode }) {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);
  const [open, setOpen] = useState(false);
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
      <AuthModal open={open && !isAuthenticated} onClose={() => setOpen(false)} />
    </GateContext.Provider>
  );
}

export function useSignInGate(): Gate {
  return useContext(GateContext);
}
