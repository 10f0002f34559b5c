/**
 * Each table's one owning module (ADR 0044): only the owner writes the table or imports its schema; other modules
 * read and change it through what the owner exports (functions, or SQL fragments such as
 * `bookings/figures-sql.ts`). `npm run check` holds the modules to it (scripts/table-owners.ts).
 */
export const TABLE_OWNERS = {
  users: 'auth',
  otp_codes: 'auth',
  reset_tokens: 'auth',
  admins: 'admins',
  clinics: 'clinics',
  doctors: 'doctors',
  doctor_category_scores: 'doctors',
  contacts: 'contacts',
  categories: 'catalog',
  brands: 'catalog',
  products: 'catalog',
  product_variants: 'catalog',
  promotions: 'promotions',
  promotion_items: 'promotions',
  orders: 'orders',
  order_lines: 'orders',
  order_events: 'orders',
  stripe_sessions: 'payments',
  vnpay_payments: 'payments',
  processed_payment_events: 'payments',
  reviews: 'reviews',
  notifications: 'notifications',
  bookings: 'bookings',
  booking_events: 'bookings',
  booking_links: 'bookings',
  booking_reviews: 'clinics',
  conversations: 'chat',
  messages: 'chat',
  routines: 'routines',
  routine_items: 'routines',
  uploads: 'uploads',
  idempotency_keys: 'idempotency',
  jobs: 'jobs',
  waitlist_entries: 'waitlist',
  outbound_messages: 'messaging',
  waitlist_offers: 'waitlist',
  schedule_slots: 'jobs',
  mail_outbox: 'system',
  app_state: 'system',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;
