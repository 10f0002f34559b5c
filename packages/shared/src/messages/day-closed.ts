/** Why a day offers no slots, as `schedule-booking` says it (api-contract §3.9). */
export const DAY_CLOSED_MESSAGES = {
  too_far: 'Chỉ có thể đặt lịch trong vòng 60 ngày tới',
  clinic_closed: 'Phòng khám đóng cửa vào ngày này !',
  clinic_holiday: 'Ngày nghỉ của phòng khám, xin lỗi quý khách hàng !',
  doctor_day_off: 'Ngày nghỉ của bác sĩ, xin lỗi quý khách hàng !',
  doctor_holiday: 'Ngày nghỉ của bác sĩ, xin lỗi quý khách hàng !',
} as const;
