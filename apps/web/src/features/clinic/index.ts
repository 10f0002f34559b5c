export { AboutPage } from './components/about-page';
export { ClinicCard, DoctorCard } from './components/cards';
export { ClinicDetailPage } from './components/clinic-detail-page';
export { ClinicFooter } from './components/clinic-footer';
export { ClinicHeader } from './components/clinic-header';
export { ClinicsPage } from './components/clinics-page';
export { DoctorsPage } from './components/doctors-page';
export { HomeBookingPage } from './components/home-booking-page';
export { PartnershipPage } from './components/partnership-page';
export { RecommendedDoctors } from './components/recommended-doctors';
export {
  prefetchClinicPage,
  prefetchClinicsPage,
  prefetchDoctorsPage,
  prefetchHomeBookingPage,
} from './prefetch';
export { prefetchRecommendedDoctors } from './recommend-prefetch';
