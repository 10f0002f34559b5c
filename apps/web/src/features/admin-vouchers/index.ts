export { VouchersManager } from './components/vouchers-manager';
export type { BrandChoices, MoneyInputProps, VoucherCatalog } from './components/voucher-catalog';
