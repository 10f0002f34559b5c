export { CallHost } from './components/call-host';
export {
  BookingCallButton,
  ConsultationCallButton,
  type ConsultationCallButtonProps,
} from './components/consultation-call-button';
