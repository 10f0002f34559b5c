import { App, Button, Form } from 'antd';
import { DoctorPasswordBodySchema, SUCCESS, VALIDATION } from '@lumi/shared';
import { useAppDispatch } from '@/lib/store';
import { NewPasswordFields, PasswordField } from '@/components/auth-fields';
import { setDoctorToken } from '@/lib/auth-slice';
import { rulesFrom } from '@/lib/form-rules';
import { useChangeDoctorPasswordMutation } from '../api/doctor-api';
import styles from './doctor.module.css';

type PasswordValues = { currentPassword: string; newPassword: string; rePassword: string };

const currentRules = rulesFrom(DoctorPasswordBodySchema.shape.currentPassword);
const newRules = [
  ...rulesFrom(DoctorPasswordBodySchema.shape.newPassword),
  matchFieldNot('currentPassword', VALIDATION.newPasswordSameAsCurrent),
];

/** The new password must differ from the current one (the server refuses it too). */
function matchFieldNot(fieldName: string, message: string) {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      if (value && value === getFieldValue(fieldName)) throw new Error(message);
    },
  });
}

/** PUT /doctors/password: older tokens are revoked, the fresh one is stored. */
export function DoctorPasswordForm() {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<PasswordValues>();
  const [changePassword, { isLoading }] = useChangeDoctorPasswordMutation();

  const onFinish = async (values: PasswordValues) => {
    try {
      const result = await changePassword(values).unwrap();
      if (result.accessToken) dispatch(setDoctorToken(result.accessToken));
      void message.success(result.message ?? SUCCESS.passwordChanged);
      form.resetFields();
    } catch {
      // the server's message is shown by the API middleware
    }
  };

  return (
    <section className={styles.card} aria-labelledby="doctor-password-title">
      <div className={styles.cardHead}>
        <div>
          <h2 id="doctor-password-title" className={styles.cardTitle}>
            Đổi mật khẩu
          </h2>
          <p className={styles.cardText}>
            Sau khi đổi mật khẩu, các thiết bị khác đang đăng nhập sẽ cần đăng nhập lại.
          </p>
        </div>
      </div>
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
      >
        <div className={styles.threeCols}>
          <PasswordField
            rules={currentRules}
            name="currentPassword"
            label="Mật khẩu hiện tại"
            autoComplete="current-password"
          />
          <NewPasswordFields
            rules={newRules}
            name="newPassword"
            label="Mật khẩu mới"
            placeholder="Ít nhất 6 ký tự"
            dependencies={['currentPassword']}
            repeatLabel="Nhập lại mật khẩu mới"
          />
        </div>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            Đổi mật khẩu
          </Button>
        </div>
      </Form>
    </section>
  );
}
