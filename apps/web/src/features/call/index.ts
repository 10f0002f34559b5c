export { CallHost, type CallHostProps } from './components/call-host';
export type { CallSide } from './components/call-side-drawer';
export { LazyCallHost } from './components/lazy-call-host';
export {
  BookingCallButton,
  ConsultationCallButton,
  type ConsultationCallButtonProps,
} from './components/consultation-call-button';
