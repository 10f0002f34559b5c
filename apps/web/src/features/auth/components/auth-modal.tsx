import { Modal } from 'antd';
import { AUTH_MODAL_WIDTH } from '@lumi/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPanel, type AuthStep } from './auth-panel';

export type AuthModalProps = {
  open: boolean;
  onClose: () => void;
  initialStep?: AuthStep;
};

/** State handed to /auth when a registration started in the modal continues on the page. */
export type AuthLocationState = { step?: AuthStep; email?: string; resendAt?: number };

/**
 * The auth form over a guarded page (spec §2: 600 wide). Login closes it; a registration
 * continues on /auth at the verify step (spec §4).
 */
export function AuthModal({ open, onClose, initialStep = 'login' }: AuthModalProps) {
  const navigate = useNavigate();
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={AUTH_MODAL_WIDTH} centered destroyOnHidden>
      <div style={{ padding: '12px 8px 4px' }}>
        <AuthPanel
          initialStep={initialStep}
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
