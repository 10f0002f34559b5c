import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '@/lib/store';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageTitle } from '@/components/page-title';
import { useDoctorLogout } from '@/hooks/use-logout';
import {
  useGetDoctorAccountQuery,
  DoctorSidebar,
  DoctorStatisticsPanel,
  DOCTOR_TABS,
  doctorTabOf,
  LazyDoctorLoginModal,
  prefetchDoctorOwner,
  doctorStyles as styles,
  type DoctorTab,
} from '@/features/doctor';
import { ChatUnreadBadge } from '@/features/chat';
import { NotificationBell } from '@/features/notifications';
import { signedInLoader } from '@/lib/prefetch';
import { tokens } from '@/lib/storage';

/** The other sections download when one opens (the statistics, the default, come with the route). */
const DoctorOwnerPanel = lazy(() =>
  import('./doctor-owner-panels').then((module) => ({ default: module.DoctorOwnerPanel })),
);

/**
 * `/doctor-owner?tab=statistics|bookings|messages|schedules|profile|reviews` — doctors only (reference §5.8). Without a
 * valid doctor token the doctor login modal shows; a stored token is checked against `GET /auth/account-doctor`
 * first (sky loader meanwhile). `&id=<booking>` on the bookings tab opens that booking (notification links).
 */
export default function DoctorOwnerRoute() {
  const { isAuthenticatedDoctor, doctorInfo } = useAppSelector((state) => state.auth);
  const hasToken = tokens.get('doctor') !== null;
  const logout = useDoctorLogout();
  const { isError } = useGetDoctorAccountQuery(undefined, { skip: !hasToken || isAuthenticatedDoctor });
  const [params, setParams] = useSearchParams();
  const tab = doctorTabOf(params.get('tab'));

  const title = <PageTitle clinic title="Quản lý thông tin bác sĩ phòng khám" />;

  if (isAuthenticatedDoctor && doctorInfo) {
    // Another tab starts from its own defaults: the list filters of the one left behind are dropped.
    const selectTab = (next: DoctorTab) => {
      if (next !== tab) setParams({ tab: next });
    };
    return (
      <>
        {title}
        <div className={styles.page}>
          <div className={styles.container}>
            <DoctorSidebar
              doctor={doctorInfo}
              activeTab={tab}
              onSelectTab={selectTab}
              onLogout={logout}
              notifications={<NotificationBell principal="doctor" defaultType="BOOKING" />}
              messagesBadge={<ChatUnreadBadge as="doctor" />}
            />
            <div className={styles.content}>
              {tab === DOCTOR_TABS.statistics && <DoctorStatisticsPanel />}
              {tab !== DOCTOR_TABS.statistics && (
                <Suspense
                  fallback={
                    <div className={styles.card} aria-busy="true">
                      <Skeleton active paragraph={{ rows: 6 }} />
                    </div>
                  }
                >
                  <DoctorOwnerPanel tab={tab} doctor={doctorInfo} />
                </Suspense>
              )}
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
      <LazyDoctorLoginModal />
    </>
  );
}

/** The doctor's account and the default tab's figures, asked for while the page's code runs (ADR 0040). */
export const loader = signedInLoader('doctor', prefetchDoctorOwner);
