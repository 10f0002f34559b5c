import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { App, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { VALIDATION } from '@lumi/shared';
import type { VariantRow } from '../../utils/variants';
import { VariantsEditor } from './variants-editor';

function Harness({ rows, onFinish }: { rows: VariantRow[]; onFinish: (values: unknown) => void }) {
  const [form] = Form.useForm();
  return (
    <App>
      <Form form={form} initialValues={{ variants: rows }} onFinish={onFinish}>
        <VariantsEditor />
        <button type="submit">Lưu</button>
      </Form>
    </App>
  );
}

const row = (key: string, name: string, code: string, stock: number | null = 5): VariantRow => ({
  key,
  name,
  code,
  image: null,
  stock,
});

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
  });
}

describe('VariantsEditor', () => {
  it('marks both rows of a repeated colour name and does not save', async () => {
    const onFinish = vi.fn();
    render(
      <Harness
        rows={[row('a', 'Hồng đào', '#F9A8D4'), row('b', 'hồng đào', '#111111')]}
        onFinish={onFinish}
      />,
    );
    await submit();
    expect(await screen.findAllByText(VALIDATION.variantDuplicate)).toHaveLength(2);
    expect(onFinish).not.toHaveBeenCalled();
  });

  it("gives a row's own problems the server's messages", async () => {
    render(<Harness rows={[row('a', '', '#12', null)]} onFinish={vi.fn()} />);
    await submit();
    const line = screen.getByTestId('variant-row');
    expect(await within(line).findByText(VALIDATION.variantNameRequired)).toBeTruthy();
    expect(within(line).getByText(VALIDATION.variantCodeInvalid)).toBeTruthy();
    expect(within(line).getByText(VALIDATION.stockInvalid)).toBeTruthy();
  });

  it('needs at least one colour', async () => {
    render(<Harness rows={[]} onFinish={vi.fn()} />);
    await submit();
    expect(await screen.findByText(VALIDATION.stockOrVariants)).toBeTruthy();
  });

  it('adds a row with a colour no other row uses, and removes it', async () => {
    render(<Harness rows={[row('a', 'Hồng', '#E11D48')]} onFinish={vi.fn()} />);
    const add = screen.getByRole('button', { name: /Thêm màu sắc/ });
    await act(async () => {
      fireEvent.click(add);
    });
    const rows = screen.getAllByTestId('variant-row');
    expect(rows).toHaveLength(2);
    const codes = screen.getAllByLabelText(/^Mã màu \d+$/).map((input) => (input as HTMLInputElement).value);
    expect(new Set(codes).size).toBe(2);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xóa màu 2' }));
    });
    expect(screen.getAllByTestId('variant-row')).toHaveLength(1);
  });

  it('saves distinct, complete rows', async () => {
    const onFinish = vi.fn();
    render(
      <Harness rows={[row('a', 'Hồng', '#E11D48'), row('b', 'Cam', '#F59E0B', 0)]} onFinish={onFinish} />,
    );
    await submit();
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
