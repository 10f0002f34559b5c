import { useAppSelector } from '@/app/store';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageTitle } from '@/components/page-title';
import { useDoctorLogout } from '@/hooks/use-logout';
import {
  useGetDoctorAccountQuery,
  DoctorLoginModal,
  DoctorPasswordForm,
  DoctorProfile,
  DOCTOR_TABS,
  DoctorSidebar,
  doctorStyles as styles,
} from '@/features/doctor';
import { tokens } from '@/lib/storage';

/**
 * `/doctor-owner` — doctors only. Without a valid doctor token the doctor login modal shows; a
 * stored token is checked against `GET /auth/account-doctor` first (sky loader meanwhile).
 */
export default function DoctorOwnerRoute() {
  const { isAuthenticatedDoctor, doctorInfo } = useAppSelector((state) => state.auth);
  const hasToken = tokens.get('doctor') !== null;
  const logout = useDoctorLogout();
  const { isError } = useGetDoctorAccountQuery(undefined, { skip: !hasToken || isAuthenticatedDoctor });

  const title = <PageTitle clinic title="Quản lý thông tin bác sĩ phòng khám" />;

  if (isAuthenticatedDoctor && doctorInfo) {
    return (
      <>
        {title}
        <div className={styles.page}>
          <div className={styles.container}>
            <DoctorSidebar doctor={doctorInfo} activeTab={DOCTOR_TABS.profile} onLogout={logout} />
            <div className={styles.content}>
              <DoctorProfile key={doctorInfo.updatedAt} doctor={doctorInfo} />
              <DoctorPasswordForm />
            </div>
          </div>
        </div>
      </>
    );
  }

  if (hasToken && !isError) {
    return (
      <>
        {title}
        <FullScreenLoader variant="clinic" />
      </>
    );
  }

  return (
    <>
      {title}
      <div className={styles.loginBackdrop} />
      <DoctorLoginModal />
    </>
  );
}
