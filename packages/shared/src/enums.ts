export const ADMIN_ROLES = ['ADMIN', 'SUPPORT', 'CLINIC'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const PRINCIPAL_KINDS = ['user', 'admin', 'doctor'] as const;
export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];

export const OTP_PURPOSES = ['verify', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const ORDER_STATUSES = ['pending', 'processing', 'shipping', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Orders not finished yet (neither delivered nor cancelled). */
export const LIVE_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing', 'shipping'];

export const PAYMENT_METHODS = ['COD', 'VNPAY', 'STRIPE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Chờ xác nhận',
  processing: 'Đang xử lý',
  shipping: 'Đang giao',
  delivered: 'Đã giao',
  cancelled: 'Đã hủy',
};
export const PAYMENT_STATUSES = [
  'unpaid',
  'pending',
  'paid',
  'failed',
  'refund_pending',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Chưa thanh toán',
  pending: 'Chờ thanh toán',
  paid: 'Đã thanh toán',
  failed: 'Thanh toán thất bại',
  refund_pending: 'Chờ hoàn tiền',
  refunded: 'Đã hoàn tiền',
};
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  COD: 'Thanh toán khi nhận hàng',
  VNPAY: 'VNPay',
  STRIPE: 'Thẻ quốc tế (Stripe)',
};

export const PRODUCT_TAGS = ['HOT', 'NEW', 'SALE', 'SELLING', 'TREND'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];
export const PRODUCT_TAG_LABELS: Record<ProductTag, string> = {
  HOT: 'Nổi bật',
  NEW: 'Hàng mới',
  SALE: 'Đang giảm giá',
  SELLING: 'Bán chạy',
  TREND: 'Xu hướng',
};
/** Listing sorts (decision 13); price sorts use the effective price. */
export const PRODUCT_SORT_ORDERS = ['asc', 'desc', 'newest', 'bestSelling', 'rating'] as const;
export type ProductSortOrder = (typeof PRODUCT_SORT_ORDERS)[number];
export const PRODUCT_SORT_LABELS: Record<ProductSortOrder, string> = {
  asc: 'Giá thấp đến cao',
  desc: 'Giá cao đến thấp',
  newest: 'Mới nhất',
  bestSelling: 'Bán chạy nhất',
  rating: 'Đánh giá cao',
};
export const PROMOTION_STATUSES = ['upcoming', 'running', 'ended', 'inactive'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  upcoming: 'Sắp diễn ra',
  running: 'Đang diễn ra',
  ended: 'Đã kết thúc',
  inactive: 'Tạm dừng',
};
export const SEARCH_TYPES = ['products', 'doctors', 'clinics'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** `no_show` (issue 30): the doctor or the clinic recorded, after the visit's start, that the patient did not come. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses that hold a doctor's slot (decision 21; the database's `bookings_no_overlap` covers the same). */
export const LIVE_BOOKING_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Chờ xác nhận',
  confirmed: 'Đã xác nhận',
  completed: 'Đã hoàn thành',
  cancelled: 'Đã hủy',
  no_show: 'Không đến',
};

/**
 * A booking's deposit (issue 30, ADR 0061): awaited at the gateway, paid, then refunded (a cancel in time), applied to
 * the fee (the visit happened) or kept (a missed visit, a late cancel); expired when not paid in time.
 */
export const DEPOSIT_STATUSES = [
  'awaiting',
  'paid',
  'refunding',
  'refunded',
  'applied',
  'kept',
  'expired',
] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const DEPOSIT_STATUS_LABELS: Record<DepositStatus, string> = {
  awaiting: 'Chờ thanh toán tiền cọc',
  paid: 'Đã đặt cọc',
  refunding: 'Đang hoàn tiền cọc',
  refunded: 'Đã hoàn tiền cọc',
  applied: 'Đã trừ tiền cọc vào phí khám',
  kept: 'Không hoàn tiền cọc',
  expired: 'Hết hạn thanh toán tiền cọc',
};

export const PATIENT_GENDERS = ['male', 'female', 'other'] as const;
export type PatientGender = (typeof PATIENT_GENDERS)[number];
export const PATIENT_GENDER_LABELS: Record<PatientGender, string> = {
  male: 'Nam',
  female: 'Nữ',
  other: 'Khác',
};

/** A place on a doctor's day's waitlist (issue 30): waiting until the customer books that day, leaves, or it passes. */
export const WAITLIST_STATUSES = ['waiting', 'booked', 'left', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
export const WAITLIST_STATUS_LABELS: Record<WaitlistStatus, string> = {
  waiting: 'Đang chờ',
  booked: 'Đã đặt được lịch',
  left: 'Đã rời danh sách',
  expired: 'Đã qua ngày',
};

/**
 * A freed slot offered to one waiting customer: open until someone books it (`booked` by this customer, `taken` by
 * another), it expires, or the customer stops waiting (`closed`).
 */
export const WAITLIST_OFFER_STATUSES = ['open', 'booked', 'taken', 'expired', 'closed'] as const;
export type WaitlistOfferStatus = (typeof WAITLIST_OFFER_STATUSES)[number];
export const WAITLIST_OFFER_STATUS_LABELS: Record<WaitlistOfferStatus, string> = {
  open: 'Có giờ trống',
  booked: 'Bạn đã đặt giờ này',
  taken: 'Đã có người đặt',
  expired: 'Đã hết hạn',
  closed: 'Đã đóng',
};

export const NOTIFICATION_TYPES = ['STORE', 'BOOKING'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const UPLOAD_PURPOSES = [
  'avatar',
  'product',
  'review',
  'promotion',
  'clinic',
  'doctor',
  'chat',
  'return',
  // A skin diary's photos (issue 32): never served from /uploads, only through the diary's checked links.
  'diary',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const DOCTOR_DURATIONS = [15, 30, 45, 60] as const;
export type DoctorDuration = (typeof DOCTOR_DURATIONS)[number];

/** Vietnamese labels shown in the admin area. */
export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  ADMIN: 'Quản trị viên',
  SUPPORT: 'Hỗ trợ',
  CLINIC: 'Phòng khám',
};

/**
 * The buckets of the site statistics' series (schemas/site-stats): here, away from the schemas, so that a page
 * reading the list does not download zod with them.
 */
export const STATS_BUCKET_TYPES = ['date', 'month', 'year'] as const;
export type StatsBucketType = (typeof STATS_BUCKET_TYPES)[number];

/** How many years `type=year` shows: the given year and the four before it. */
export const STATS_YEAR_SPAN = 5;

/** What a voucher takes off (ADR 0062): an amount, a percentage (with a cap), or the shipping fee (up to a cap). */
export const VOUCHER_KINDS = ['amount', 'percent', 'free_shipping'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
export const VOUCHER_KIND_LABELS: Record<VoucherKind, string> = {
  amount: 'Giảm số tiền',
  percent: 'Giảm theo phần trăm',
  free_shipping: 'Miễn phí vận chuyển',
};

/** A voucher's state on a day, for the admin's list: from its switch, its dates and its uses. */
export const VOUCHER_STATUSES = ['upcoming', 'running', 'ended', 'used_up', 'inactive'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export const VOUCHER_STATUS_LABELS: Record<VoucherStatus, string> = {
  upcoming: 'Sắp diễn ra',
  running: 'Đang áp dụng',
  ended: 'Đã kết thúc',
  used_up: 'Đã hết lượt',
  inactive: 'Đã tắt',
};

/** A membership tier (ADR 0063), by the goods a customer received in the last 12 months. */
export const LOYALTY_TIER_KEYS = ['member', 'silver', 'gold', 'diamond'] as const;
export type LoyaltyTierKey = (typeof LOYALTY_TIER_KEYS)[number];
export const LOYALTY_TIER_LABELS: Record<LoyaltyTierKey, string> = {
  member: 'Thành viên',
  silver: 'Bạc',
  gold: 'Vàng',
  diamond: 'Kim cương',
};

/**
 * A line of a customer's points ledger (ADR 0063): earned by a delivered order, spent on an order, given back when
 * that order is cancelled, taken back when a delivered order is returned.
 */
export const POINT_ENTRY_KINDS = ['earn', 'spend', 'refund', 'revoke'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];
export const POINT_ENTRY_KIND_LABELS: Record<PointEntryKind, string> = {
  earn: 'Tích điểm từ đơn hàng',
  spend: 'Dùng điểm thanh toán',
  refund: 'Hoàn điểm đã dùng (đơn hủy hoặc trả hàng)',
  revoke: 'Thu hồi điểm do trả hàng',
};

/**
 * A return of delivered goods (issue 31 item 4, ADR 0065): asked by the customer within RETURN_WINDOW_DAYS, accepted
 * or refused by the shop; an accepted one is refunded (through the gateway, or by a bank transfer for cash orders).
 */
export const RETURN_STATUSES = ['requested', 'accepted', 'refunded', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Chờ duyệt',
  accepted: 'Đang hoàn tiền',
  refunded: 'Đã hoàn tiền',
  refused: 'Bị từ chối',
};
export const RETURN_REASONS = [
  'damaged',
  'wrong_item',
  'not_as_described',
  'allergy',
  'expired',
  'other',
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'Sản phẩm bị hư hỏng, vỡ, móp méo',
  wrong_item: 'Giao sai sản phẩm hoặc sai màu',
  not_as_described: 'Sản phẩm không đúng mô tả',
  allergy: 'Bị kích ứng khi sử dụng',
  expired: 'Sản phẩm hết hạn hoặc cận hạn sử dụng',
  other: 'Lý do khác',
};
/** How the money goes back: the gateway's refund call, or a bank transfer the shop records (cash orders). */
export const REFUND_METHODS = ['VNPAY', 'STRIPE', 'BANK_TRANSFER'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export const REFUND_METHOD_LABELS: Record<RefundMethod, string> = {
  VNPAY: 'Hoàn qua VNPay',
  STRIPE: 'Hoàn về thẻ (Stripe)',
  BANK_TRANSFER: 'Chuyển khoản ngân hàng',
};
