import type { Doctor } from '@lumi/shared';
import { BookingCallButton } from '@/features/call';
import { ChatInbox } from '@/features/chat';
import {
  DoctorBookings,
  DoctorPasswordForm,
  DoctorProfile,
  DoctorReviews,
  DoctorSchedule,
  DOCTOR_TABS,
  type DoctorTab,
} from '@/features/doctor';
import { RecommendRoutineButton, RoutineCard } from '@/features/routines';
import { DoctorSkinPanel } from '@/features/skin';

/**
 * The sections of /doctor-owner other than the statistics (its default): a module of their own that the route
 * downloads when one of them opens, so the default screen does not bring the bookings, the calls, the chat, the
 * schedule and the forms along.
 */
export function DoctorOwnerPanel({ tab, doctor }: { tab: Exclude<DoctorTab, 'statistics'>; doctor: Doctor }) {
  switch (tab) {
    case DOCTOR_TABS.messages:
      return (
        <ChatInbox
          as="doctor"
          renderRoutine={(routineId) => <RoutineCard routineId={routineId} viewer="doctor" compact />}
        />
      );
    case DOCTOR_TABS.bookings:
      return (
        <DoctorBookings
          renderCall={(booking) => (
            <BookingCallButton booking={booking} as="doctor" label="Bắt đầu cuộc gọi video" />
          )}
          renderRecommend={(booking) => <RecommendRoutineButton booking={booking} />}
          renderSkin={(booking) => <DoctorSkinPanel booking={booking} />}
        />
      );
    case DOCTOR_TABS.schedules:
      return <DoctorSchedule key={doctor.updatedAt} doctor={doctor} />;
    case DOCTOR_TABS.profile:
      return (
        <>
          <DoctorProfile key={doctor.updatedAt} doctor={doctor} />
          <DoctorPasswordForm />
        </>
      );
    case DOCTOR_TABS.reviews:
      return <DoctorReviews doctorId={doctor._id} />;
  }
}
