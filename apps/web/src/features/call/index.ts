export { CallHost } from './components/call-host';
export { LazyCallHost } from './components/lazy-call-host';
export {
  BookingCallButton,
  ConsultationCallButton,
  type ConsultationCallButtonProps,
} from './components/consultation-call-button';
