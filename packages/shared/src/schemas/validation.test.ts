import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AdminLoginBodySchema,
  CreateAdminAccountBodySchema,
  DoctorPasswordBodySchema,
  EmailSchema,
  LoginBodySchema,
  NewPasswordSchema,
  OtpSchema,
  PhoneSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SendOtpBodySchema,
  UpdateAccountBodySchema,
  VALIDATION,
  VerifyOtpBodySchema,
} from '../index';

/** Every message a schema gives for an input, in order; [] when the input is accepted. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The message given at one path ('' for the root). */
function messageAt(schema: z.ZodType, input: unknown, path: string): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path.join('.') === path)?.message;
}

describe('spec §5 texts', () => {
  it.each([
    ['emailRequired', 'Vui lòng nhập email'],
    ['emailInvalid', 'Email không hợp lệ'],
    ['passwordRequired', 'Vui lòng nhập mật khẩu'],
    ['nameRequired', 'Vui lòng nhập họ và tên'],
    ['passwordMin', 'Mật khẩu phải có ít nhất 6 ký tự'],
    ['rePasswordRequired', 'Vui lòng nhập lại mật khẩu'],
    ['rePasswordMismatch', 'Mật khẩu nhập lại không trùng khớp'],
    ['rePasswordMismatchReset', 'Mật khẩu nhập lại không trùng khớp!'],
    ['otpIncomplete', 'Vui lòng nhập đủ 6 số OTP'],
    ['otpNotNumeric', 'OTP không hợp lệ. Vui lòng chỉ nhập số.'],
    ['passwordCommon', 'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác'],
    ['phoneInvalid', 'Số điện thoại không hợp lệ'],
    ['required', 'Vui lòng nhập đầy đủ thông tin'],
  ] as const)('VALIDATION.%s is %j', (key, text) => {
    expect(VALIDATION[key]).toBe(text);
  });
});

describe('EmailSchema', () => {
  it.each([
    [undefined, 'Vui lòng nhập email'],
    ['', 'Vui lòng nhập email'],
    ['   ', 'Vui lòng nhập email'],
    ['khach', 'Email không hợp lệ'],
    ['khach@', 'Email không hợp lệ'],
    ['khach@lumi', 'Email không hợp lệ'],
    ['khach hang@lumi.vn', 'Email không hợp lệ'],
    ['khach@@lumi.vn', 'Email không hợp lệ'],
    [`${'a'.repeat(250)}@lumi.vn`, 'Email không hợp lệ'],
  ])('%j → %s', (input, message) => {
    expect(messagesOf(EmailSchema, input)[0]).toBe(message);
  });

  it.each([
    ['khachhang@lumi.vn', 'khachhang@lumi.vn'],
    ['  KhachHang@Lumi.VN ', 'khachhang@lumi.vn'],
    ['ten.ho+tag@mail.example.com', 'ten.ho+tag@mail.example.com'],
  ])('accepts %j as %j (trimmed, lower-cased)', (input, output) => {
    expect(EmailSchema.parse(input)).toBe(output);
  });
});

describe('NewPasswordSchema (decision 1)', () => {
  it.each([
    [undefined, 'Vui lòng nhập mật khẩu'],
    ['', 'Vui lòng nhập mật khẩu'],
    ['12345', 'Mật khẩu phải có ít nhất 6 ký tự'],
    ['abc', 'Mật khẩu phải có ít nhất 6 ký tự'],
    ['123456', 'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác'],
    ['password', 'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác'],
    ['PASSWORD', 'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác'],
    ['QwErTy123', 'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác'],
    ['IloveYou', 'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác'],
  ])('%j → %s', (input, message) => {
    expect(messagesOf(NewPasswordSchema, input)[0]).toBe(message);
  });

  it.each(['hoa-mai-2026', 'Lumi@da-lieu', '6chars'])('accepts %j', (input) => {
    expect(messagesOf(NewPasswordSchema, input)).toEqual([]);
  });

  it('refuses more than 128 characters', () => {
    expect(messagesOf(NewPasswordSchema, 'x'.repeat(129))).toEqual([VALIDATION.passwordMax]);
    expect(messagesOf(NewPasswordSchema, 'x'.repeat(128))).toEqual([]);
  });
});

