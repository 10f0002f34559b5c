export { ClinicFooter } from './components/clinic-footer';
export { ClinicHeader } from './components/clinic-header';
