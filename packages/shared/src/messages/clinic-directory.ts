/**
 * Vietnamese texts of the public clinic and doctor directory (api-contract §3.8, §3.9, §4.5, §4.11): filter option
 * labels, the contact form's messages and the answers to a review or a contact.
 */
export const DIRECTORY_TEXT = {
  workingHours: {
    morning: 'Sáng (06:00 - 12:00)',
    afternoon: 'Chiều (12:00 - 18:00)',
    evening: 'Tối (18:00 - 22:00)',
    allday: 'Cả ngày',
  },
  doctorCounts: {
    '1-5': '1-5 bác sĩ',
    '6-10': '6-10 bác sĩ',
    '11-20': '11-20 bác sĩ',
    '20+': 'Trên 20 bác sĩ',
  },
  experience: {
    '0-2': 'Dưới 2 năm',
    '2-5': '2-5 năm',
    '5-10': '5-10 năm',
    '10+': 'Trên 10 năm',
  },
  /** 'Trên 4.5 ⭐' for a minimum average of 4.5. */
  ratingAbove: (value: number) => `Trên ${value.toFixed(1)} ⭐`,
  doctorReviewCreated: 'Đánh giá bác sĩ thành công',
  clinicReviewCreated: 'Đánh giá phòng khám thành công',
  contactSent: 'Cảm ơn bạn đã liên hệ, chúng tôi sẽ phản hồi sớm nhất',
  contactMailSubject: (clinicName: string) => `Liên hệ hợp tác mới: ${clinicName}`,
  contactHandled: 'Đã đánh dấu liên hệ là đã xử lý',
  contactReopened: 'Đã chuyển liên hệ về trạng thái chưa xử lý',
} as const;

export const CONTACT_VALIDATION = {
  clinicNameRequired: 'Vui lòng nhập tên phòng khám',
  clinicNameLength: 'Tên phòng khám từ 2 đến 200 ký tự',
  contactNameRequired: 'Vui lòng nhập tên người liên hệ',
  contactNameLength: 'Tên người liên hệ từ 2 đến 100 ký tự',
  addressMax: 'Địa chỉ phòng khám tối đa 255 ký tự',
  contentRequired: 'Vui lòng nhập nội dung',
  contentMax: 'Nội dung tối đa 2000 ký tự',
} as const;
