import { lazy, Suspense } from 'react';

const DoctorLoginModal = lazy(() =>
  import('./doctor-login-modal').then((module) => ({ default: module.DoctorLoginModal })),
);

/**
 * The doctor's sign-in modal, downloaded when a signed-out visitor needs it: a signed-in doctor's first screen (the
 * statistics) does not bring the form and its checks along.
 */
export function LazyDoctorLoginModal() {
  return (
    <Suspense fallback={null}>
      <DoctorLoginModal />
    </Suspense>
  );
}
