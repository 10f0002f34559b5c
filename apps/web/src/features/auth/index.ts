export { AuthModal, type AuthLocationState } from './components/auth-modal';
export { LazyAuthModal, LazySignInDialog } from './components/lazy-auth-modal';
export type { AuthHandover } from './components/sign-in-dialog';
export { AuthPanel, type AuthStep } from './components/auth-panel';
export { useUserSession } from './hooks/use-user-session';
