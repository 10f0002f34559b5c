export { ClinicBookingsManager } from './components/clinic-bookings-manager';
export { ClinicReviewsManager } from './components/clinic-reviews-manager';
export { DoctorCreateForm } from './components/doctor-create-form';
export { DoctorsManager } from './components/doctors-manager';
export { ClinicInfo } from './components/clinic-info';
export { ClinicsManager, type ClinicOwnerInput } from './components/clinics-manager';
export { OwnClinicDashboard, PickedClinicDashboard } from './components/clinic-dashboard-page';
export { prefetchOwnClinicDashboard } from './prefetch';
