import {
  AdminAccountSchema,
  AdminLoginResponseSchema,
  BrandProductsResponseSchema,
  BrandSchema,
  BrandsAdminListResponseSchema,
  CategoriesAdminListResponseSchema,
  CategoryFilterItemSchema,
  CategoryNodeSchema,
  CategoryProductsResponseSchema,
  CategorySchema,
  ClientConfigSchema,
  DashboardSummarySchema,
  DeleteProductResultSchema,
  DistrictSchema,
  DoctorSchema,
  ErrorEnvelopeSchema,
  FilterOptionsSchema,
  HealthSchema,
  HomeCollectionSchema,
  LoginResponseSchema,
  MarkAllReadResultSchema,
  NotificationListResponseSchema,
  NotificationSchema,
  OrderQuoteSchema,
  OrderSchema,
  PayAgainResultSchema,
  ProductReviewsResponseSchema,
  ProductSchema,
  ProductSummarySchema,
  PromotionCandidateSchema,
  PromotionInfoSchema,
  PromotionProductsResponseSchema,
  PromotionSchema,
  ProvinceSchema,
  ReviewSchema,
  SendOtpResultSchema,
  ShippingFeeSchema,
  SiteSearchResponseSchema,
  StatusCountsSchema,
  StripeOrderResultSchema,
  UnreadCountSchema,
  UploadResultSchema,
  UserSchema,
  VerifyOtpResultSchema,
  VnpayOrderResultSchema,
  WardSchema,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import { z } from 'zod';

/*
 * The success answer of every JSON route the web calls, as the server declares it (its routes' `response`
 * schemas). The fake server checks each fake reply against this table, so a fake that drifts from the contract
 * fails its test instead of testing a screen against answers the server never gives.
 */

const deleted = envelope(z.object({ _id: z.string() }));
const orderList = listEnvelope(OrderSchema).extend({ statusCounts: StatusCountsSchema });

const SUCCESS_ANSWERS: Record<string, z.ZodType> = {
  'GET /health': envelope(HealthSchema),
  'GET /config': envelope(ClientConfigSchema),
  'GET /admin/dashboard/summary': envelope(DashboardSummarySchema),
  'POST /uploads': envelope(UploadResultSchema),
  'DELETE /uploads/*': envelope(z.object({ publicId: z.string() })),

  'POST /auth/login': LoginResponseSchema,
  'POST /auth/register': envelope(z.object({ email: z.string() })),
  'POST /auth/send-otp': envelope(SendOtpResultSchema),
  'POST /auth/verify-otp': envelope(VerifyOtpResultSchema),
  'POST /auth/reset-password': envelope(z.null()),
  'GET /auth/account': envelope(UserSchema),
  'PUT /auth/account': envelope(UserSchema).extend({ accessToken: z.string().optional() }),
  'POST /auth/login-doctor': envelope(DoctorSchema.extend({ accessToken: z.string() })),
  'GET /auth/account-doctor': envelope(DoctorSchema),
  'PUT /doctors/password': envelope(z.null()).extend({ accessToken: z.string() }),
  'PUT /doctors/:id': envelope(DoctorSchema).extend({ accessToken: z.string().optional() }),

  'POST /admin/auth/login': AdminLoginResponseSchema,
  'GET /admin/auth/account': envelope(AdminAccountSchema),
  'GET /admin/admin-accounts': listEnvelope(AdminAccountSchema),
  'POST /admin/admin-accounts': envelope(AdminAccountSchema),
  'PUT /admin/admin-accounts/:id': envelope(AdminAccountSchema).extend({
    accessToken: z.string().optional(),
  }),
  'DELETE /admin/admin-accounts/:id': deleted,

  'GET /categories': envelope(z.array(CategoryNodeSchema)),
  'GET /admin/categories': CategoriesAdminListResponseSchema,
  'GET /admin/categories/filter': envelope(z.array(CategoryFilterItemSchema)),
  'GET /admin/categories/all': envelope(z.array(CategorySchema)),
  'POST /admin/categories': envelope(CategorySchema),
  'PUT /admin/categories/:id': envelope(CategorySchema),
  'DELETE /admin/categories/:id': deleted,
  'GET /brands': envelope(z.array(BrandSchema)),
  'GET /admin/brands': BrandsAdminListResponseSchema,
  'POST /admin/brands': envelope(BrandSchema),
  'PUT /admin/brands/:id': envelope(BrandSchema),
  'DELETE /admin/brands/:id': deleted,

  'GET /products/detail/:idOrSlug': envelope(ProductSchema),
  'GET /products/home': envelope(z.array(HomeCollectionSchema)),
  'GET /products/search': envelope(z.array(ProductSummarySchema)),
  'GET /products/categories/:slug': CategoryProductsResponseSchema,
  'GET /products/brands/:slug': BrandProductsResponseSchema,
  'GET /products/promotions': PromotionProductsResponseSchema,
  'GET /products/all-other': listEnvelope(ProductSummarySchema),
  'GET /products/filter-options': envelope(FilterOptionsSchema),
  'GET /products/promotions-info': envelope(z.array(PromotionInfoSchema)),
  'GET /search': SiteSearchResponseSchema,
  'GET /admin/products': listEnvelope(ProductSchema),
  'GET /admin/products/almost-expired': listEnvelope(ProductSchema),
  'GET /admin/products/promotion-create': listEnvelope(PromotionCandidateSchema),
  'POST /admin/products': envelope(ProductSchema),
  'PUT /admin/products/:id': envelope(ProductSchema),
  'DELETE /admin/products/:id': envelope(DeleteProductResultSchema),
  'GET /admin/promotions': listEnvelope(PromotionSchema),
  'POST /admin/promotions': envelope(PromotionSchema),
  'GET /admin/promotions/:id': envelope(PromotionSchema),
  'PUT /admin/promotions/:id': envelope(PromotionSchema),
  'DELETE /admin/promotions/:id': deleted,

  'GET /shipping/provinces': envelope(z.array(ProvinceSchema)),
  'GET /shipping/districts': envelope(z.array(DistrictSchema)),
  'GET /shipping/wards': envelope(z.array(WardSchema)),
  'POST /shipping/fee': envelope(ShippingFeeSchema),

  'POST /orders/quote': envelope(OrderQuoteSchema),
  'POST /orders/cod': envelope(OrderSchema),
  'POST /orders/vnpay': envelope(VnpayOrderResultSchema),
  'POST /orders/stripe': envelope(StripeOrderResultSchema),
  'POST /orders/:id/pay': envelope(PayAgainResultSchema),
  'POST /orders/vnpay-return': envelope(OrderSchema),
  'GET /orders/stripe-return': envelope(OrderSchema),
  'GET /orders': orderList,
  'GET /orders/detail/:id': envelope(OrderSchema),
  'PUT /orders/status/:id': envelope(OrderSchema),
  'PUT /orders/:id': envelope(OrderSchema),
  'GET /admin/orders': orderList,
  'PUT /admin/orders/status/:id': envelope(OrderSchema),
  'GET /admin/orders/:id': envelope(OrderSchema),
  'PUT /admin/orders/:id': envelope(OrderSchema),
  'DELETE /admin/orders/:id': deleted,

  'POST /reviews': envelope(ReviewSchema),
  'GET /reviews/:productId': ProductReviewsResponseSchema,
  'GET /admin/reviews': listEnvelope(ReviewSchema),
  'PUT /admin/reviews/:id': envelope(ReviewSchema),
  'DELETE /admin/reviews/:id': deleted,

  'GET /notifications/by-user': NotificationListResponseSchema,
  'GET /notifications/by-doctor': NotificationListResponseSchema,
  'PUT /notifications/mark-as-read/:id': envelope(NotificationSchema),
  'PUT /notifications/mark-as-read-doctor/:id': envelope(NotificationSchema),
  'POST /notifications/mark-all-as-read': envelope(MarkAllReadResultSchema),
  'POST /notifications/mark-all-as-read-doctor': envelope(MarkAllReadResultSchema),
  'GET /notifications/unread-count': envelope(UnreadCountSchema),
  'GET /notifications/unread-count-doctor': envelope(UnreadCountSchema),
};

const segmentsOf = (route: string) => route.split(/[ /]+/);

/** A pattern segment matches itself, `:param` one segment, `*` the rest. */
function matches(pattern: string[], route: string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '*') return route.length > i;
    if (i >= route.length || (pattern[i] !== route[i] && !pattern[i]!.startsWith(':'))) return false;
  }
  return pattern.length === route.length;
}

