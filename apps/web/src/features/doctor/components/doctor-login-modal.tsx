import { MedicineBoxOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Form, Modal } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DoctorLoginBodySchema, REMEMBER_COOKIES, SUCCESS } from '@lumi/shared';
import { useAppDispatch } from '@/lib/store';
import { EmailField, PasswordField } from '@/components/auth-fields';
import { paths } from '@/config/paths';
import { doctorLoaded, setDoctorToken } from '@/lib/auth-slice';
import { getCookie, rememberEmail } from '@/lib/cookies';
import { rulesFrom } from '@/lib/form-rules';
import { useLoginDoctorMutation } from '../api/doctor-api';
import styles from './doctor.module.css';

type DoctorLoginValues = { email: string; password: string; remember: boolean };

const emailRules = rulesFrom(DoctorLoginBodySchema.shape.email);
const passwordRules = rulesFrom(DoctorLoginBodySchema.shape.password);

/** The doctor sign-in shown on /doctor-owner when no doctor is signed in (500 wide, 'Đăng nhập'). */
export function DoctorLoginModal() {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [loginDoctor, { isLoading }] = useLoginDoctorMutation();
  const [rememberedEmail] = useState(() => getCookie(REMEMBER_COOKIES.doctorEmail) ?? '');

  const onFinish = async (values: DoctorLoginValues) => {
    const email = values.email.trim().toLowerCase();
    try {
      const result = await loginDoctor({
        email,
        password: values.password,
        remember: values.remember,
      }).unwrap();
      const { accessToken, ...doctor } = result.data;
      // Decision 5: only the e-mail is remembered, for 30 days.
      rememberEmail(REMEMBER_COOKIES.doctorEmail, email, values.remember);
      dispatch(setDoctorToken(accessToken));
      dispatch(doctorLoaded(doctor));
      void message.success(result.message ?? SUCCESS.login);
    } catch {
      // the server's message is shown by the API middleware
    }
  };

  return (
    <Modal
      open
      title="Đăng nhập"
      width={500}
      footer={null}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
    >
      <div className={styles.loginHead}>
        <div className={styles.loginIcon}>
          <MedicineBoxOutlined />
        </div>
        <p className={styles.loginText}>
          Dành cho bác sĩ và nhân viên phòng khám của Lumi Clinic. Tài khoản do phòng khám cấp.
        </p>
      </div>
      <Form<DoctorLoginValues>
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ email: rememberedEmail, password: '', remember: rememberedEmail !== '' }}
        onFinish={(values) => void onFinish(values)}
        disabled={isLoading}
      >
        <EmailField rules={emailRules} placeholder="bacsi@phongkham.vn" autoComplete="username" />
        <PasswordField rules={passwordRules} placeholder="Nhập mật khẩu" autoComplete="current-password" />
        <Form.Item name="remember" valuePropName="checked">
          <Checkbox>Ghi nhớ đăng nhập</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isLoading}>
          Đăng nhập
        </Button>
      </Form>
      <div className={styles.loginFoot}>
        <Link to={paths.shop.home.getHref()}>Quay lại trang khách hàng</Link>
      </div>
    </Modal>
  );
}
