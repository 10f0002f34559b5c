import { z } from 'zod';
import { DOCTOR_DURATIONS } from '../enums';
import { VALIDATION } from '../messages/vi';
import {
  AvatarSchema,
  ImageSchema,
  IsoDateTimeSchema,
  LocalDateSchema,
  LocalTimeSchema,
  NewPasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  VndSchema,
  EmailSchema,
  LoginPasswordSchema,
  refineRepeat,
} from './common';

export const DayOfWeekSchema = z.number().int().min(1).max(7);

export const WorkingDaySchema = z.object({
  dayOfWeek: DayOfWeekSchema,
  isOpen: z.boolean(),
  startTime: LocalTimeSchema,
  endTime: LocalTimeSchema,
  breakTime: z.object({ start: LocalTimeSchema, end: LocalTimeSchema }).nullable(),
});
export type WorkingDay = z.infer<typeof WorkingDaySchema>;

export const ClinicSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: ImageSchema,
  banners: z.array(ImageSchema),
  images: z.array(ImageSchema),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  description: z.string(),
  specialties: z.array(z.string()),
  workingHours: z.array(WorkingDaySchema),
  holidays: z.array(LocalDateSchema),
  /** How long before a visit its customer may still move it (issue 30, 0–168 h; default 24). */
  rescheduleNoticeHours: z.number().int(),
  doctorCount: z.number().int(),
  reviewCount: z.number().int(),
  averageRating: z.number(),
  feeRange: z.object({ min: VndSchema, max: VndSchema }).nullable(),
  isActive: z.boolean(),
  admin: z.string().optional(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Clinic = z.infer<typeof ClinicSchema>;

export const ClinicSummarySchema = ClinicSchema.pick({
  _id: true,
  name: true,
  slug: true,
  logo: true,
  banners: true,
  address: true,
  specialties: true,
  doctorCount: true,
  reviewCount: true,
  averageRating: true,
  feeRange: true,
});
export type ClinicSummary = z.infer<typeof ClinicSummarySchema>;

export const TimeRangeSchema = z.object({ start: LocalTimeSchema, end: LocalTimeSchema });

export const DoctorScheduleDaySchema = z.object({
  dayOfWeek: DayOfWeekSchema,
  isActive: z.boolean(),
  ranges: z.array(TimeRangeSchema).max(12),
});
export type DoctorScheduleDay = z.infer<typeof DoctorScheduleDaySchema>;

export const DoctorDurationSchema = z.union(
  DOCTOR_DURATIONS.map((d) => z.literal(d)) as [
    z.ZodLiteral<15>,
    z.ZodLiteral<30>,
    z.ZodLiteral<45>,
    z.ZodLiteral<60>,
  ],
);

export const DoctorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: AvatarSchema,
  about: z.string(),
  specialty: z.string(),
  experience: z.number().int(),
  fees: VndSchema,
  duration: z.number().int(),
  clinic: ClinicSummarySchema.extend({
    phone: z.string(),
    email: z.string(),
    workingHours: z.array(WorkingDaySchema),
    holidays: z.array(LocalDateSchema),
  }),
  schedule: z.array(DoctorScheduleDaySchema),
  holidays: z.array(LocalDateSchema),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  isActive: z.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Doctor = z.infer<typeof DoctorSchema>;

export const DoctorSummarySchema = DoctorSchema.pick({
  _id: true,
  name: true,
  slug: true,
  avatar: true,
  specialty: true,
  experience: true,
  fees: true,
  duration: true,
  averageRating: true,
  reviewCount: true,
}).extend({
  clinic: z.object({
    _id: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: ImageSchema,
    address: z.string(),
  }),
});
export type DoctorSummary = z.infer<typeof DoctorSummarySchema>;

export const DoctorLoginBodySchema = z.object({
  email: EmailSchema,
  password: LoginPasswordSchema,
  remember: z.boolean().optional(),
});
export type DoctorLoginBody = z.infer<typeof DoctorLoginBodySchema>;

/** Rich text (`about`) is limited to 20,000 characters and sanitised on save. */
export const UpdateOwnDoctorBodySchema = z.object({
  name: PersonNameSchema.optional(),
  phone: PhoneSchema.optional(),
  avatar: ImageSchema.nullable().optional(),
  about: z.string().max(20_000, VALIDATION.invalid).optional(),
  specialty: z.string().trim().min(1, VALIDATION.required).max(100).optional(),
  experience: z.number().int().min(0, VALIDATION.invalid).max(70, VALIDATION.invalid).optional(),
  fees: z.number().int().min(1, VALIDATION.invalid).optional(),
  duration: DoctorDurationSchema.optional(),
  schedule: z.array(DoctorScheduleDaySchema).max(7).optional(),
  holidays: z.array(LocalDateSchema).max(366).optional(),
  /** The reference form sends the current password as `password` and the new one as `newPassword`. */
  password: z.string().max(128).optional(),
  newPassword: z.union([z.literal(''), NewPasswordSchema]).optional(),
});
export type UpdateOwnDoctorBody = z.input<typeof UpdateOwnDoctorBodySchema>;

export const DoctorPasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: VALIDATION.currentPasswordRequired })
      .min(1, VALIDATION.currentPasswordRequired)
      .max(128),
    newPassword: NewPasswordSchema,
    rePassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    refineRepeat(ctx, v.newPassword, v.rePassword);
    if (v.newPassword === v.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: VALIDATION.newPasswordSameAsCurrent });
    }
  });
export type DoctorPasswordBody = z.infer<typeof DoctorPasswordBodySchema>;
