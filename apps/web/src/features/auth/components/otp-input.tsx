import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@lumi/shared';
import styles from './otp-input.module.css';

export type OtpInputProps = {
  /** One entry per box; '' for an empty box. */
  value: readonly string[];
  onChange: (digits: string[]) => void;
  /** Called when something other than a digit was typed or pasted (spec §5 message). */
  onInvalidInput?: () => void;
  /** Pressing Enter in any box. */
  onComplete?: () => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  autoFocus?: boolean;
};

export function emptyOtp(length: number = OTP_LENGTH): string[] {
  return Array.from({ length }, () => '');
}

const DIGIT = /^\d$/;

/**
 * Six single-digit boxes (spec §5): digits only; focus moves on after a digit and back on
 * Backspace in an empty box; pasting the code fills the boxes from the one pasted into.
 */
export function OtpInput({
  value,
  onChange,
  onInvalidInput,
  onComplete,
  length = OTP_LENGTH,
  disabled = false,
  invalid = false,
  autoFocus = false,
}: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const digits = Array.from({ length }, (_, i) => value[i] ?? '');

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const setAt = (index: number, digit: string) => {
    const next = [...digits];
    next[index] = digit;
    onChange(next);
  };

  /** Puts a run of characters into the boxes starting at `start`; refuses anything but digits. */
  const fillFrom = (start: number, text: string) => {
    const clean = text.replace(/\s+/g, '');
    if (clean === '') return;
    if (!/^\d+$/.test(clean)) {
      onInvalidInput?.();
      return;
    }
    // A whole code replaces everything, wherever it is pasted.
    const from = clean.length >= length ? 0 : start;
    const next = [...digits];
    const chars = clean.slice(0, length - from).split('');
    chars.forEach((char, offset) => {
      next[from + offset] = char;
    });
    onChange(next);
    focusBox(from + chars.length >= length ? length - 1 : from + chars.length);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    if (raw === '') {
      setAt(index, '');
      return;
    }
    // Typing into a filled box gives two characters: keep the new one.
    const previous = digits[index] ?? '';
    const typed = raw.length > 1 && raw.startsWith(previous) ? raw.slice(previous.length) : raw;
    if (typed.length > 1) {
      fillFrom(index, typed);
      return;
    }
    if (!DIGIT.test(typed)) {
      onInvalidInput?.();
      return;
    }
    setAt(index, typed);
    if (index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onComplete?.();
    } else if (
      DIGIT.test(event.key) &&
      event.key === (digits[index] ?? '') &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      // Retyping the digit a box already holds leaves its value unchanged, so React fires no
      // onChange and focus would stay: move on here (e.g. retyping a code after a wrong one).
      event.preventDefault();
      if (index < length - 1) focusBox(index + 1);
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <div className={styles.group} role="group" aria-label="Mã OTP gồm 6 chữ số">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className={[styles.box, digit ? styles.filled : '', invalid ? styles.invalid : ''].join(' ')}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          value={digit}
          disabled={disabled}
          autoFocus={autoFocus && index === 0}
          aria-label={`Chữ số thứ ${index + 1}`}
          aria-invalid={invalid || undefined}
          onChange={handleChange(index)}
          onKeyDown={handleKeyDown(index)}
          onPaste={handlePaste(index)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
