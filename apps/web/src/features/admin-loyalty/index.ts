export { LoyaltyProgramSettings } from './components/loyalty-program-settings';
export type { MoneyInputComponent, MoneyInputProps } from './components/money-input-props';
