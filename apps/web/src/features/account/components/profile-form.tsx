import { LockOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Divider, Form, Input } from 'antd';
import {
  NewPasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  RePasswordSchema,
  SUCCESS,
  VALIDATION,
  type Image,
  type UpdateAccountBody,
  type User,
  pictureOf,
} from '@lumi/shared';
import { z } from 'zod';
import { useAppDispatch } from '@/lib/store';
import { AvatarUpload } from '@/components/avatar-upload';
import { setUserToken, userLoaded } from '@/lib/auth-slice';
import { matchField, rulesFrom } from '@/lib/form-rules';
import { useUpdateAccountMutation } from '../api/account-api';
import styles from './account.module.css';

type ProfileValues = {
  avatar: Image | null;
  name: string;
  phone: string;
  email: string;
  currentPassword?: string;
  password?: string;
  rePassword?: string;
};

const nameRules = rulesFrom(PersonNameSchema);
const phoneRules = rulesFrom(PhoneSchema, { optional: true });
const CurrentPasswordSchema = z
  .string({ error: VALIDATION.currentPasswordRequired })
  .min(1, VALIDATION.currentPasswordRequired);

const isFilled = (value: string | undefined) => value !== undefined && value !== '';

/** The profile tab: avatar, name, phone, e-mail (read only) and the password change. */
export function ProfileForm({ user }: { user: User }) {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ProfileValues>();
  const [updateAccount, { isLoading }] = useUpdateAccountMutation();

  const password = Form.useWatch('password', form);
  const rePassword = Form.useWatch('rePassword', form);
  const currentPassword = Form.useWatch('currentPassword', form);
  const changingPassword = isFilled(password) || isFilled(rePassword) || isFilled(currentPassword);

  const initialValues: ProfileValues = {
    avatar: pictureOf(user.avatar),
    name: user.name,
    phone: user.phone ?? '',
    email: user.email,
  };

  const onFinish = async (values: ProfileValues) => {
    const body: UpdateAccountBody = {
      name: values.name.trim(),
      phone: values.phone.trim() === '' ? null : values.phone.trim(),
      avatar: values.avatar,
    };
    if (isFilled(values.password)) {
      body.password = values.password;
      body.rePassword = values.rePassword;
      if (user.hasPassword) body.currentPassword = values.currentPassword;
    }
    try {
      const result = await updateAccount(body).unwrap();
      dispatch(userLoaded(result.data));
      // A password change revokes older tokens and answers a fresh one.
      if (result.accessToken) dispatch(setUserToken(result.accessToken));
      void message.success(result.message ?? SUCCESS.accountUpdated);
      form.setFieldsValue({ currentPassword: '', password: '', rePassword: '' });
    } catch {
      // the server's message is shown by the API middleware
    }
  };

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={(values) => void onFinish(values)}
      disabled={isLoading}
    >
      <div className={styles.formGrid}>
        <div className={styles.avatarCol}>
          <Form.Item name="avatar" noStyle>
            <AvatarUpload kind="user" name={user.name} size={132} allowRemove />
          </Form.Item>
        </div>
        <div className={styles.fields}>
          <div className={styles.twoCols}>
            <Form.Item label="Họ và tên" name="name" rules={nameRules}>
              <Input prefix={<UserOutlined />} autoComplete="name" maxLength={100} />
            </Form.Item>
            <Form.Item label="Số điện thoại" name="phone" rules={phoneRules}>
              <Input
                prefix={<PhoneOutlined />}
                placeholder="VD: 0912345678"
                autoComplete="tel"
                inputMode="tel"
                maxLength={12}
              />
            </Form.Item>
          </div>
          <Form.Item label="Email" name="email" extra="Email dùng để đăng nhập và không thể thay đổi.">
            <Input prefix={<MailOutlined />} disabled />
          </Form.Item>

          <Divider />
          <h3 className={styles.sectionTitle}>{user.hasPassword ? 'Đổi mật khẩu' : 'Đặt mật khẩu'}</h3>
          <p className={styles.sectionText}>
            {user.hasPassword
              ? 'Để trống nếu bạn không muốn đổi mật khẩu. Sau khi đổi, các thiết bị khác sẽ cần đăng nhập lại.'
              : 'Tài khoản của bạn đăng nhập bằng Google. Bạn có thể đặt mật khẩu để đăng nhập bằng email.'}
          </p>
          {user.hasPassword && (
            <Form.Item
              label="Mật khẩu hiện tại"
              name="currentPassword"
              rules={changingPassword ? rulesFrom(CurrentPasswordSchema) : []}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
          )}
          <div className={styles.twoCols}>
            <Form.Item
              label="Mật khẩu mới"
              name="password"
              rules={changingPassword ? rulesFrom(NewPasswordSchema) : []}
            >
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
              rules={
                changingPassword
                  ? [...rulesFrom(RePasswordSchema), matchField('password', VALIDATION.rePasswordMismatch)]
                  : []
              }
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
            </Form.Item>
          </div>
          <div className={styles.actions}>
            <Button onClick={() => form.resetFields()} disabled={isLoading}>
              Hoàn tác
            </Button>
            <Button type="primary" htmlType="submit" loading={isLoading}>
              Lưu thay đổi
            </Button>
          </div>
        </div>
      </div>
    </Form>
  );
}
