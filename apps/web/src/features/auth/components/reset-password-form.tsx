import { Button, Form } from 'antd';
import { ResetPasswordBodySchema, VALIDATION } from '@lumi/shared';
import { NewPasswordFields } from '@/components/auth-fields';
import { rulesFrom } from '@/lib/form-rules';
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
        <NewPasswordFields
          rules={passwordRules}
          label="Mật khẩu mới"
          placeholder="Ít nhất 6 ký tự"
          autoFocus
          repeatLabel="Xác nhận mật khẩu mới"
          repeatPlaceholder="Nhập lại mật khẩu mới"
          // The reset step writes the mismatch with a trailing '!' (spec §5).
          mismatch={VALIDATION.rePasswordMismatchReset}
        />
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
