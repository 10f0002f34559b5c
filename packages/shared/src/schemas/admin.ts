import { z } from 'zod';
import { ADMIN_ROLES } from '../enums';
import { VALIDATION } from '../messages/vi';
import {
  AvatarSchema,
  ImageSchema,
  IsoDateTimeSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  PageQuerySchema,
  SearchParamSchema,
  filterQuery,
  refineRepeat,
} from './common';

export const AdminRoleSchema = z.enum(ADMIN_ROLES, { error: VALIDATION.roleRequired });

export const AdminAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  role: AdminRoleSchema,
  avatar: AvatarSchema,
  clinic: z
    .object({ _id: z.string(), name: z.string(), slug: z.string(), logo: ImageSchema, isActive: z.boolean() })
    .nullable(),
  isActive: z.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

export const UsernameSchema = z
  .string({ error: VALIDATION.usernameRequired })
  .trim()
  .toLowerCase()
  .min(1, VALIDATION.usernameRequired)
  .regex(/^[a-z0-9._-]{3,50}$/, VALIDATION.usernameInvalid);

export const AdminNameSchema = z
  .string({ error: VALIDATION.nameRequired })
  .trim()
  .min(1, VALIDATION.nameRequired)
  .min(3, VALIDATION.adminNameMin)
  .max(100, VALIDATION.nameMax);

export const AdminLoginBodySchema = z.object({
  username: z
    .string({ error: VALIDATION.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, VALIDATION.usernameRequired)
    .max(50, VALIDATION.usernameInvalid),
  password: LoginPasswordSchema,
  remember: z.boolean().optional(),
});
export type AdminLoginBody = z.infer<typeof AdminLoginBodySchema>;

export const AdminLoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  accessToken: z.string(),
  data: AdminAccountSchema,
});

export const ListAdminAccountsQuerySchema = PageQuerySchema.extend({
  search: SearchParamSchema,
  role: filterQuery(AdminRoleSchema),
});
export type ListAdminAccountsQuery = z.input<typeof ListAdminAccountsQuerySchema>;

/** The reference client spells `rePassword` as `resPassword`; both are read. */
export const CreateAdminAccountBodySchema = z
  .object({
    name: AdminNameSchema,
    username: UsernameSchema,
    password: NewPasswordSchema,
    rePassword: z.string().optional(),
    resPassword: z.string().optional(),
    role: AdminRoleSchema,
    avatar: ImageSchema.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    refineRepeat(ctx, v.password, v.rePassword ?? v.resPassword);
  });
export type CreateAdminAccountBody = z.input<typeof CreateAdminAccountBodySchema>;

export const UpdateAdminAccountBodySchema = z
  .object({
    name: AdminNameSchema.optional(),
    avatar: ImageSchema.nullable().optional(),
    role: AdminRoleSchema.optional(),
    isActive: z.boolean().optional(),
    currentPassword: z.string().max(128).optional(),
    password: NewPasswordSchema.optional(),
    rePassword: z.string().optional(),
    resPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    refineRepeat(ctx, v.password, v.rePassword ?? v.resPassword);
  });
export type UpdateAdminAccountBody = z.input<typeof UpdateAdminAccountBodySchema>;
