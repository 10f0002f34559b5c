import { UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { AdminLoginBodySchema, SUCCESS, type AdminLoginBody } from '@lumi/shared';
import { useAppDispatch } from '@/lib/store';
import { PasswordField } from '@/components/auth-fields';
import { adminLoaded, setAdminToken } from '@/lib/auth-slice';
import { api } from '@/lib/api';
import { getErrorMessage } from '@/lib/errors';
import { rulesFrom } from '@/lib/form-rules';
import { ADMIN_CACHE_TAGS, useAdminLoginMutation } from '../api/admin-api';
import { clearAdminNotice, peekAdminNotice } from '../utils/admin-notice';

type LoginValues = { username: string; password: string; remember: boolean };

const usernameRules = rulesFrom(AdminLoginBodySchema.shape.username);
const passwordRules = rulesFrom(AdminLoginBodySchema.shape.password);

/**
 * `POST /admin/auth/login`. On success the token is stored, the admin loaded and 'Đăng nhập thành công'
 * shown; the page then sends the admin to the dashboard of its role.
 */
export function AdminLoginForm() {
  const [form] = Form.useForm<LoginValues>();
  const [login, { isLoading }] = useAdminLoginMutation();
  const [error, setError] = useState<string | null>(null);
  // 'Đăng xuất thành công' and the like, left by the page that sent the admin here.
  const [notice, setNotice] = useState(peekAdminNotice);
  useEffect(() => clearAdminNotice(), []);
  const dispatch = useAppDispatch();
  const { message } = App.useApp();

  const onFinish = async (values: LoginValues) => {
    setError(null);
    const body: AdminLoginBody = {
      username: values.username.trim().toLowerCase(),
      password: values.password,
      remember: values.remember,
    };
    try {
      const result = await login(body).unwrap();
      // Another admin may have used this browser: drop its cached lists and figures.
      dispatch(api.util.invalidateTags([...ADMIN_CACHE_TAGS]));
      dispatch(setAdminToken(result.accessToken));
      dispatch(adminLoaded(result.admin));
      void message.success(result.message ?? SUCCESS.login);
    } catch (failure) {
      setError(getErrorMessage(failure));
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      initialValues={{ username: '', password: '', remember: false }}
      onFinish={onFinish}
      onValuesChange={() => {
        if (error) setError(null);
        if (notice) setNotice(null);
      }}
      disabled={isLoading}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 20 }} role="alert" />}
      {!error && notice && (
        <Alert type="success" showIcon title={notice} style={{ marginBottom: 20 }} role="status" />
      )}
      <Form.Item label="Tên đăng nhập" name="username" rules={usernameRules}>
        <Input prefix={<UserOutlined />} placeholder="Nhập tên đăng nhập" autoComplete="username" autoFocus />
      </Form.Item>
      <PasswordField rules={passwordRules} placeholder="Nhập mật khẩu" autoComplete="current-password" />
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 20 }}>
        <Checkbox>Ghi nhớ đăng nhập</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        Đăng nhập
      </Button>
    </Form>
  );
}
