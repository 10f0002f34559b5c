import { z } from 'zod';
import { OTP_LENGTH, OTP_RESEND_SECONDS, OTP_TTL_SECONDS, RESET_TOKEN_TTL_SECONDS } from '../constants';
import { OTP_PURPOSES } from '../enums';
import { VALIDATION } from '../messages/vi';
import {
  AvatarSchema,
  EmailSchema,
  ImageSchema,
  IsoDateTimeSchema,
  LoginPasswordSchema,
  NewPasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  RePasswordSchema,
  refineRepeat,
} from './common';

export const UserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: AvatarSchema,
  googleId: z.string().nullable(),
  hasPassword: z.boolean(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type User = z.infer<typeof UserSchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
  remember: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const LoginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  accessToken: z.string().optional(),
  user: UserSchema.optional(),
  data: z.object({ verify: z.boolean(), email: z.string() }),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RegisterBodySchema = z
  .object({
    name: PersonNameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    rePassword: RePasswordSchema.optional(),
  })
  .superRefine((v, ctx) => refineRepeat(ctx, v.password, v.rePassword));
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const SendOtpBodySchema = z.object({
  email: EmailSchema,
  purpose: z.enum(OTP_PURPOSES).optional(),
});
export type SendOtpBody = z.infer<typeof SendOtpBodySchema>;

export const SendOtpResultSchema = z.object({
  email: z.string(),
  purpose: z.enum(OTP_PURPOSES),
  expiresIn: z.literal(OTP_TTL_SECONDS),
  resendAfter: z.literal(OTP_RESEND_SECONDS),
});

/** The six OTP digits as typed: fewer than six → one message, anything but digits → another (spec §5). */
export const OtpDigitsSchema = z
  .string({ error: VALIDATION.otpIncomplete })
  .regex(/^\d*$/, VALIDATION.otpNotNumeric)
  .length(OTP_LENGTH, VALIDATION.otpIncomplete);

/** The spec sends the code as a number, so 012345 arrives as 12345: numbers are left-padded. */
export const OtpSchema = z
  .union([z.number().int().min(0).max(999_999), z.string()], { error: VALIDATION.otpIncomplete })
  .transform((v) => (typeof v === 'number' ? String(v).padStart(OTP_LENGTH, '0') : v))
  .pipe(OtpDigitsSchema);

export const VerifyOtpBodySchema = z.object({ email: EmailSchema, otp: OtpSchema });
export type VerifyOtpBody = z.input<typeof VerifyOtpBodySchema>;

export const VerifyOtpResultSchema = z.object({
  email: z.string(),
  verified: z.literal(true),
  purpose: z.enum(OTP_PURPOSES),
  resetToken: z.string().optional(),
  resetTokenExpiresIn: z.literal(RESET_TOKEN_TTL_SECONDS).optional(),
});

export const ResetPasswordBodySchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    rePassword: RePasswordSchema.optional(),
    resetToken: z.string({ error: VALIDATION.required }).min(1, VALIDATION.required).max(200),
  })
  .superRefine((v, ctx) => refineRepeat(ctx, v.password, v.rePassword, VALIDATION.rePasswordMismatchReset));
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const UpdateAccountBodySchema = z
  .object({
    name: PersonNameSchema.optional(),
    phone: z.union([PhoneSchema, z.literal('').transform(() => null), z.null()]).optional(),
    avatar: ImageSchema.nullable().optional(),
    currentPassword: z.string().max(128).optional(),
    password: NewPasswordSchema.optional(),
    rePassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== undefined && (v.rePassword === undefined || v.rePassword === '')) {
      ctx.addIssue({ code: 'custom', path: ['rePassword'], message: VALIDATION.rePasswordRequired });
    }
    refineRepeat(ctx, v.password, v.rePassword);
  });
export type UpdateAccountBody = z.input<typeof UpdateAccountBodySchema>;

export const TokenResultSchema = z.object({ accessToken: z.string() });
