export { BookingDetailPage } from './components/booking-detail-page';
export { BookingHistoryPage } from './components/booking-history-page';
export { WaitlistPage } from './components/waitlist-page';
export { BookingActionPage } from './components/booking-action-page';
export { DepositReturnPage } from './components/deposit-return-page';
export { DoctorDetailPage } from './components/doctor-detail-page';
export { OnlineConsultationPage } from './components/online-consultation-page';
export type { AuthModalComponent } from './components/sign-in-gate';
export { prefetchDoctorPage } from './prefetch';
