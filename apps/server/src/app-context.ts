import type { AuthService } from './modules/auth/service';
import type { AdminsService } from './modules/admins/service';
import type { AdminUsersService } from './modules/admin-users/service';
import type { DoctorsService } from './modules/doctors/service';
import type { UploadsService } from './modules/uploads/service';
import type { SystemService } from './modules/system/service';
import type { CategoriesService } from './modules/catalog/categories/service';
import type { BrandsService } from './modules/catalog/brands/service';
import type { ProductsService } from './modules/catalog/products/service';
import type { SiteSearchService } from './modules/catalog/search/service';
import type { PromotionsService } from './modules/promotions/service';
import type { SeoService } from './modules/seo/service';
import type { ShippingService } from './modules/shipping/service';
import type { OrdersService } from './modules/orders/service';
import type { PaymentsService } from './modules/payments/service';
import type { IdempotencyService } from './modules/idempotency/service';
import type { ReviewsService } from './modules/reviews/service';
import type { NotificationsService } from './modules/notifications/service';
import type { BookingsService } from './modules/bookings/service';
import type { ClinicsPublicService } from './modules/clinics/public-service';
import type { BookingReviewsService } from './modules/clinics/reviews-service';
import type { ClinicAdminService } from './modules/clinic-admin/service';
import type { BookingStatsService } from './modules/booking-stats/service';
import type { SiteStatsService } from './modules/site-stats/service';
import type { DoctorsPublicService } from './modules/doctors/public-service';
import type { DoctorRecommendService } from './modules/doctors/recommend-service';
import type { ContactsService } from './modules/contacts/service';
import type { ChatService } from './modules/chat/service';
import type { CallsService } from './modules/calls/service';
import type { RoutinesService } from './modules/routines/service';

import type { RouteContext } from './plugins/route-context';

/** Every service of the process, built once in app.ts; each module's routes declare the few they use. */
export type AppServices = {
  auth: AuthService;
  admins: AdminsService;
  adminUsers: AdminUsersService;
  doctors: DoctorsService;
  uploads: UploadsService;
  system: SystemService;
  categories: CategoriesService;
  brands: BrandsService;
  products: ProductsService;
  siteSearch: SiteSearchService;
  promotions: PromotionsService;
  seo: SeoService;
  shipping: ShippingService;
  orders: OrdersService;
  payments: PaymentsService;
  idempotency: IdempotencyService;
  reviews: ReviewsService;
  notifications: NotificationsService;
  bookings: BookingsService;
  clinicsPublic: ClinicsPublicService;
  doctorsPublic: DoctorsPublicService;
  bookingReviews: BookingReviewsService;
  clinicAdmin: ClinicAdminService;
  bookingStats: BookingStatsService;
  siteStats: SiteStatsService;
  doctorRecommend: DoctorRecommendService;
  contacts: ContactsService;
  chat: ChatService;
  calls: CallsService;
  routines: RoutinesService;
};

/** The context app.ts builds and hands to every module's routes (each takes it as its own `RouteContext`). */
export type AppContext = RouteContext<AppServices>;
