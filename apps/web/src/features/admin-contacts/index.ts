export { ContactsManager } from './components/contacts-manager';
