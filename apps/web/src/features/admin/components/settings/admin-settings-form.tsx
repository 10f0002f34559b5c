import { LockOutlined, SaveOutlined } from '@ant-design/icons';
import { App, Button, Card, Col, Divider, Form, Input, Row, type FormRule } from 'antd';
import { useNavigate } from 'react-router';
import {
  SUCCESS,
  UpdateAdminAccountBodySchema,
  formatDate,
  type AdminAccount,
  type Image,
  type UpdateAdminAccountBody,
  pictureOf,
} from '@lumi/shared';
import { useAppDispatch } from '@/lib/store';
import { AvatarUpload } from '@/components/avatar-upload';
import { paths } from '@/config/paths';
import { adminLoaded, adminLoggedOut, setAdminToken } from '@/lib/auth-slice';
import { isApiError } from '@/lib/errors';
import { rulesFrom } from '@/lib/form-rules';
import { useUpdateAdminAccountMutation } from '../../api/admin-api';
import { leaveAdminNotice } from '../../utils/admin-notice';
import {
  passwordChangeIssues,
  wantsPasswordChange,
  type PasswordChangeField,
} from '../../utils/password-change';
import { RoleTag } from '../role-tag';
import styles from './admin-settings.module.css';

type SettingsValues = {
  avatar: Image | null;
  name: string;
  currentPassword?: string;
  password?: string;
  rePassword?: string;
};

const nameRules = rulesFrom(UpdateAdminAccountBodySchema.shape.name.unwrap());

/** One of the three password fields, checked together with the other two. */
function passwordRule(field: PasswordChangeField): FormRule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const values = getFieldsValue(['currentPassword', 'password', 'rePassword']) as SettingsValues;
      const message = passwordChangeIssues(values)[field];
      if (message) throw new Error(message);
    },
  });
}

const PASSWORD_FIELDS: PasswordChangeField[] = ['currentPassword', 'password', 'rePassword'];

/**
 * `/admin/settings` (every role): avatar, name and password of the signed-in admin, saved with
 * `PUT /admin/admin-accounts/{own id}`; the admin info is refreshed from the answer.
 */
export function AdminSettingsForm({ admin }: { admin: AdminAccount }) {
  const [form] = Form.useForm<SettingsValues>();
  const [update, { isLoading }] = useUpdateAdminAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const avatar = Form.useWatch('avatar', form);
  const name = Form.useWatch('name', form);

  const onFinish = async (values: SettingsValues) => {
    const changesPassword = wantsPasswordChange(values);
    const body: UpdateAdminAccountBody = { name: values.name.trim() };
    if ((values.avatar?.publicId ?? null) !== admin.avatar.publicId) body.avatar = values.avatar;
    if (changesPassword) {
      body.currentPassword = values.currentPassword;
      body.password = values.password;
      body.rePassword = values.rePassword;
    }
    try {
      const result = await update({ id: admin._id, body }).unwrap();
      if (changesPassword && !result.accessToken) {
        // The change ended every session of this account and no fresh token came back.
        leaveAdminNotice(`${SUCCESS.passwordChanged}, vui lòng đăng nhập lại bằng mật khẩu mới`);
        dispatch(adminLoggedOut());
        void navigate(paths.admin.login.getHref(), { replace: true });
        return;
      }
      if (result.accessToken) dispatch(setAdminToken(result.accessToken));
      dispatch(adminLoaded(result.admin));
      form.resetFields(PASSWORD_FIELDS);
      void message.success(
        changesPassword ? SUCCESS.passwordChanged : (result.message ?? SUCCESS.accountUpdated),
      );
    } catch (failure) {
      // The toast already says it; point at the field too.
      if (isApiError(failure) && failure.code === 'CURRENT_PASSWORD_WRONG') {
        form.setFields([{ name: 'currentPassword', errors: [failure.message] }]);
      }
    }
  };

  return (
    <Form<SettingsValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ avatar: pictureOf(admin.avatar), name: admin.name }}
      onFinish={onFinish}
      className={styles.form}
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={8}>
          <Card variant="borderless" className={styles.profileCard}>
            <div className={styles.avatarField}>
              <Form.Item name="avatar" noStyle>
                <AvatarUpload kind="admin" tone="admin" name={name || admin.name} size={120} allowRemove />
              </Form.Item>
            </div>
            <div className={styles.profileName}>{name?.trim() || admin.name}</div>
            <div className={styles.profileUsername}>@{admin.username}</div>
            <RoleTag role={admin.role} />
            <dl className={styles.facts}>
              <div>
                <dt>Ngày tạo</dt>
                <dd>{formatDate(admin.createdAt)}</dd>
              </div>
              <div>
                <dt>Cập nhật gần nhất</dt>
                <dd>{formatDate(admin.updatedAt)}</dd>
              </div>
              {admin.role === 'CLINIC' && (
                <div>
                  <dt>Phòng khám</dt>
                  <dd>{admin.clinic?.name ?? 'Chưa tạo'}</dd>
                </div>
              )}
            </dl>
            {avatar === null && admin.avatar.publicId !== null && (
              <p className={styles.hint}>Ảnh đại diện sẽ được gỡ khi bạn lưu thay đổi.</p>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card variant="borderless" className={styles.formCard} title="Thông tin tài khoản">
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item label="Họ và tên" name="name" rules={nameRules}>
                  <Input placeholder="Nhập họ và tên" autoComplete="name" maxLength={100} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item label="Tên đăng nhập" tooltip="Tên đăng nhập không thể thay đổi">
                  <Input value={admin.username} disabled autoComplete="username" />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item label="Vai trò" tooltip="Vai trò do quản trị viên cấp">
                  <RoleTag role={admin.role} />
                </Form.Item>
              </Col>
            </Row>

            <Divider titlePlacement="start" className={styles.divider}>
              <LockOutlined /> Đổi mật khẩu
            </Divider>
            <p className={styles.sectionHint}>Để trống cả ba ô nếu bạn không muốn đổi mật khẩu.</p>
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <Form.Item
                  label="Mật khẩu hiện tại"
                  name="currentPassword"
                  rules={[passwordRule('currentPassword')]}
                  dependencies={['password', 'rePassword']}
                >
                  <Input.Password placeholder="Mật khẩu hiện tại" autoComplete="current-password" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  label="Mật khẩu mới"
                  name="password"
                  rules={[passwordRule('password')]}
                  dependencies={['currentPassword', 'rePassword']}
                >
                  <Input.Password placeholder="Ít nhất 6 ký tự" autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  label="Nhập lại mật khẩu mới"
                  name="rePassword"
                  rules={[passwordRule('rePassword')]}
                  dependencies={['currentPassword', 'password']}
                >
                  <Input.Password placeholder="Nhập lại mật khẩu mới" autoComplete="new-password" />
                </Form.Item>
              </Col>
            </Row>

            <div className={styles.actions}>
              <Button onClick={() => form.resetFields()} disabled={isLoading}>
                Hủy thay đổi
              </Button>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isLoading}>
                Lưu thay đổi
              </Button>
            </div>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}
