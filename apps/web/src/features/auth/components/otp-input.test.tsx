import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyOtp, OtpInput } from './otp-input';

function Harness({ onInvalid = () => {} }: { onInvalid?: () => void }) {
  const [digits, setDigits] = useState<string[]>(emptyOtp());
  return (
    <>
      <OtpInput value={digits} onChange={setDigits} onInvalidInput={onInvalid} />
      <output data-testid="code">{digits.map((d) => d || '_').join('')}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('renders six labelled boxes', () => {
    render(<Harness />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Chữ số thứ 1')).toBeTruthy();
    expect(screen.getByLabelText('Chữ số thứ 6')).toBeTruthy();
  });

  it('keeps a digit and moves focus to the next box', () => {
    render(<Harness />);
    boxes()[0]!.focus();
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(code()).toBe('4_____');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('refuses anything but a digit and reports it', () => {
    const onInvalid = vi.fn();
    render(<Harness onInvalid={onInvalid} />);
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } });
    expect(code()).toBe('______');
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it('replaces a filled box with the newly typed digit', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    fireEvent.change(boxes()[0]!, { target: { value: '17' } });
    expect(code()).toBe('7_____');
  });

  it('goes back on Backspace in an empty box, clearing the previous digit', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    expect(document.activeElement).toBe(boxes()[2]);
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[1]);
    expect(code()).toBe('1_____');
  });

  it('does not move back on Backspace in a filled box (the digit is deleted in place)', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '1' } });
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    boxes()[1]!.focus();
    fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: '' } });
    expect(code()).toBe('1_____');
  });

  it('fills all six boxes when a six-digit code is pasted, wherever it is pasted', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => ' 123 456 ' } });
    expect(code()).toBe('123456');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('fills from the pasted box when fewer digits are pasted', () => {
    render(<Harness />);
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '98' } });
    expect(code()).toBe('__98__');
    expect(document.activeElement).toBe(boxes()[4]);
  });

  it('refuses a paste containing letters', () => {
    const onInvalid = vi.fn();
    render(<Harness onInvalid={onInvalid} />);
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '12a456' } });
    expect(code()).toBe('______');
    expect(onInvalid).toHaveBeenCalledTimes(1);
  });

  it('accepts the whole code typed or autofilled into the first box', () => {
    render(<Harness />);
    fireEvent.change(boxes()[0]!, { target: { value: '654321' } });
    expect(code()).toBe('654321');
  });
});
