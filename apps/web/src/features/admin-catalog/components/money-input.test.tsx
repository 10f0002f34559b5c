import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { MoneyInput } from './money-input';

function Harness({ onValue }: { onValue: (value: unknown) => void }) {
  return (
    <Form onValuesChange={(_changed, all: { price?: unknown }) => onValue(all.price)}>
      <Form.Item name="price" label="Giá bán">
        <MoneyInput aria-label="Giá bán" />
      </Form.Item>
    </Form>
  );
}

describe('MoneyInput', () => {
  it("shows what is typed as '1.250.000' and keeps the integer đồng", async () => {
    const values: unknown[] = [];
    render(<Harness onValue={(value) => values.push(value)} />);
    const input = screen.getByLabelText('Giá bán') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { value: '1250000' } });
    });
    expect(input.value).toBe('1.250.000');
    expect(values.at(-1)).toBe(1250000);
  });

  it('reads a pasted amount with dots and the đồng sign', async () => {
    const values: unknown[] = [];
    render(<Harness onValue={(value) => values.push(value)} />);
    const input = screen.getByLabelText('Giá bán') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { value: '350.000 ₫' } });
    });
    expect(values.at(-1)).toBe(350000);
    await act(async () => {
      fireEvent.blur(input);
    });
    expect(input.value).toBe('350.000');
  });

  it('is empty when cleared', async () => {
    const values: unknown[] = [];
    render(<Harness onValue={(value) => values.push(value)} />);
    const input = screen.getByLabelText('Giá bán') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { value: '1000' } });
    });
    await act(async () => {
      fireEvent.change(input, { target: { value: '' } });
    });
    expect(values.at(-1)).toBeNull();
  });
});
