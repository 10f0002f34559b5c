import { UserOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { RegisterBodySchema } from '@lumi/shared';
import { EmailField, NewPasswordFields } from '@/components/auth-fields';
import { rulesFrom } from '@/lib/form-rules';
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
        <EmailField rules={emailRules} />
        <NewPasswordFields
          rules={passwordRules}
          label="Mật khẩu"
          placeholder="Ít nhất 6 ký tự"
          repeatLabel="Nhập lại mật khẩu"
          repeatPlaceholder="Nhập lại mật khẩu"
        />
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
