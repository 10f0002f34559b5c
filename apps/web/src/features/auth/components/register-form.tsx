import { LockOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { RePasswordSchema, RegisterBodySchema, VALIDATION } from '@lumi/shared';
import { matchField, rulesFrom } from '@/lib/form-rules';
import styles from './auth.module.css';
import { GoogleButton } from './google-button';
import { LinkButton, StepHeader } from './step-header';

export type RegisterValues = { name: string; email: string; password: string; rePassword: string };

type RegisterFormProps = {
  loading: boolean;
  onSubmit: (values: RegisterValues) => void;
  onLogin: () => void;
};

const nameRules = rulesFrom(RegisterBodySchema.shape.name);
const emailRules = rulesFrom(RegisterBodySchema.shape.email);
const passwordRules = rulesFrom(RegisterBodySchema.shape.password);
const rePasswordRules = [
  ...rulesFrom(RePasswordSchema),
  matchField('password', VALIDATION.rePasswordMismatch),
];

export function RegisterForm({ loading, onSubmit, onLogin }: RegisterFormProps) {
  return (
    <>
      <StepHeader
        eyebrow="Thành viên mới"
        title="Đăng ký tài khoản"
        subtitle="Tạo tài khoản Lumi để lưu giỏ hàng, theo dõi đơn và đặt lịch với bác sĩ da liễu."
      />
      <Form<RegisterValues>
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={onSubmit}
        disabled={loading}
      >
        <Form.Item label="Họ và tên" name="name" rules={nameRules}>
          <Input prefix={<UserOutlined />} placeholder="Nguyễn Thị Lan" autoComplete="name" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={emailRules}>
          <Input
            prefix={<MailOutlined />}
            placeholder="email@vidu.com"
            autoComplete="email"
            inputMode="email"
          />
        </Form.Item>
        <Form.Item label="Mật khẩu" name="password" rules={passwordRules}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="Ít nhất 6 ký tự"
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item
          label="Nhập lại mật khẩu"
          name="rePassword"
          dependencies={['password']}
          rules={rePasswordRules}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="Nhập lại mật khẩu"
            autoComplete="new-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading} className={styles.submit}>
          Đăng ký
        </Button>
      </Form>
      <div className={styles.divider}>hoặc</div>
      <GoogleButton label="Đăng ký với Google" />
      <div className={styles.switch}>
        Đã có tài khoản? <LinkButton onClick={onLogin}>Đăng nhập</LinkButton>
      </div>
    </>
  );
}
