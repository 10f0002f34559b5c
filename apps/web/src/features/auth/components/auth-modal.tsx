import { Modal } from 'antd';
import { useState } from 'react';
import { AUTH_MODAL_WIDTH } from '@lumi/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPanel, type AuthStep } from './auth-panel';

export type AuthModalProps = {
  open: boolean;
  onClose: () => void;
  initialStep?: AuthStep;
  /** The e-mail the first step starts with (from the plain sign-in dialog that handed over). */
  initialEmail?: string;
  /** When the code sent before the verify step may be asked for again. */
  initialResendAt?: number | null;
};

/** State handed to /auth when a registration started in the modal continues on the page. */
export type AuthLocationState = {
  step?: AuthStep;
  email?: string;
  resendAt?: number;
  /** The page to go back to once signed in (ADR 0066). */
  from?: string;
};

/** The dialog's name at each step: the heading the step shows. */
const STEP_TITLES: Record<AuthStep, string> = {
  login: 'Đăng nhập',
  register: 'Đăng ký tài khoản',
  sendOtp: 'Quên mật khẩu',
  verify: 'Nhập mã OTP',
  resetPassword: 'Đặt lại mật khẩu',
};

/**
 * The auth form over a guarded page (spec §2: 600 wide). Login closes it; a registration
 * continues on /auth at the verify step (spec §4). The dialog is named after the step it shows (the step's own
 * heading is what is seen; the modal's title only names it for assistive technology).
 */
export function AuthModal({
  open,
  onClose,
  initialStep = 'login',
  initialEmail,
  initialResendAt,
}: AuthModalProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<AuthStep>(initialStep);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      closable={{ 'aria-label': 'Đóng' }}
      afterClose={() => setStep(initialStep)}
      title={<span className="visually-hidden">{STEP_TITLES[step]}</span>}
      styles={{ header: { margin: 0, padding: 0 } }}
      footer={null}
      width={AUTH_MODAL_WIDTH}
      centered
      destroyOnHidden
    >
      <div style={{ padding: '12px 8px 4px' }}>
        <AuthPanel
          initialStep={initialStep}
          {...(initialEmail !== undefined ? { initialEmail } : {})}
          {...(initialResendAt !== undefined ? { initialResendAt } : {})}
          onStepChange={setStep}
          onLoggedIn={onClose}
          onRegistered={(email, resendAt) => {
            onClose();
            const state: AuthLocationState = { step: 'verify', email, resendAt };
            void navigate(paths.shop.auth.getHref(), { state });
          }}
        />
      </div>
    </Modal>
  );
}
