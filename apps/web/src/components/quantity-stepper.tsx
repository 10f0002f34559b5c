import { MinusIcon, PlusIcon } from '@/components/icons';
import { useState } from 'react';
import styles from './quantity-stepper.module.css';

export type QuantityStepperProps = {
  value: number;
  /** Highest quantity allowed (≥ 1). */
  max: number;
  onChange: (quantity: number) => void;
  /** Called by '−' at quantity 1 (the cart removes the line); without it '−' is disabled at 1. */
  onDecrementAtMin?: () => void;
  /** Names the control for assistive technology, e.g. the product's name. */
  label: string;
  size?: 'md' | 'sm';
  disabled?: boolean;
};

/** − [n] + : a quantity within 1..max; the number can also be typed. Plain React. */
export function QuantityStepper({
  value,
  max,
  onChange,
  onDecrementAtMin,
  label,
  size = 'md',
  disabled = false,
}: QuantityStepperProps) {
  // What is being typed; null shows the value.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);

  const commit = () => {
    if (draft === null) return;
    const parsed = Number.parseInt(draft, 10);
    const next = Number.isFinite(parsed) ? Math.max(1, Math.min(max, parsed)) : value;
    setDraft(null);
    if (next !== value) onChange(next);
  };

  const canDecrement = !disabled && (value > 1 || Boolean(onDecrementAtMin));
  const canIncrement = !disabled && value < max;

  return (
    <div
      className={`${styles.stepper} ${size === 'sm' ? styles.small : ''}`}
      role="group"
      aria-label={`Số lượng ${label}`}
    >
      <button
        type="button"
        className={styles.button}
        aria-label="Giảm số lượng"
        disabled={!canDecrement}
        onClick={() => (value > 1 ? onChange(value - 1) : onDecrementAtMin?.())}
      >
        <MinusIcon />
      </button>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        aria-label="Số lượng"
        value={text}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 2))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          }
        }}
      />
      <button
        type="button"
        className={styles.button}
        aria-label="Tăng số lượng"
        disabled={!canIncrement}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
