export { LoyaltyPanel } from './components/loyalty-panel';
