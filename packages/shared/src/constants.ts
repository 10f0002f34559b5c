export const SITE_NAME = 'Lumi';
export const CLINIC_SITE_NAME = 'Lumi Clinic';
export const SITE_TAGLINE = 'Mỹ phẩm chăm sóc da & phòng khám da liễu';

export const API_PREFIX = '/api/v1';
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * `Idempotency-Key` of the order-creating calls (api-contract §1.1, ADR 0013): 8–128 visible ASCII characters,
 * remembered per customer for 24 hours.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const PRODUCT_PAGE_SIZE = 12;
export const DOCTOR_RECOMMEND_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;
export const NOTIFICATION_LIMIT = 10;

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const RESET_TOKEN_TTL_SECONDS = 10 * 60;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const TOKEN_TTL_DAYS = 7;
export const REMEMBER_TOKEN_TTL_DAYS = 30;
export const REMEMBER_COOKIE_DAYS = 30;

export const AUTH_MODAL_WIDTH = 600;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size limit of an uploaded image (all frames of an animation together): refused from its header. */
export const IMAGE_MAX_PIXELS = 40_000_000;

export const BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Local storage keys fixed by the specification. */
export const STORAGE_KEYS = {
  userToken: 'ACCESS_TOKEN',
  adminToken: 'ACCESS_TOKEN_ADMIN',
  doctorToken: 'ACCESS_TOKEN_DOCTOR',
  cart: 'cart',
} as const;

/** Request headers carrying each principal's token (api-contract §1.4). */
export const AUTH_HEADERS = {
  user: 'x-user-header',
  admin: 'x-admin-header',
  doctor: 'x-doctor-header',
} as const;

/**
 * Cookies that mirror the back offices' stored tokens (ADR 0041): the server reads them only to render a back-office
 * screen for the person signed in (GET pages, never the API, which takes the token headers alone).
 */
export const SESSION_COOKIES = { admin: 'lumi_admin_session', doctor: 'lumi_doctor_session' } as const;

/** Remember-me cookies hold the e-mail only (decision 5). */
export const REMEMBER_COOKIES = { userEmail: 'lumi_email', doctorEmail: 'lumi_email_doctor' } as const;

/** The clinic directory's filter values (api-contract §3.8, §3.9). */
/** `workingHours` of GET /clinics/by-customer: a clinic open within the window on some day. */
export const CLINIC_HOURS_FILTERS = ['morning', 'afternoon', 'evening', 'allday'] as const;
export type ClinicHoursFilter = (typeof CLINIC_HOURS_FILTERS)[number];

/** `doctorCount` of GET /clinics/by-customer: active doctors, bounds included ('20+' = more than 20). */
export const DOCTOR_COUNT_FILTERS = ['1-5', '6-10', '11-20', '20+'] as const;
export type DoctorCountFilter = (typeof DOCTOR_COUNT_FILTERS)[number];

/** `experience` of GET /doctors/by-customer, in whole years: [from, to), '10+' = 10 or more. */
export const EXPERIENCE_FILTERS = ['0-2', '2-5', '5-10', '10+'] as const;
export type ExperienceFilter = (typeof EXPERIENCE_FILTERS)[number];

/** Catalogue (decisions 11–14). */
export const ALMOST_EXPIRED_DAYS = 90;
export const PRODUCT_MAX_IMAGES = 8;
export const PRODUCT_MAX_VARIANTS = 20;
export const PRICE_BAND_COUNT = 5;
export const PRICE_BAND_ROUNDING = 10_000;
export const HOME_COLLECTION_SIZE = 12;
export const SEARCH_SUGGESTION_COUNT = 10;
export const SEARCH_PAGE_PREVIEW = 8;
export const PROMOTION_INFO_PRODUCTS = 10;
export const CART_MAX_QUANTITY = 99;
export const DEFAULT_PRODUCT_WEIGHT = 200;
export const MAX_ARRAY_PARAM = 50;

/** Reviews (decision 20) and notifications (api-contract §1.5). */
export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_IMAGES_MAX = 4;
export const NOTIFICATION_LIMIT_DEFAULT = 10;
export const NOTIFICATION_LIMIT_MAX = 50;

/** Booking rules (decisions 21 and 23). */
export const BOOKING_MIN_NOTICE_HOURS = 2;
export const BOOKING_HORIZON_DAYS = 60;
export const BOOKING_CANCEL_NOTICE_HOURS = 24;
/** A customer moves a booking to another slot at most this many times (issue 30). */
export const BOOKING_RESCHEDULE_LIMIT = 2;
/** How long before the visit a clinic lets its customers move a booking, unless it sets its own (issue 30). */
export const DEFAULT_RESCHEDULE_NOTICE_HOURS = 24;
/** The longest notice a clinic may ask (a week). */
export const RESCHEDULE_NOTICE_MAX_HOURS = 168;
/** A customer waits for at most this many doctor days at once (issue 30). */
export const WAITLIST_MAX_ENTRIES = 5;
/** How long a freed slot stays offered to the people waiting (never past the slot's last bookable moment). */
export const WAITLIST_OFFER_MINUTES = 120;

/**
 * Deposits after missed visits (issue 30, ADR 0061): a customer with at least NO_SHOW_DEPOSIT_THRESHOLD visits marked
 * 'Không đến' at a clinic within NO_SHOW_WINDOW_DAYS pays BOOKING_DEPOSIT_PERCENT of the fee (at least
 * BOOKING_DEPOSIT_MIN, never more than the fee) when booking there, within DEPOSIT_PAYMENT_MINUTES.
 */
export const NO_SHOW_DEPOSIT_THRESHOLD = 2;
export const NO_SHOW_WINDOW_DAYS = 90;
export const BOOKING_DEPOSIT_PERCENT = 30;
export const BOOKING_DEPOSIT_MIN = 50_000;
export const DEPOSIT_PAYMENT_MINUTES = 15;
/** A deposit's gateway reference: 'DC' + the booking code's 10 characters (never an order's 'OD…'). */
export const DEPOSIT_REF_PREFIX = 'DC';

/** The public codes' prefixes (api-contract §1.6): 'OD' + 10 characters for an order, 'BK' + 10 for a booking. */
export const ORDER_CODE_PREFIX = 'OD';
export const BOOKING_CODE_PREFIX = 'BK';

/** How long an online payment (VNPay, Stripe) is awaited before its order is cancelled (decision 17, ADR 0013). */
export const PAYMENT_WINDOW_MS = 15 * 60_000;

/** A delivered order may be returned within this many days of its delivery (issue 31 item 4). */
export const RETURN_WINDOW_DAYS = 7;
/** Photos of a return request: at least one, at most this many. */
export const RETURN_IMAGES_MAX = 6;
/** The customer's description of a return, and the shop's note on its decision. */
export const RETURN_TEXT_MAX = 1000;

/** A product's INCI list: at most this many entries, each at most INGREDIENT_NAME_MAX characters (issue 32). */
export const PRODUCT_INGREDIENTS_MAX = 80;
export const INGREDIENT_NAME_MAX = 120;
