import { InputNumber, type InputNumberProps } from 'antd';
import { formatMoneyInput, parseMoneyInput } from '../utils/money';

type MoneyInputProps = Omit<InputNumberProps<number>, 'formatter' | 'parser' | 'precision'> & {
  /** Shown after the amount ('₫' by default). */
  unit?: string;
};

/** An amount of đồng typed as '1.250.000' (integer, never negative). */
export function MoneyInput({ unit = '₫', min = 0, style, ...props }: MoneyInputProps) {
  return (
    <InputNumber<number>
      {...props}
      min={min}
      precision={0}
      style={{ width: '100%', ...style }}
      suffix={unit}
      inputMode="numeric"
      formatter={(value) => formatMoneyInput(value)}
      parser={(text) => parseMoneyInput(text) ?? ('' as unknown as number)}
    />
  );
}
