import type { ComponentType } from 'react';

/** What the form asks of an amount input ('1.250.000 ₫', integer đồng): the props an antd Form.Item passes. */
export type MoneyInputProps = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  disabled?: boolean;
  min?: number;
  'aria-label'?: string;
};

/** The shop's brands for the voucher's scope, as their query holds them. */
export type BrandChoices = {
  items: readonly { _id: string; name: string }[] | undefined;
  loading: boolean;
  failed: boolean;
};

/**
 * The admin catalogue's pieces the voucher form uses — its amount input and the brands — handed in by the route:
 * features do not import each other (ADR 0017).
 */
export type VoucherCatalog = {
  MoneyInput: ComponentType<MoneyInputProps>;
  brands: BrandChoices;
};
