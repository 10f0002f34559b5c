export { AuthModal, type AuthLocationState } from './components/auth-modal';
export { LazyAuthModal } from './components/lazy-auth-modal';
export { AuthPanel, type AuthStep } from './components/auth-panel';
export { useUserSession } from './hooks/use-user-session';
