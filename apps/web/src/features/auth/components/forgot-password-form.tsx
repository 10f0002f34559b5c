import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Form } from 'antd';
import { SendOtpBodySchema } from '@lumi/shared';
import { EmailField } from '@/components/auth-fields';
import { rulesFrom } from '@/lib/form-rules';
import styles from './auth.module.css';
import { LinkButton, StepHeader } from './step-header';

type ForgotPasswordFormProps = {
  defaultEmail?: string;
  loading: boolean;
  onSubmit: (email: string) => void;
  onBack: () => void;
};

const emailRules = rulesFrom(SendOtpBodySchema.shape.email);

export function ForgotPasswordForm({ defaultEmail, loading, onSubmit, onBack }: ForgotPasswordFormProps) {
  return (
    <>
      <StepHeader
        eyebrow="Khôi phục tài khoản"
        title="Quên mật khẩu"
        subtitle="Nhập email bạn đã đăng ký. Chúng tôi sẽ gửi mã OTP gồm 6 chữ số để bạn đặt lại mật khẩu."
      />
      <Form<{ email: string }>
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ email: defaultEmail ?? '' }}
        onFinish={(values) => onSubmit(values.email.trim())}
        disabled={loading}
      >
        <EmailField rules={emailRules} autoFocus />
        <Button type="primary" htmlType="submit" block loading={loading} className={styles.submit}>
          Gửi mã OTP
        </Button>
      </Form>
      <div className={styles.switch}>
        <LinkButton onClick={onBack} className={styles.back}>
          <ArrowLeftOutlined /> Quay lại đăng nhập
        </LinkButton>
      </div>
    </>
  );
}
