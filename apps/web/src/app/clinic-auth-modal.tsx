import { Suspense, useState } from 'react';
import { LazyAuthModal, LazySignInDialog, type AuthHandover } from '@/features/auth';
import { ClinicAntd } from '@/components/theme-scope/antd-island';

/**
 * The sign-in prompt of the booking area's plain pages (decision 10, issue 26): the sign-in step without antd, so that
 * a visitor who only reads the page downloads no UI library; registering, a forgotten password or an account to
 * verify hands over to the full dialog (antd, in the booking area's scope) at that step, until it is closed.
 */
export function ClinicAuthModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [handover, setHandover] = useState<AuthHandover | null>(null);
  const close = () => {
    setHandover(null);
    onClose();
  };
  return (
    <>
      <Suspense fallback={null}>
        <LazySignInDialog open={open && handover === null} onClose={close} onHandover={setHandover} />
      </Suspense>
      {handover && (
        <ClinicAntd>
          <LazyAuthModal
            open={open}
            onClose={close}
            initialStep={handover.step}
            {...(handover.email ? { initialEmail: handover.email } : {})}
            {...(handover.resendAt !== undefined ? { initialResendAt: handover.resendAt } : {})}
          />
        </ClinicAntd>
      )}
    </>
  );
}
