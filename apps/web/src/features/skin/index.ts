export { SkinRecordTab } from './components/skin-record-tab';
export { BookingSkinShare } from './components/booking-skin-share';
export { DoctorSkinPanel } from './components/doctor-skin-panel';
export { LazyDoctorSkinPanel } from './components/lazy-doctor-skin-panel';
