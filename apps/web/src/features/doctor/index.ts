export { useGetDoctorAccountQuery } from './api/doctor-api';
export { DoctorLoginModal } from './components/doctor-login-modal';
export { DoctorPasswordForm } from './components/doctor-password-form';
export { DoctorProfile } from './components/doctor-profile';
export { DOCTOR_TABS, DoctorSidebar } from './components/doctor-sidebar';
export { default as doctorStyles } from './components/doctor.module.css';