const wildcards = (pattern: string) =>
  segmentsOf(pattern).filter((s) => s === '*' || s.startsWith(':')).length;

/** The contract's success schema for `METHOD /path` (the most literal pattern wins: /orders/detail/:id over /orders/:id). */
export function successSchemaOf(route: string): z.ZodType | undefined {
  const path = segmentsOf(route);
  const candidates = Object.keys(SUCCESS_ANSWERS)
    .filter((pattern) => matches(segmentsOf(pattern), path))
    .sort((a, b) => wildcards(a) - wildcards(b));
  return candidates[0] === undefined ? undefined : SUCCESS_ANSWERS[candidates[0]];
}

/**
 * Throws, with the route and the mismatched fields, unless `body` is what the server may answer to `route` with
 * `status`: the route's success schema below 400, the error envelope from 400 on. `schema` stands in for the
 * table's (for a test-only route).
 */
export function assertContractReply(route: string, status: number, body: unknown, schema?: z.ZodType): void {
  const expected = status >= 400 ? ErrorEnvelopeSchema : (schema ?? successSchemaOf(route));
  if (!expected)
    throw new Error(`fake reply for ${route}: the contract table (testing/contract.ts) has no such route`);
  const result = expected.safeParse(body);
  if (!result.success) {
    throw new Error(
      `fake reply for ${route} (${status}) does not match the contract:\n${z.prettifyError(result.error)}`,
    );
  }
}
