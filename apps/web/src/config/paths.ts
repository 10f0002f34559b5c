/**
 * Every route of the product specification §2 (shop, booking area, admin). Each entry has the
 * router `path` and a `getHref(...)` that builds a link, with an optional query object.
 */
type Query = Record<string, string | number | boolean | null | undefined>;

function withQuery(pathname: string, query?: Query): string {
  if (!query) return pathname;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

function fixed(path: string) {
  return { path, getHref: (query?: Query) => withQuery(path, query) };
}

function withParam(path: string) {
  const name = /:(\w+)/.exec(path)?.[1] ?? 'id';
  return {
    path,
    getHref: (value: string, query?: Query) =>
      withQuery(path.replace(`:${name}`, encodeURIComponent(value)), query),
  };
}

export const paths = {
  shop: {
    home: fixed('/'),
    auth: fixed('/auth'),
    cart: fixed('/cart'),
    checkout: fixed('/checkout'),
    productDetail: withParam('/detail/:slug'),
    orderReturn: fixed('/order-return'),
    account: fixed('/account'),
    category: withParam('/categories/:slug'),
    brand: withParam('/brands/:slug'),
    promotions: fixed('/promotions'),
    orderDetail: withParam('/order-detail/:id'),
    /** The search results page (api-contract §4.11). */
    search: fixed('/search'),
  },
  booking: {
    home: fixed('/home-booking'),
    doctorOwner: fixed('/doctor-owner'),
    doctorDetail: withParam('/doctor-detail/:slug'),
    clinicDetail: withParam('/clinic-detail/:slug'),
    history: fixed('/booking-history'),
    /** The customer's waitlists (issue 30). */
    waitlist: fixed('/booking-waitlist'),
    /** A reminder's link to confirm or cancel without signing in (issue 30). */
    bookingAction: withParam('/booking-action/:token'),
    /** VNPay's return after a booking's deposit (ADR 0061). */
    depositReturn: fixed('/booking-deposit-return'),
    doctors: fixed('/doctors'),
    clinics: fixed('/clinics'),
    onlineConsultation: fixed('/online-consultation'),
    partnership: fixed('/partnership'),
    /** The spec writes `/about-{product}-clinic`. */
    about: fixed('/about-lumi-clinic'),
    bookingDetail: withParam('/booking-detail/:id'),
  },
  admin: {
    login: fixed('/admin'),
    dashboard: fixed('/admin/dashboard'),
    products: fixed('/admin/products'),
    productCreate: fixed('/admin/products/create'),
    categories: fixed('/admin/categories'),
    brands: fixed('/admin/brands'),
    orders: fixed('/admin/orders'),
    orderDetail: withParam('/admin/orders/:id'),
    /** The customers' returns and their refunds (issue 31 item 4, ADR 0065): ADMIN and SUPPORT (SUPPORT reads only). */
    returns: fixed('/admin/returns'),
    users: fixed('/admin/users'),
    /** The partnership requests of the public form (issue 24): ADMIN. */
    contacts: fixed('/admin/contacts'),
    reviews: fixed('/admin/reviews'),
    settings: fixed('/admin/settings'),
    promotions: fixed('/admin/promotions'),
    promotionCreate: fixed('/admin/promotions/create'),
    promotionDetail: withParam('/admin/promotions/:id'),
    /** The voucher codes (issue 31, ADR 0062): ADMIN. */
    vouchers: fixed('/admin/vouchers'),
    /** The points programme and its tiers (issue 31, ADR 0063): ADMIN. */
    loyalty: fixed('/admin/loyalty'),
    /** Who waits for which sold-out product, who was told and who bought (issue 31, ADR 0064): ADMIN. */
    stockAlerts: fixed('/admin/stock-alerts'),
    accounts: fixed('/admin/accounts'),
    doctors: fixed('/admin/doctors'),
    doctorCreate: fixed('/admin/doctors/create'),
    clinics: fixed('/admin/clinics'),
    clinicsInfo: fixed('/admin/clinics-info'),
    clinicReviews: fixed('/admin/clinics/reviews'),
    bookings: fixed('/admin/bookings'),
    routines: fixed('/admin/routines'),
    dashboardClinic: fixed('/admin/dashboard-clinic'),
    /** The support inbox (issue 12): ADMIN and SUPPORT. */
    messages: fixed('/admin/messages'),
  },
} as const;

/** Query values the auth screen understands (spec §2 "Auth screen"). */
export const AUTH_QUERY = {
  page: 'page',
  register: 'register',
  /** The other steps' `page` values (the login step is /auth without `page`). */
  verify: 'verify',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  error: 'error',
  alreadyRegistered: 'already_registered',
  token: 'token',
} as const;

/** Tabs of the account page (`/account?tab=…`). */
export const ACCOUNT_TABS = {
  profile: 'profile',
  orders: 'orders',
  points: 'points',
  /** The skin record: quiz, doctors' notes, shares (issue 32). */
  skin: 'skin',
} as const;