describe('RegisterBodySchema', () => {
  const valid = { name: 'Hoàng Mai', email: 'mai@lumi.vn', password: 'hoa-mai-2026' };

  it.each([
    ['name', { ...valid, name: undefined }, 'Vui lòng nhập họ và tên'],
    ['name', { ...valid, name: '   ' }, 'Vui lòng nhập họ và tên'],
    ['email', { ...valid, email: undefined }, 'Vui lòng nhập email'],
    ['email', { ...valid, email: 'mai.lumi.vn' }, 'Email không hợp lệ'],
    ['password', { ...valid, password: undefined }, 'Vui lòng nhập mật khẩu'],
    ['password', { ...valid, password: '12ab' }, 'Mật khẩu phải có ít nhất 6 ký tự'],
    ['password', { ...valid, password: 'iloveyou' }, 'Mật khẩu quá phổ biến, vui lòng chọn mật khẩu khác'],
    ['rePassword', { ...valid, rePassword: '' }, 'Vui lòng nhập lại mật khẩu'],
    ['rePassword', { ...valid, rePassword: 'hoa-mai-2025' }, 'Mật khẩu nhập lại không trùng khớp'],
  ])('%s: %j → %s', (path, input, message) => {
    expect(messageAt(RegisterBodySchema, input, path)).toBe(message);
  });

  it('accepts a body without rePassword, and one whose rePassword matches', () => {
    expect(messagesOf(RegisterBodySchema, valid)).toEqual([]);
    expect(messagesOf(RegisterBodySchema, { ...valid, rePassword: valid.password })).toEqual([]);
  });

  it('reports every missing field of an empty body, in field order', () => {
    expect(messagesOf(RegisterBodySchema, {})).toEqual([
      'Vui lòng nhập họ và tên',
      'Vui lòng nhập email',
      'Vui lòng nhập mật khẩu',
    ]);
  });

  it('trims the name and drops unknown fields', () => {
    const parsed = RegisterBodySchema.parse({
      ...valid,
      name: '  Hoàng Mai  ',
      role: 'ADMIN',
      isVerified: true,
    });
    expect(parsed).toEqual({ name: 'Hoàng Mai', email: 'mai@lumi.vn', password: 'hoa-mai-2026' });
  });
});

describe('LoginBodySchema', () => {
  it.each([
    [{ password: 'x' }, 'email', 'Vui lòng nhập email'],
    [{ email: 'a@b', password: 'x' }, 'email', 'Email không hợp lệ'],
    [{ email: 'a@lumi.vn' }, 'password', 'Vui lòng nhập mật khẩu'],
    [{ email: 'a@lumi.vn', password: '' }, 'password', 'Vui lòng nhập mật khẩu'],
  ])('%j → %s: %s', (input, path, message) => {
    expect(messageAt(LoginBodySchema, input, path)).toBe(message);
  });

  it('does not apply the new-password rules to a login (an old short password still signs in)', () => {
    expect(messagesOf(LoginBodySchema, { email: 'a@lumi.vn', password: '123' })).toEqual([]);
  });
});

describe('OtpSchema', () => {
  it.each([
    [123456, '123456'],
    [12345, '012345'],
    [45, '000045'],
    [0, '000000'],
    ['012345', '012345'],
    ['987654', '987654'],
  ])('%j → %j (numbers are left-padded to 6 digits)', (input, output) => {
    expect(OtpSchema.parse(input)).toBe(output);
  });

  it.each([
    ['12345', 'Vui lòng nhập đủ 6 số OTP'],
    ['', 'Vui lòng nhập đủ 6 số OTP'],
    ['1234567', 'Vui lòng nhập đủ 6 số OTP'],
    ['12a456', 'OTP không hợp lệ. Vui lòng chỉ nhập số.'],
    ['abcdef', 'OTP không hợp lệ. Vui lòng chỉ nhập số.'],
    ['12 456', 'OTP không hợp lệ. Vui lòng chỉ nhập số.'],
    [undefined, 'Vui lòng nhập đủ 6 số OTP'],
    [null, 'Vui lòng nhập đủ 6 số OTP'],
  ])('%j → %s', (input, message) => {
    expect(messagesOf(OtpSchema, input)[0]).toBe(message);
  });

  it('refuses a negative or fractional number', () => {
    expect(OtpSchema.safeParse(-1).success).toBe(false);
    expect(OtpSchema.safeParse(1234.5).success).toBe(false);
  });

  it('is what verify-otp reads', () => {
    expect(VerifyOtpBodySchema.parse({ email: ' A@Lumi.vn ', otp: 9 })).toEqual({
      email: 'a@lumi.vn',
      otp: '000009',
    });
  });
});

describe('ResetPasswordBodySchema', () => {
  const valid = { email: 'a@lumi.vn', password: 'mat-khau-moi', resetToken: 'tok' };

  it('writes the mismatch with an exclamation mark (the reset step)', () => {
    expect(messageAt(ResetPasswordBodySchema, { ...valid, rePassword: 'khac-hoan-toan' }, 'rePassword')).toBe(
      'Mật khẩu nhập lại không trùng khớp!',
    );
  });

  it('requires the reset token (decision 3)', () => {
    expect(
      messageAt(ResetPasswordBodySchema, { email: valid.email, password: valid.password }, 'resetToken'),
    ).toBe(VALIDATION.required);
    expect(messageAt(ResetPasswordBodySchema, { ...valid, resetToken: '' }, 'resetToken')).toBe(
      VALIDATION.required,
    );
    expect(messagesOf(ResetPasswordBodySchema, valid)).toEqual([]);
  });

  it('applies the new-password rules', () => {
    expect(messageAt(ResetPasswordBodySchema, { ...valid, password: '12345' }, 'password')).toBe(
      'Mật khẩu phải có ít nhất 6 ký tự',
    );
    expect(messageAt(ResetPasswordBodySchema, { ...valid, password: 'qwerty' }, 'password')).toBe(
      VALIDATION.passwordCommon,
    );
  });
});

