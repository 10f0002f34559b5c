export { AccountSidebar } from './components/account-sidebar';
export { ProfileForm } from './components/profile-form';
export { default as accountStyles } from './components/account.module.css';
