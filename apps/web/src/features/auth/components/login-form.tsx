import { Button, Checkbox, Form } from 'antd';
import { LoginBodySchema } from '@lumi/shared';
import { EmailField, PasswordField } from '@/components/auth-fields';
import { rulesFrom } from '@/lib/form-rules';
import styles from './auth.module.css';
import { GoogleButton } from './google-button';
import { LinkButton, LOGIN_STEP_TEXT, StepHeader } from './step-header';

export type LoginValues = { email: string; password: string; remember: boolean };

type LoginFormProps = {
  defaultEmail?: string;
  defaultRemember?: boolean;
  loading: boolean;
  onSubmit: (values: LoginValues) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
};

const emailRules = rulesFrom(LoginBodySchema.shape.email);
const passwordRules = rulesFrom(LoginBodySchema.shape.password);

export function LoginForm({
  defaultEmail,
  defaultRemember,
  loading,
  onSubmit,
  onForgotPassword,
  onRegister,
}: LoginFormProps) {
  const [form] = Form.useForm<LoginValues>();
  const remember = Form.useWatch('remember', form) ?? false;

  return (
    <>
      <StepHeader {...LOGIN_STEP_TEXT} />
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ email: defaultEmail ?? '', password: '', remember: defaultRemember ?? false }}
        onFinish={onSubmit}
        disabled={loading}
      >
        <EmailField rules={emailRules} />
        <PasswordField rules={passwordRules} placeholder="Nhập mật khẩu" autoComplete="current-password" />
        <div className={styles.row}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Ghi nhớ đăng nhập</Checkbox>
          </Form.Item>
          <LinkButton onClick={onForgotPassword}>Quên mật khẩu?</LinkButton>
        </div>
        <Button type="primary" htmlType="submit" block loading={loading} className={styles.submit}>
          Đăng nhập
        </Button>
      </Form>
      <div className={styles.divider}>hoặc</div>
      <GoogleButton remember={remember} />
      <div className={styles.switch}>
        Bạn chưa có tài khoản? <LinkButton onClick={onRegister}>Đăng ký</LinkButton>
      </div>
    </>
  );
}
