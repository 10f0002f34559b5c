import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Guards } from '../plugins/auth';
import type { GoogleProvider } from '../providers/google';
import type { Mailer } from '../providers/mail';
import type { AuthService } from '../modules/auth/service';
import type { AdminsService } from '../modules/admins/service';
import type { DoctorsService } from '../modules/doctors/service';
import type { UploadsService } from '../modules/uploads/service';
import type { SystemService } from '../modules/system/service';
import type { CategoriesService } from '../modules/catalog/categories/service';
import type { BrandsService } from '../modules/catalog/brands/service';
import type { ProductsService } from '../modules/catalog/products/service';
import type { SiteSearchService } from '../modules/catalog/search/service';
import type { PromotionsService } from '../modules/promotions/service';
import type { SeoService } from '../modules/seo/service';
import type { ShippingService } from '../modules/shipping/service';
import type { OrdersService } from '../modules/orders/service';
import type { PaymentsService } from '../modules/payments/service';
import type { IdempotencyService } from '../modules/idempotency/service';
import type { ReviewsService } from '../modules/reviews/service';
import type { NotificationsService } from '../modules/notifications/service';
import type { ClinicsPublicService } from '../modules/clinics/public-service';
import type { BookingReviewsService } from '../modules/clinics/reviews-service';
import type { DoctorsPublicService } from '../modules/doctors/public-service';
import type { DoctorRecommendService } from '../modules/doctors/recommend-service';
import type { ContactsService } from '../modules/contacts/service';
import type { PaymentProviders } from '../modules/sandbox/providers';
import type { Clock } from './clock';
import type { RateLimiter } from '../plugins/rate-limit';

/** What every module's routes receive: built once in app.ts. */
export type AppContext = {
  config: Config;
  database: Database;
  clock: Clock;
  guards: Guards;
  mailer: Mailer;
  limiter: RateLimiter;
  /** VNPay and Stripe, real or their sandboxes (ADR 0010). */
  payments: PaymentProviders;
  /** Google sign-in, when its client credentials are configured. */
  google: GoogleProvider | null;
  services: {
    auth: AuthService;
    admins: AdminsService;
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
    clinicsPublic: ClinicsPublicService;
    doctorsPublic: DoctorsPublicService;
    bookingReviews: BookingReviewsService;
    doctorRecommend: DoctorRecommendService;
    contacts: ContactsService;
  };
};
