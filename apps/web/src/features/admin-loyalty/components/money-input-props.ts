import type { ComponentType } from 'react';

/** What the form asks of an amount input ('1.250.000 ₫', integer đồng): the props an antd Form.Item passes. */
export type MoneyInputProps = {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  disabled?: boolean;
  'aria-label'?: string;
};

/** The admin catalogue's amount input, handed in by the route: features do not import each other (ADR 0017). */
export type MoneyInputComponent = ComponentType<MoneyInputProps>;
