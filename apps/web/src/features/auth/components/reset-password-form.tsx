import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { RePasswordSchema, ResetPasswordBodySchema, VALIDATION } from '@lumi/shared';
import { matchField, rulesFrom } from '@/lib/form-rules';
import styles from './auth.module.css';
import { LinkButton, StepHeader } from './step-header';

export type ResetPasswordValues = { password: string; rePassword: string };

type ResetPasswordFormProps = {
  email: string;
  loading: boolean;
  onSubmit: (values: ResetPasswordValues) => void;
  onBack: () => void;
};

const passwordRules = rulesFrom(ResetPasswordBodySchema.shape.password);
// The reset step writes the mismatch with a trailing '!' (spec §5).
const rePasswordRules = [
  ...rulesFrom(RePasswordSchema),
  matchField('password', VALIDATION.rePasswordMismatchReset),
];

export function ResetPasswordForm({ email, loading, onSubmit, onBack }: ResetPasswordFormProps) {
  return (
    <>
      <StepHeader
        eyebrow="Bước cuối cùng"
        title="Đặt lại mật khẩu"
        subtitle={
          <>
            Tạo mật khẩu mới cho tài khoản <strong>{email}</strong>.
          </>
        }
      />
      <Form<ResetPasswordValues>
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={onSubmit}
        disabled={loading}
      >
        <Form.Item label="Mật khẩu mới" name="password" rules={passwordRules}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="Ít nhất 6 ký tự"
            autoComplete="new-password"
            autoFocus
          />
        </Form.Item>
        <Form.Item
          label="Xác nhận mật khẩu mới"
          name="rePassword"
          dependencies={['password']}
          rules={rePasswordRules}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="Nhập lại mật khẩu mới"
            autoComplete="new-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={loading} className={styles.submit}>
          Đặt lại mật khẩu
        </Button>
      </Form>
      <div className={styles.switch}>
        <LinkButton onClick={onBack}>Quay lại đăng nhập</LinkButton>
      </div>
    </>
  );
}