describe('UpdateAccountBodySchema', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['+84912345678', '+84912345678'],
    [' 0387654321 ', '0387654321'],
    ['', null],
    [null, null],
  ])('phone %j → %j', (input, output) => {
    expect(UpdateAccountBodySchema.parse({ phone: input }).phone).toBe(output);
  });

  it.each(['12345', '0123456789', '091234567', '09123456789', '+8491234567', 'abcdefghij'])(
    'phone %j → Số điện thoại không hợp lệ',
    (input) => {
      expect(messageAt(UpdateAccountBodySchema, { phone: input }, 'phone')).toBe(
        'Số điện thoại không hợp lệ',
      );
    },
  );

  it('needs rePassword with a new password, and it must match', () => {
    expect(messageAt(UpdateAccountBodySchema, { password: 'mat-khau-moi' }, 'rePassword')).toBe(
      'Vui lòng nhập lại mật khẩu',
    );
    expect(
      messageAt(UpdateAccountBodySchema, { password: 'mat-khau-moi', rePassword: 'khac' }, 'rePassword'),
    ).toBe('Mật khẩu nhập lại không trùng khớp');
    expect(
      messagesOf(UpdateAccountBodySchema, { password: 'mat-khau-moi', rePassword: 'mat-khau-moi' }),
    ).toEqual([]);
  });

  it('drops an email (email never changes)', () => {
    expect(UpdateAccountBodySchema.parse({ name: 'Lan', email: 'khac@lumi.vn' })).toEqual({ name: 'Lan' });
  });
});

describe('SendOtpBodySchema', () => {
  it('knows two purposes only', () => {
    expect(SendOtpBodySchema.safeParse({ email: 'a@lumi.vn', purpose: 'reset' }).success).toBe(true);
    expect(SendOtpBodySchema.safeParse({ email: 'a@lumi.vn', purpose: 'login' }).success).toBe(false);
  });
});

describe('admin schemas', () => {
  it('reads username case-insensitively on login', () => {
    expect(AdminLoginBodySchema.parse({ username: '  ADMIN ', password: 'x' }).username).toBe('admin');
  });

  it.each([
    [
      { name: 'Ab', username: 'ab.c', password: 'mat-khau-moi', role: 'SUPPORT' },
      'name',
      'Họ và tên phải có ít nhất 3 ký tự',
    ],
    [
      { name: 'Nhân viên', username: 'ab', password: 'mat-khau-moi', role: 'SUPPORT' },
      'username',
      VALIDATION.usernameInvalid,
    ],
    [
      { name: 'Nhân viên', username: 'có dấu', password: 'mat-khau-moi', role: 'SUPPORT' },
      'username',
      VALIDATION.usernameInvalid,
    ],
    [
      { name: 'Nhân viên', username: 'nv.moi', password: 'mat-khau-moi', role: 'OWNER' },
      'role',
      'Vui lòng chọn vai trò',
    ],
    [
      { name: 'Nhân viên', username: 'nv.moi', password: 'mat-khau-moi', role: 'SUPPORT', resPassword: 'x' },
      'rePassword',
      'Mật khẩu nhập lại không trùng khớp',
    ],
  ])('create %j → %s: %s', (input, path, message) => {
    expect(messageAt(CreateAdminAccountBodySchema, input, path)).toBe(message);
  });

  it('accepts the reference spelling resPassword', () => {
    expect(
      messagesOf(CreateAdminAccountBodySchema, {
        name: 'Nhân viên',
        username: 'nv.moi',
        password: 'mat-khau-moi',
        resPassword: 'mat-khau-moi',
        role: 'SUPPORT',
      }),
    ).toEqual([]);
  });

  it('doctor password change refuses the same password and a mismatch', () => {
    expect(
      messageAt(
        DoctorPasswordBodySchema,
        { currentPassword: 'mat-khau-cu', newPassword: 'mat-khau-cu' },
        'newPassword',
      ),
    ).toBe(VALIDATION.newPasswordSameAsCurrent);
    expect(
      messageAt(
        DoctorPasswordBodySchema,
        { currentPassword: 'mat-khau-cu', newPassword: 'mat-khau-moi', rePassword: 'x' },
        'rePassword',
      ),
    ).toBe(VALIDATION.rePasswordMismatch);
    expect(messageAt(DoctorPasswordBodySchema, { newPassword: 'mat-khau-moi' }, 'currentPassword')).toBe(
      VALIDATION.currentPasswordRequired,
    );
  });
});

describe('PhoneSchema', () => {
  it.each(['0312345678', '0512345678', '0712345678', '0812345678', '0912345678', '+84312345678'])(
    'accepts %s',
    (phone) => {
      expect(PhoneSchema.safeParse(phone).success).toBe(true);
    },
  );
  it.each(['0212345678', '0412345678', '0612345678', '84912345678'])('refuses %s', (phone) => {
    expect(messagesOf(PhoneSchema, phone)).toEqual(['Số điện thoại không hợp lệ']);
  });
});
