import type { CallSide } from '@/features/call';
import { LazyDoctorSkinPanel } from '@/features/skin';

/**
 * What the doctor's call window opens beside a consultation (issue 32): the patient's 'Hồ sơ da' of the booking the
 * call was placed from — the shared record, the diary, the notes and the note form (a call is only placed on a
 * confirmed booking, `ConsultationCallButton`).
 */
export const DOCTOR_CALL_SIDE: CallSide = {
  label: 'Hồ sơ da',
  render: (bookingId) => <LazyDoctorSkinPanel booking={{ _id: bookingId, status: 'confirmed' }} />,
};
