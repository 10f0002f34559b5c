import { BOOKING_RESCHEDULE_LIMIT, WAITLIST_MAX_ENTRIES } from './constants';

/**
 * The one table of error codes: HTTP status and Vietnamese message (api-contract §1.3).
 * Server and client both read it; the server's error handler is the only place that maps codes to statuses.
 */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Dữ liệu không hợp lệ' },
  AUTH_REQUIRED: { status: 401, message: 'Vui lòng đăng nhập để tiếp tục' },
  AUTH_TOKEN_INVALID: {
    status: 401,
    message: 'Phiên đăng nhập không hợp lệ hoặc đã hết hạn, vui lòng đăng nhập lại',
  },
  AUTH_INVALID_CREDENTIALS: { status: 401, message: 'Thông tin đăng nhập không chính xác' },
  AUTH_USE_GOOGLE: {
    status: 422,
    message: 'Tài khoản này được tạo bằng Google, vui lòng đăng nhập với Google',
  },
  ACCOUNT_DISABLED: { status: 403, message: 'Tài khoản đã bị vô hiệu hóa' },
  FORBIDDEN: { status: 403, message: 'Bạn không có quyền thực hiện thao tác này' },

  PRODUCT_NOT_FOUND: { status: 404, message: 'Không tìm thấy sản phẩm' },
  CATEGORY_NOT_FOUND: { status: 404, message: 'Không tìm thấy danh mục' },
  BRAND_NOT_FOUND: { status: 404, message: 'Không tìm thấy thương hiệu' },
  PROMOTION_NOT_FOUND: { status: 404, message: 'Không tìm thấy khuyến mãi' },
  ORDER_NOT_FOUND: { status: 404, message: 'Không tìm thấy thông tin đơn hàng' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Không tìm thấy đánh giá' },
  USER_NOT_FOUND: { status: 404, message: 'Không tìm thấy người dùng' },
  ADMIN_NOT_FOUND: { status: 404, message: 'Không tìm thấy tài khoản' },
  CLINIC_NOT_FOUND: { status: 404, message: 'Không tìm thấy phòng khám' },
  DOCTOR_NOT_FOUND: { status: 404, message: 'Không tìm thấy bác sĩ' },
  BOOKING_NOT_FOUND: { status: 404, message: 'Không tìm thấy thông tin lịch khám' },
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Không tìm thấy cuộc trò chuyện' },
  ROUTINE_NOT_FOUND: { status: 404, message: 'Không tìm thấy liệu trình' },
  CONTACT_NOT_FOUND: { status: 404, message: 'Không tìm thấy liên hệ hợp tác' },
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Không tìm thấy thông báo' },
  UPLOAD_NOT_FOUND: { status: 404, message: 'Không tìm thấy tệp' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Đường dẫn không tồn tại' },

  EMAIL_TAKEN: { status: 409, message: 'Email đăng ký đã tồn tại' },
  EMAIL_NOT_FOUND: { status: 404, message: 'Email không tồn tại trong hệ thống' },
  OTP_INVALID: { status: 422, message: 'Mã OTP không hợp lệ' },
  OTP_EXPIRED: { status: 422, message: 'Mã OTP đã hết hạn' },
  OTP_ATTEMPTS_EXCEEDED: { status: 422, message: 'Bạn đã nhập sai OTP quá 5 lần, vui lòng yêu cầu mã mới' },
  OTP_RESEND_TOO_SOON: { status: 429, message: 'Vui lòng chờ 60 giây trước khi yêu cầu mã OTP mới' },
  OTP_SEND_FAILED: { status: 502, message: 'Gửi OTP thất bại. Vui lòng thử lại.' },
  RESET_TOKEN_INVALID: {
    status: 422,
    message: 'Phiên đặt lại mật khẩu không hợp lệ hoặc đã hết hạn, vui lòng xác thực OTP lại',
  },
  CURRENT_PASSWORD_REQUIRED: { status: 400, message: 'Vui lòng nhập mật khẩu hiện tại' },
  CURRENT_PASSWORD_WRONG: { status: 422, message: 'Mật khẩu cũ không chính xác' },
  USERNAME_TAKEN: { status: 409, message: 'Tên đăng nhập đã tồn tại' },
  ADMIN_DELETE_SELF: { status: 422, message: 'Không thể xóa tài khoản của chính mình' },
  ADMIN_DELETE_ADMIN: { status: 422, message: 'Không thể xóa tài khoản ADMIN khác' },
  LAST_ADMIN: {
    status: 422,
    message: 'Hệ thống phải còn ít nhất một tài khoản ADMIN đang hoạt động',
  },
  USER_HAS_LIVE_ACTIVITY: {
    status: 409,
    message: 'Không thể xóa người dùng đang có đơn hàng hoặc lịch hẹn chưa hoàn tất',
  },
  ADMIN_HAS_CLINIC: {
    status: 409,
    message: 'Tài khoản đang quản lý một phòng khám, hãy vô hiệu hóa thay vì xóa',
  },

  PRODUCT_UNAVAILABLE: { status: 422, message: 'Sản phẩm hiện không khả dụng' },
  PRODUCT_COLOR_REQUIRED: { status: 422, message: 'Vui lòng chọn màu sắc cho sản phẩm' },
  OUT_OF_STOCK: { status: 409, message: 'Sản phẩm đã hết hàng' },
  CATEGORY_NAME_TAKEN: { status: 409, message: 'Tên danh mục đã tồn tại' },
  CATEGORY_PARENT_INVALID: { status: 422, message: 'Danh mục cha không hợp lệ' },
  CATEGORY_HAS_CHILDREN: { status: 409, message: 'Danh mục này có danh mục con, không thể xóa' },
  CATEGORY_HAS_PRODUCTS: {
    status: 409,
    message: 'Danh mục đang có sản phẩm, không thể thực hiện thao tác này',
  },
  CATEGORY_NOT_LEAF: { status: 422, message: 'Sản phẩm phải thuộc một danh mục cấp cuối' },
  BRAND_NAME_TAKEN: { status: 409, message: 'Tên thương hiệu đã tồn tại' },
  BRAND_HAS_PRODUCTS: { status: 409, message: 'Thương hiệu đang có sản phẩm, không thể xóa' },
  PROMOTION_PRODUCT_CONFLICT: {
    status: 409,
    message: 'Sản phẩm đã thuộc một khuyến mãi khác trong cùng thời gian',
  },
  ORDER_PRICE_CHANGED: {
    status: 409,
    message: 'Giá sản phẩm hoặc phí vận chuyển đã thay đổi, vui lòng kiểm tra lại đơn hàng',
  },
  ORDER_STATUS_INVALID: { status: 422, message: 'Không thể thực hiện thao tác này' },
  ORDER_NOT_PAID: { status: 422, message: 'Đơn hàng chưa được thanh toán' },
  ORDER_NOT_EDITABLE: {
    status: 422,
    message: 'Chỉ có thể cập nhật đơn hàng đang chờ xác nhận hoặc đang xử lý',
  },
  ORDER_FEE_CHANGED: {
    status: 422,
    message:
      'Địa chỉ mới làm thay đổi phí vận chuyển của đơn đã thanh toán, vui lòng hủy và đặt lại đơn hàng',
  },
  ORDER_NOT_DELETABLE: { status: 422, message: 'Chỉ có thể xóa đơn hàng đã hủy' },
  SHIPPING_ADDRESS_INVALID: { status: 422, message: 'Địa chỉ giao hàng không hợp lệ' },
  PAYMENT_SIGNATURE_INVALID: { status: 400, message: 'Chữ ký thanh toán không hợp lệ' },
  PAYMENT_FAILED: { status: 422, message: 'Giao dịch không thành công' },
  PAYMENT_EXPIRED: { status: 422, message: 'Đơn hàng đã hết hạn thanh toán' },
  PAYMENT_PROVIDER_ERROR: { status: 502, message: 'Cổng thanh toán đang gặp sự cố, vui lòng thử lại sau' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'Khóa chống trùng lặp đã được dùng cho một yêu cầu khác' },
  IDEMPOTENCY_REQUEST_IN_PROGRESS: {
    status: 409,
    message: 'Yêu cầu đặt hàng trước đó vẫn đang được xử lý, vui lòng đợi giây lát rồi thử lại',
  },
  REVIEW_NOT_ALLOWED: {
    status: 422,
    message: 'Bạn chỉ có thể đánh giá sản phẩm trong đơn hàng đã giao',
  },
  REVIEW_EXISTS: { status: 409, message: 'Bạn đã đánh giá sản phẩm này' },
  BOOKING_REVIEW_NOT_ALLOWED: { status: 422, message: 'Chỉ có thể đánh giá sau khi lịch khám đã hoàn thành' },
  BOOKING_REVIEW_EXISTS: { status: 409, message: 'Bạn đã đánh giá lịch khám này' },
  CLINIC_REQUIRED: { status: 422, message: 'Không tìm thấy thông tin phòng khám!' },
  CLINIC_INACTIVE: { status: 422, message: 'Phòng khám hiện không hoạt động' },
  CLINIC_EXISTS: { status: 409, message: 'Tài khoản này đã có thông tin phòng khám' },
  CLINIC_NAME_TAKEN: { status: 409, message: 'Tên phòng khám đã tồn tại trong hệ thống' },
  CLINIC_EMAIL_TAKEN: { status: 409, message: 'Email phòng khám đã tồn tại trong hệ thống' },
  DOCTOR_EMAIL_TAKEN: { status: 409, message: 'Email bác sĩ đã tồn tại' },
  DOCTOR_SPECIALTY_INVALID: {
    status: 422,
    message: 'Chuyên khoa phải thuộc danh sách chuyên khoa của phòng khám',
  },
  SCHEDULE_OUTSIDE_CLINIC_HOURS: {
    status: 422,
    message: 'Lịch làm việc phải nằm trong giờ mở cửa của phòng khám',
  },
  HOLIDAY_HAS_BOOKINGS: {
    status: 409,
    message: 'Ngày này đã có lịch khám, vui lòng xử lý các lịch khám trước',
  },
  BOOKING_SLOT_TAKEN: { status: 409, message: 'Khung giờ này đã có người đặt, vui lòng chọn giờ khác' },
  BOOKING_SLOT_UNAVAILABLE: {
    status: 422,
    message: 'Khung giờ này không nằm trong lịch làm việc, vui lòng chọn giờ khác',
  },
  BOOKING_TOO_SOON: { status: 422, message: 'Vui lòng đặt lịch trước giờ khám ít nhất 2 giờ' },
  BOOKING_TOO_FAR: { status: 422, message: 'Chỉ có thể đặt lịch trong vòng 60 ngày tới' },
  BOOKING_NOT_CANCELLABLE: {
    status: 422,
    message: 'Chỉ có thể hủy lịch đang chờ xác nhận, hoặc lịch đã xác nhận trước giờ khám ít nhất 24 giờ',
  },
  BOOKING_NOT_EDITABLE: { status: 422, message: 'Chỉ có thể sửa thông tin khi lịch khám đang chờ xác nhận' },
  BOOKING_NOT_RESCHEDULABLE: {
    status: 422,
    message: 'Chỉ có thể đổi lịch khám đang chờ xác nhận hoặc đã xác nhận',
  },
  BOOKING_RESCHEDULE_TOO_LATE: {
    status: 422,
    message: 'Đã quá thời hạn đổi lịch của phòng khám, vui lòng liên hệ phòng khám',
  },
  BOOKING_RESCHEDULE_LIMIT: {
    status: 422,
    message: `Mỗi lịch khám chỉ được đổi tối đa ${BOOKING_RESCHEDULE_LIMIT} lần`,
  },
  BOOKING_RESCHEDULE_SAME_SLOT: { status: 422, message: 'Vui lòng chọn khung giờ khác với lịch hiện tại' },
  BOOKING_LINK_INVALID: {
    status: 404,
    message: 'Liên kết không hợp lệ, vui lòng mở lại liên kết trong tin nhắn nhắc lịch',
  },
  DEPOSIT_NOT_PAYABLE: {
    status: 409,
    message: 'Lịch khám này không có tiền cọc cần thanh toán hoặc đã hết hạn thanh toán',
  },
  BOOKING_LINK_USED: { status: 409, message: 'Liên kết này đã được sử dụng' },
  VOUCHER_NOT_FOUND: { status: 404, message: 'Không tìm thấy mã giảm giá' },
  VOUCHER_CODE_TAKEN: { status: 409, message: 'Mã giảm giá đã tồn tại' },
  VOUCHER_IN_USE: { status: 409, message: 'Mã giảm giá đã được dùng cho đơn hàng, chỉ có thể tắt mã' },
  VOUCHER_INVALID: { status: 422, message: 'Mã giảm giá không tồn tại hoặc đã ngừng áp dụng' },
  VOUCHER_NOT_STARTED: { status: 422, message: 'Mã giảm giá chưa đến thời gian áp dụng' },
  VOUCHER_EXPIRED: { status: 422, message: 'Mã giảm giá đã hết hạn' },
  VOUCHER_USED_UP: { status: 422, message: 'Mã giảm giá đã hết lượt sử dụng' },
  VOUCHER_CUSTOMER_LIMIT: { status: 422, message: 'Bạn đã dùng hết số lần được dùng mã giảm giá này' },
  VOUCHER_NOT_APPLICABLE: { status: 422, message: 'Mã giảm giá không áp dụng cho sản phẩm trong giỏ hàng' },
  VOUCHER_MIN_ORDER: { status: 422, message: 'Đơn hàng chưa đạt giá trị tối thiểu để dùng mã giảm giá này' },
  STOCK_ALERT_IN_STOCK: { status: 409, message: 'Sản phẩm này đang còn hàng, bạn có thể đặt mua ngay' },
  STOCK_ALERT_NOT_FOUND: { status: 404, message: 'Không tìm thấy đăng ký báo khi có hàng' },
  RETURN_NOT_FOUND: { status: 404, message: 'Không tìm thấy yêu cầu trả hàng' },
  RETURN_NOT_ALLOWED: { status: 409, message: 'Chỉ đơn hàng đã giao mới có thể yêu cầu trả hàng' },
  RETURN_WINDOW_CLOSED: {
    status: 409,
    message: 'Đơn hàng đã quá 7 ngày kể từ khi giao, không thể yêu cầu trả hàng',
  },
  RETURN_EXISTS: { status: 409, message: 'Đơn hàng này đã có yêu cầu trả hàng' },
  RETURN_LINES_INVALID: { status: 422, message: 'Sản phẩm hoặc số lượng trả không khớp với đơn hàng' },
  RETURN_STATUS_INVALID: { status: 409, message: 'Yêu cầu trả hàng đã được xử lý, vui lòng tải lại trang' },
  RETURN_NOT_BANK_TRANSFER: {
    status: 409,
    message: 'Yêu cầu này được hoàn tiền qua cổng thanh toán, không cần ghi nhận chuyển khoản',
  },
  POINTS_NOT_ENOUGH: { status: 422, message: 'Bạn không còn đủ điểm thưởng cho đơn hàng này' },
  POINTS_OVER_CAP: {
    status: 422,
    message: 'Số điểm dùng vượt quá mức được thanh toán bằng điểm của đơn hàng',
  },
  ORDER_NOTHING_TO_PAY: {
    status: 422,
    message: 'Đơn hàng 0 ₫ không cần thanh toán trực tuyến, vui lòng chọn thanh toán khi nhận hàng',
  },
  BOOKING_LINK_EXPIRED: { status: 410, message: 'Liên kết đã hết hạn vì đã đến giờ khám' },
  WAITLIST_NOT_FOUND: { status: 404, message: 'Không tìm thấy đăng ký chờ' },
  WAITLIST_ALREADY_JOINED: { status: 409, message: 'Bạn đã có trong danh sách chờ của bác sĩ ngày này' },
  WAITLIST_SLOTS_FREE: {
    status: 409,
    message: 'Khung giờ này vẫn còn giờ trống, bạn có thể đặt lịch ngay',
  },
  WAITLIST_WINDOW_EMPTY: { status: 422, message: 'Khung giờ đã chọn không có giờ khám nào để chờ' },
  WAITLIST_LIMIT: {
    status: 422,
    message: `Bạn chỉ có thể chờ tối đa ${WAITLIST_MAX_ENTRIES} ngày khám cùng lúc`,
  },
  WAITLIST_NOT_WAITING: { status: 422, message: 'Đăng ký này không còn trong danh sách chờ' },
  BOOKING_STATUS_INVALID: { status: 422, message: 'Không thể chuyển lịch khám sang trạng thái này' },
  ROUTINE_BOOKING_NOT_ELIGIBLE: {
    status: 422,
    message: 'Chỉ có thể gợi ý liệu trình cho lịch khám đã xác nhận hoặc đã hoàn thành',
  },
  SKIN_NOTE_NOT_FOUND: { status: 404, message: 'Không tìm thấy ghi chú hồ sơ da' },
  SKIN_DIARY_NOT_FOUND: { status: 404, message: 'Không tìm thấy mục nhật ký da' },
  SKIN_PHOTO_NOT_FOUND: { status: 404, message: 'Không tìm thấy ảnh hoặc bạn không còn quyền xem ảnh này' },
  SKIN_NOTE_BOOKING_NOT_ELIGIBLE: {
    status: 422,
    message: 'Chỉ có thể ghi chú hồ sơ da cho lịch khám đã xác nhận hoặc đã hoàn thành',
  },
  SKIN_SHARE_NOT_ALLOWED: {
    status: 422,
    message: 'Chỉ có thể chia sẻ hồ sơ da với lịch khám đang chờ, đã xác nhận hoặc đã hoàn thành',
  },
  FILE_TOO_LARGE: { status: 413, message: 'Kích thước tệp tối đa là 5MB' },
  FILE_TYPE_NOT_ALLOWED: { status: 415, message: 'Định dạng tệp không được hỗ trợ' },
  /** An image whose header announces more pixels than the server decodes (a decompression bomb). */
  IMAGE_TOO_LARGE: { status: 422, message: 'Ảnh quá lớn (tối đa 40 megapixel)' },
  /** A request body (not a file) over the 1 MB limit. */
  BODY_TOO_LARGE: { status: 413, message: 'Nội dung yêu cầu quá lớn' },
  /** A body in a format the route does not read (not JSON where JSON is expected). */
  CONTENT_TYPE_NOT_SUPPORTED: { status: 415, message: 'Định dạng nội dung không được hỗ trợ' },
  /** A request line (URL) or headers over the server's limit. */
  REQUEST_HEADERS_TOO_LARGE: { status: 431, message: 'Đường dẫn hoặc tiêu đề của yêu cầu quá dài' },
  /** Additive (staff inbox): the customer already has a conversation with the staff member it is handed to. */
  CONVERSATION_EXISTS: { status: 409, message: 'Khách hàng đã có cuộc trò chuyện với nhân viên này' },
  UPLOAD_INVALID: { status: 422, message: 'Tệp không hợp lệ hoặc đã bị xóa, vui lòng tải lên lại' },
  UPLOAD_IN_USE: { status: 409, message: 'Tệp đang được sử dụng, không thể xóa' },
  RATE_LIMITED: { status: 429, message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau' },
  /**
   * Additive (ADR 0031): the account opened another socket of its kind beyond SOCKETS_PER_ACCOUNT; the oldest one
   * gets it in `connection:replaced` and is closed.
   */
  TOO_MANY_CONNECTIONS: {
    status: 429,
    message: 'Tài khoản đang mở ở quá nhiều thẻ hoặc thiết bị, thẻ này đã tạm dừng cập nhật trực tiếp',
  },
  INTERNAL_ERROR: { status: 500, message: 'Đã xảy ra lỗi, vui lòng thử lại sau' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Hệ thống đang bận, vui lòng thử lại sau' },
  /** Additive (issue 29): the process is starting (migrations, demo data, page renderer) and takes no request yet. */
  SERVICE_STARTING: { status: 503, message: 'Hệ thống đang khởi động, vui lòng thử lại sau giây lát' },
  /** Additive (issue 29): the process is shutting down; another one answers the next request. */
  SERVICE_STOPPING: { status: 503, message: 'Máy chủ đang tạm dừng, vui lòng thử lại' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, value);
}
