/** Client-side texts fixed by the specification (§2, §8). */
export const UI_TEXT = {
  loading: 'Đang tải...',
  notFoundTitle: 'Oops! Trang này không tồn tại.',
  notFoundBody: 'Trang bạn đang tìm kiếm có thể đã bị xóa, đổi tên hoặc tạm thời không khả dụng.',
  notFoundButton: 'Quay lại trang chủ',
  adminNotFoundTitle: 'Không tìm thấy trang quản trị',
  adminNotFoundBody:
    'Trang bạn mở không có trong khu vực quản trị, có thể đường dẫn đã sai hoặc đã được thay đổi.',
  adminNotFoundButton: 'Về trang tổng quan',
  alreadyRegistered: 'Tài khoản đã tồn tại vui lòng thử lại',
  resetFailed: 'Đã xảy ra lỗi khi đặt lại mật khẩu.',
  otpSendFailed: 'Gửi OTP thất bại. Vui lòng thử lại.',
  resetNeedsNewCode: 'Email đã được xác thực. Vui lòng gửi lại yêu cầu để nhận mã đặt lại mật khẩu.',
  networkError: 'Không thể kết nối tới máy chủ, vui lòng kiểm tra kết nối mạng',
  timeoutError: 'Máy chủ phản hồi quá lâu, vui lòng thử lại',
  googleNotConfigured: 'Đăng nhập bằng Google chưa được cấu hình trên hệ thống này',
  googleFailed: 'Đăng nhập Google thất bại, vui lòng thử lại',
} as const;
