import '../zod-setup';
import { z } from 'zod';
import { BOOKING_STATUSES, ORDER_STATUSES, PAYMENT_METHODS } from '../enums';
import { VALIDATION } from '../messages/vi';
import {
  IsoDateTimeSchema,
  LocalDateSchema,
  PageQuerySchema,
  SearchParamSchema,
  VndSchema,
  envelope,
  filterQuery,
  listEnvelope,
} from './common';
import { UserSchema } from './auth';

// The customers of the back office (api-contract §3.7; ADR 0024). `GET /admin/users/{id}` is additive.

export const USER_STATUS_FILTERS = ['active', 'inactive'] as const;
export type UserStatusFilter = (typeof USER_STATUS_FILTERS)[number];

/** `GET /admin/users?page&pageSize&search&status`: `search` name, email or phone (diacritics ignored). */
export const ListAdminUsersQuerySchema = PageQuerySchema.extend({
  search: SearchParamSchema,
  status: filterQuery(z.enum(USER_STATUS_FILTERS, { error: VALIDATION.invalid })),
});
export type ListAdminUsersQuery = z.input<typeof ListAdminUsersQuerySchema>;

/** A row of the list: the contract's `User` and (additive) what they did on the site. */
export const AdminUserSchema = UserSchema.extend({
  /** Orders placed (any status) and bookings made (any status). */
  orderCount: z.number().int().min(0),
  bookingCount: z.number().int().min(0),
  /** Goods value of delivered orders. */
  spent: VndSchema,
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserOrderSchema = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.string(),
  totalAmount: VndSchema,
  itemCount: z.number().int().min(0),
  createdAt: IsoDateTimeSchema,
});
export type AdminUserOrder = z.infer<typeof AdminUserOrderSchema>;

export const AdminUserBookingSchema = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.enum(BOOKING_STATUSES),
  date: LocalDateSchema,
  startTime: z.string(),
  price: VndSchema,
  doctor: z.object({ _id: z.string(), name: z.string() }),
  clinic: z.object({ _id: z.string(), name: z.string() }),
  createdAt: IsoDateTimeSchema,
});
export type AdminUserBooking = z.infer<typeof AdminUserBookingSchema>;

/** `GET /admin/users/{id}` → `data` (additive): the drawer. Lists are the 20 newest. */
export const AdminUserDetailSchema = z.object({
  user: AdminUserSchema,
  orders: z.array(AdminUserOrderSchema),
  bookings: z.array(AdminUserBookingSchema),
  /** Orders pending/processing/shipping and bookings pending/confirmed: while any, delete is refused. */
  live: z.object({ orders: z.number().int().min(0), bookings: z.number().int().min(0) }),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** `PUT /admin/users/{id}`: block (false) or unblock (true). Blocking revokes tokens and closes sockets. */
export const UpdateAdminUserBodySchema = z.object({ isActive: z.boolean({ error: VALIDATION.invalid }) });
export type UpdateAdminUserBody = z.infer<typeof UpdateAdminUserBodySchema>;

/** `DELETE /admin/users/{id}`: `deleted: false` when the user had finished orders or bookings and was disabled instead. */
export const AdminUserDeleteResultSchema = z.object({ _id: z.string(), deleted: z.boolean() });
export type AdminUserDeleteResult = z.infer<typeof AdminUserDeleteResultSchema>;

export const AdminUserListResponseSchema = listEnvelope(AdminUserSchema);
export const AdminUserDetailResponseSchema = envelope(AdminUserDetailSchema);
export const AdminUserResponseSchema = envelope(UserSchema);
export const AdminUserDeleteResponseSchema = envelope(AdminUserDeleteResultSchema);
