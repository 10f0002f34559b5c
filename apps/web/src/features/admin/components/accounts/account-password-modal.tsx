import { App, Form } from 'antd';
import { NewPasswordSchema, type AdminAccount } from '@lumi/shared';
import { FormModal } from '@/components/admin-list/form-modal';
import { NewPasswordFields } from '@/components/auth-fields';
import { rulesFrom } from '@/lib/form-rules';
import { useUpdateAdminAccountMutation } from '../../api/admin-api';
import styles from './accounts.module.css';

type PasswordValues = { password: string; rePassword: string };

const passwordRules = rulesFrom(NewPasswordSchema);

type AccountPasswordModalProps = {
  /** The account whose password is reset; null: closed. Never the signed-in admin's own (see Cài đặt). */
  account: AdminAccount | null;
  onClose: () => void;
};

/**
 * 'Đặt lại mật khẩu' for another admin account: `PUT /admin/admin-accounts/{id} { password, rePassword }`, no
 * current password (ADMIN only). The server ends that account's sessions.
 */
export function AccountPasswordModal({ account, onClose }: AccountPasswordModalProps) {
  const [form] = Form.useForm<PasswordValues>();
  const [update, { isLoading }] = useUpdateAdminAccountMutation();
  const { message } = App.useApp();

  const onSubmit = async (values: PasswordValues) => {
    if (!account) return;
    await update({
      id: account._id,
      body: { password: values.password, rePassword: values.rePassword },
    }).unwrap();
    void message.success(`Đã đặt lại mật khẩu cho tài khoản ${account.username}`);
  };

  return (
    <FormModal<PasswordValues>
      form={form}
      // The account form (always rendered) has fields of the same names: keep the ids apart.
      name="reset-password"
      open={account !== null}
      subject={account?._id}
      values={() => ({})}
      title={account ? `Đặt lại mật khẩu: ${account.username}` : 'Đặt lại mật khẩu'}
      okText="Đặt lại mật khẩu"
      saving={isLoading}
      width={440}
      keyboard={!isLoading}
      onClose={onClose}
      onSubmit={onSubmit}
      fields={['password', 'rePassword']}
      className={styles.modalForm}
      initialValues={{}}
    >
      <p className={styles.modalHint}>
        Tài khoản sẽ bị đăng xuất khỏi mọi thiết bị và phải đăng nhập lại bằng mật khẩu mới.
      </p>
      <NewPasswordFields
        rules={passwordRules}
        label="Mật khẩu mới"
        placeholder="Ít nhất 6 ký tự"
        repeatLabel="Nhập lại mật khẩu"
        repeatPlaceholder="Nhập lại mật khẩu mới"
      />
    </FormModal>
  );
}
