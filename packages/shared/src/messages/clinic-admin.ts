/**
 * Vietnamese texts of clinic management (api-contract §4.3, §4.4, §4.5): the clinic and doctor forms' validation
 * messages and the answers to their writes.
 */
export const CLINIC_ADMIN_VALIDATION = {
  clinicNameRequired: 'Vui lòng nhập tên phòng khám',
  clinicNameLength: 'Tên phòng khám từ 2 đến 200 ký tự',
  clinicAddressRequired: 'Vui lòng nhập địa chỉ phòng khám',
  clinicAddressMax: 'Địa chỉ phòng khám tối đa 5.000 ký tự',
  clinicDescriptionRequired: 'Vui lòng nhập mô tả phòng khám',
  clinicDescriptionMax: 'Mô tả phòng khám tối đa 50.000 ký tự',
  specialtiesRequired: 'Vui lòng nhập ít nhất một chuyên khoa',
  specialtiesMax: 'Tối đa 30 chuyên khoa',
  specialtyLength: 'Tên chuyên khoa từ 1 đến 100 ký tự',
  specialtyDuplicate: 'Chuyên khoa bị trùng',
  logoRequired: 'Vui lòng tải lên logo phòng khám',
  bannersCount: 'Vui lòng tải lên từ 1 đến 4 ảnh banner',
  imagesCount: 'Vui lòng tải lên đúng 4 ảnh phòng khám',
  workingHoursCount: 'Vui lòng nhập giờ làm việc đủ 7 ngày trong tuần, mỗi ngày một lần',
  workingHoursOrder: 'Giờ mở cửa phải trước giờ đóng cửa',
  timeStep: 'Thời gian phải theo bước 15 phút (ví dụ 08:00, 08:15, 08:30)',
  holidaysMax: 'Tối đa 366 ngày nghỉ',
  rescheduleNoticeRange: 'Thời hạn đổi lịch phải là số giờ từ 0 đến 168',
  adminRequired: 'Vui lòng chọn tài khoản quản lý phòng khám',
  adminNotClinic: 'Tài khoản được chọn phải là tài khoản phòng khám (CLINIC)',
  clinicRequired: 'Vui lòng chọn phòng khám',
  specialtyRequired: 'Vui lòng chọn chuyên khoa',
  experienceInvalid: 'Số năm kinh nghiệm từ 0 đến 70',
  feesInvalid: 'Phí khám phải là số nguyên lớn hơn 0',
  durationInvalid: 'Thời lượng khám là 15, 30, 45 hoặc 60 phút',
  aboutRequired: 'Vui lòng nhập giới thiệu bác sĩ',
  aboutMax: 'Giới thiệu bác sĩ tối đa 20.000 ký tự',
  avatarRequired: 'Vui lòng tải lên ảnh đại diện',
  scheduleInvalid:
    'Lịch làm việc không hợp lệ: mỗi ngày một lần, khung giờ theo bước 15 phút và không chồng nhau',
  isActiveRequired: 'Vui lòng chọn trạng thái hiển thị',
} as const;

export const CLINIC_ADMIN_TEXT = {
  clinicMissing: 'Chưa có thông tin phòng khám',
  clinicCreated: 'Tạo phòng khám thành công',
  clinicUpdated: 'Cập nhật thông tin phòng khám thành công',
  clinicDeleted: 'Xóa phòng khám thành công',
  clinicDeactivated: 'Phòng khám đã có lịch khám nên được chuyển sang ngừng hoạt động thay vì xóa',
  doctorCreated: 'Thêm bác sĩ thành công',
  doctorUpdated: 'Cập nhật thông tin bác sĩ thành công',
  doctorDeleted: 'Xóa bác sĩ thành công',
  doctorDeactivated: 'Bác sĩ đã có lịch khám nên được chuyển sang ngừng hoạt động thay vì xóa',
  reviewShown: 'Đã hiển thị đánh giá',
  reviewHidden: 'Đã ẩn đánh giá',
  reviewDeleted: 'Xóa đánh giá thành công',
} as const;

/** The cross-checks of one working day (reference §5.1), in the reference's words; the form and the server's schema. */
export const WORKING_DAY_MESSAGES = {
  openBeforeClose: CLINIC_ADMIN_VALIDATION.workingHoursOrder,
  breakAfterOpen: 'Giờ nghỉ phải sau giờ mở cửa',
  breakBeforeClose: 'Giờ nghỉ phải trước giờ đóng cửa',
  breakEndAfterStart: 'Giờ kết thúc nghỉ phải sau giờ bắt đầu nghỉ',
  breakIncomplete: 'Vui lòng chọn đủ giờ bắt đầu và kết thúc nghỉ',
  timeRequired: 'Vui lòng chọn giờ',
} as const;
