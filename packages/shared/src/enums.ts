export const ADMIN_ROLES = ['ADMIN', 'SUPPORT', 'CLINIC'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const PRINCIPAL_KINDS = ['user', 'admin', 'doctor'] as const;
export type PrincipalKind = (typeof PRINCIPAL_KINDS)[number];

export const OTP_PURPOSES = ['verify', 'reset'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

export const ORDER_STATUSES = ['pending', 'processing', 'shipping', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['COD', 'VNPAY', 'STRIPE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PRODUCT_TAGS = ['HOT', 'NEW', 'SALE', 'SELLING', 'TREND'] as const;
export type ProductTag = (typeof PRODUCT_TAGS)[number];

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

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
