import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import {
  LoginBodySchema,
  PhoneSchema,
  RePasswordSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  VALIDATION,
} from '@lumi/shared';
import { firstIssueMessage, matchField, rulesFrom } from './form-rules';

describe('firstIssueMessage', () => {
  it.each([
    ['missing email', LoginBodySchema.shape.email, undefined, 'Vui lòng nhập email'],
    ['empty email', LoginBodySchema.shape.email, '', 'Vui lòng nhập email'],
    ['invalid email', LoginBodySchema.shape.email, 'lan@', 'Email không hợp lệ'],
    ['missing password', LoginBodySchema.shape.password, '', 'Vui lòng nhập mật khẩu'],
    ['missing name', RegisterBodySchema.shape.name, '', 'Vui lòng nhập họ và tên'],
    ['short password', RegisterBodySchema.shape.password, '12345', 'Mật khẩu phải có ít nhất 6 ký tự'],
    [
      'common password',
      RegisterBodySchema.shape.password,
      'iloveyou',
      'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác',
    ],
    ['missing repeat', RePasswordSchema, '', 'Vui lòng nhập lại mật khẩu'],
    [
      'short reset password',
      ResetPasswordBodySchema.shape.password,
      'abc',
      'Mật khẩu phải có ít nhất 6 ký tự',
    ],
    ['bad phone', PhoneSchema, '0123', 'Số điện thoại không hợp lệ'],
  ])('%s → the spec message', (_label, schema, value, message) => {
    expect(firstIssueMessage(schema, value)).toBe(message);
  });

  it('is null for a valid value', () => {
    expect(firstIssueMessage(LoginBodySchema.shape.email, 'lan@lumi.vn')).toBeNull();
  });
});

type Values = { email?: string; password?: string; rePassword?: string; phone?: string };

function RegisterLikeForm({ mismatch = VALIDATION.rePasswordMismatch }: { mismatch?: string }) {
  return (
    <Form<Values> onFinish={() => {}}>
      <Form.Item label="Email" name="email" rules={rulesFrom(RegisterBodySchema.shape.email)}>
        <Input />
      </Form.Item>
      <Form.Item label="Mật khẩu" name="password" rules={rulesFrom(RegisterBodySchema.shape.password)}>
        <Input />
      </Form.Item>
      <Form.Item
        label="Nhập lại mật khẩu"
        name="rePassword"
        dependencies={['password']}
        rules={[...rulesFrom(RePasswordSchema), matchField('password', mismatch)]}
      >
        <Input />
      </Form.Item>
      <Form.Item label="Số điện thoại" name="phone" rules={rulesFrom(PhoneSchema, { optional: true })}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Gửi</Button>
    </Form>
  );
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }));
  });
}

describe('rulesFrom in an antd Form', () => {
  it('shows the shared messages for empty required fields, and nothing for an empty optional one', async () => {
    render(<RegisterLikeForm />);
    await submit();
    await waitFor(() => expect(screen.getByText('Vui lòng nhập email')).toBeTruthy());
    expect(screen.getByText('Vui lòng nhập mật khẩu')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập lại mật khẩu')).toBeTruthy();
    expect(screen.queryByText('Số điện thoại không hợp lệ')).toBeNull();
  });

  it('shows exactly one message per field: the first issue', async () => {
    render(<RegisterLikeForm />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: '123' } });
    fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '12345' } });
    await submit();
    await waitFor(() => expect(screen.getByText('Email không hợp lệ')).toBeTruthy());
    expect(screen.getByText('Mật khẩu phải có ít nhất 6 ký tự')).toBeTruthy();
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeTruthy();
    expect(screen.queryByText('Vui lòng nhập email')).toBeNull();
  });

  it('matchField reports a different repeat with the given text', async () => {
    render(<RegisterLikeForm mismatch={VALIDATION.rePasswordMismatchReset} />);
    fireEvent.change(screen.getByLabelText('Mật khẩu'), { target: { value: 'lumi-2026' } });
    fireEvent.change(screen.getByLabelText('Nhập lại mật khẩu'), { target: { value: 'lumi-2025' } });
    await submit();
    await waitFor(() => expect(screen.getByText('Mật khẩu nhập lại không trùng khớp!')).toBeTruthy());
  });

  it('marks schema-required fields as required and optional ones as not', () => {
    expect(rulesFrom(RegisterBodySchema.shape.email)[0]).toMatchObject({ required: true });
    expect(rulesFrom(PhoneSchema, { optional: true })[0]).toMatchObject({ required: false });
  });
});
