import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Form, Input, type FormRule } from 'antd';
import { RePasswordSchema, VALIDATION } from '@lumi/shared';
import { matchField, rulesFrom } from '@/lib/form-rules';

/**
 * The e-mail and password fields of every sign-in and password form (customer, doctor, admin), so
 * they look and autocomplete the same everywhere.
 */

type EmailFieldProps = {
  rules: FormRule[];
  placeholder?: string;
  /** `username` where the e-mail is the account name a password manager should fill. */
  autoComplete?: 'email' | 'username';
  autoFocus?: boolean;
};

export function EmailField({
  rules,
  placeholder = 'email@vidu.com',
  autoComplete = 'email',
  autoFocus = false,
}: EmailFieldProps) {
  return (
    <Form.Item label="Email" name="email" rules={rules}>
      <Input
        prefix={<MailOutlined />}
        placeholder={placeholder}
        autoComplete={autoComplete}
        inputMode="email"
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}

type PasswordFieldProps = {
  rules: FormRule[];
  name?: string;
  label?: string;
  placeholder?: string | undefined;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  dependencies?: string[] | undefined;
};

export function PasswordField({
  rules,
  name = 'password',
  label = 'Mật khẩu',
  placeholder,
  autoComplete,
  autoFocus = false,
  dependencies,
}: PasswordFieldProps) {
  return (
    <Form.Item label={label} name={name} rules={rules} {...(dependencies ? { dependencies } : {})}>
      <Input.Password
        prefix={<LockOutlined />}
        placeholder={placeholder}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
      />
    </Form.Item>
  );
}

type NewPasswordFieldsProps = {
  rules: FormRule[];
  /** The new password's field; its repeat is always `rePassword`. */
  name?: string;
  label: string;
  placeholder?: string;
  repeatLabel: string;
  repeatPlaceholder?: string;
  /** The repeat's mismatch message (the reset step writes its own). */
  mismatch?: string;
  autoFocus?: boolean;
  dependencies?: string[];
};

/** A new password and its repeat, which must match it. */
export function NewPasswordFields({
  rules,
  name = 'password',
  label,
  placeholder,
  repeatLabel,
  repeatPlaceholder,
  mismatch = VALIDATION.rePasswordMismatch,
  autoFocus = false,
  dependencies,
}: NewPasswordFieldsProps) {
  const repeatRules = [...rulesFrom(RePasswordSchema), matchField(name, mismatch)];
  return (
    <>
      <PasswordField
        rules={rules}
        name={name}
        label={label}
        placeholder={placeholder}
        autoComplete="new-password"
        autoFocus={autoFocus}
        dependencies={dependencies}
      />
      <PasswordField
        rules={repeatRules}
        name="rePassword"
        label={repeatLabel}
        placeholder={repeatPlaceholder}
        autoComplete="new-password"
        dependencies={[name]}
      />
    </>
  );
}
