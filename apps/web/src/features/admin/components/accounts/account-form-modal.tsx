import { App, Col, Form, Input, Row, Select, type FormRule } from 'antd';
import {
  ADMIN_ROLES,
  ADMIN_ROLE_LABELS,
  CreateAdminAccountBodySchema,
  SUCCESS,
  VALIDATION,
  type AdminAccount,
  type AdminRole,
  type CreateAdminAccountBody,
  type Image,
  type UpdateAdminAccountBody,
  pictureOf,
} from '@lumi/shared';
import { FormModal } from '@/components/admin-list/form-modal';
import { AvatarUpload } from '@/components/avatar-upload';
import { matchField, rulesFrom } from '@/lib/form-rules';
import { useCreateAdminAccountMutation, useUpdateAdminAccountMutation } from '../../api/admin-api';
import styles from './accounts.module.css';

export type AccountFormValues = {
  name: string;
  username: string;
  password?: string;
  rePassword?: string;
  role?: AdminRole;
  avatar: Image | null;
};

type AccountFormModalProps = {
  open: boolean;
  /** null: create a new account. */
  account: AdminAccount | null;
  onClose: () => void;
};

const createShape = CreateAdminAccountBodySchema.shape;
const nameRules = rulesFrom(createShape.name);
const usernameRules = rulesFrom(createShape.username);
const roleRules = rulesFrom(createShape.role);
const createPasswordRules = rulesFrom(createShape.password);

const rePasswordRules: FormRule[] = [
  { required: true, message: VALIDATION.rePasswordRequired },
  matchField('password', VALIDATION.rePasswordMismatch),
];

const roleOptions = ADMIN_ROLES.map((role) => ({ value: role, label: ADMIN_ROLE_LABELS[role] }));

/**
 * 'Tạo tài khoản' / 'Cập nhật tài khoản' for the ADMIN's account list. Editing changes name, avatar and role;
 * another account's password is reset from its own action ('Đặt lại mật khẩu').
 */
export function AccountFormModal({ open, account, onClose }: AccountFormModalProps) {
  const [form] = Form.useForm<AccountFormValues>();
  const [create, createState] = useCreateAdminAccountMutation();
  const [update, updateState] = useUpdateAdminAccountMutation();
  const { message } = App.useApp();
  const isEdit = account !== null;
  const isSaving = createState.isLoading || updateState.isLoading;
  const name = Form.useWatch('name', form);

  const onSubmit = async (values: AccountFormValues) => {
    if (account) {
      const body: UpdateAdminAccountBody = { name: values.name.trim(), role: values.role };
      if ((values.avatar?.publicId ?? null) !== account.avatar.publicId) body.avatar = values.avatar;
      const result = await update({ id: account._id, body }).unwrap();
      void message.success(result.message ?? SUCCESS.adminUpdated);
    } else {
      const body: CreateAdminAccountBody = {
        name: values.name.trim(),
        username: values.username.trim().toLowerCase(),
        password: values.password ?? '',
        rePassword: values.rePassword,
        role: values.role as AdminRole,
        avatar: values.avatar,
      };
      const result = await create(body).unwrap();
      void message.success(result.message ?? SUCCESS.adminCreated);
    }
  };

  return (
    <FormModal<AccountFormValues>
      form={form}
      open={open}
      subject={account}
      values={() =>
        account
          ? {
              name: account.name,
              username: account.username,
              role: account.role,
              avatar: pictureOf(account.avatar),
            }
          : { name: '', username: '', role: undefined, avatar: null }
      }
      title={isEdit ? 'Cập nhật tài khoản' : 'Tạo tài khoản'}
      okText={isEdit ? 'Lưu thay đổi' : 'Tạo tài khoản'}
      saving={isSaving}
      width={640}
      keyboard={!isSaving}
      onClose={onClose}
      onSubmit={onSubmit}
      fields={['name', 'username', 'password', 'rePassword', 'role', 'avatar']}
      // Demoting the last active ADMIN is refused (LAST_ADMIN): the message also sits under the role.
      codeFields={{ USERNAME_TAKEN: 'username', LAST_ADMIN: 'role' }}
      className={styles.modalForm}
      initialValues={{ avatar: null }}
    >
      <div className={styles.modalAvatar}>
        <Form.Item name="avatar" noStyle>
          <AvatarUpload kind="admin" tone="admin" name={name} size={96} allowRemove />
        </Form.Item>
      </div>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="Họ và tên" name="name" rules={nameRules}>
            <Input placeholder="Nguyễn Văn A" autoComplete="off" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Tên đăng nhập"
            name="username"
            rules={isEdit ? [] : usernameRules}
            normalize={(value: string | undefined) => value?.toLowerCase().replace(/\s+/g, '')}
            tooltip={isEdit ? 'Tên đăng nhập không thể thay đổi' : 'Chữ thường, số và . _ -'}
          >
            <Input placeholder="vd: hotro.hanoi" autoComplete="off" disabled={isEdit} maxLength={50} />
          </Form.Item>
        </Col>
        {/* A new password for someone else is set with 'Đặt lại mật khẩu' (account-password-modal). */}
        {!isEdit && (
          <>
            <Col xs={24} sm={12}>
              <Form.Item label="Mật khẩu" name="password" rules={createPasswordRules}>
                <Input.Password placeholder="Ít nhất 6 ký tự" autoComplete="new-password" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                label="Nhập lại mật khẩu"
                name="rePassword"
                rules={rePasswordRules}
                dependencies={['password']}
              >
                <Input.Password placeholder="Nhập lại mật khẩu" autoComplete="new-password" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={24}>
          <Form.Item label="Vai trò" name="role" rules={roleRules}>
            <Select<AdminRole> placeholder="Chọn vai trò" options={roleOptions} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
