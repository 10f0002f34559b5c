import '../zod-setup';
import { z } from 'zod';
import { RESCHEDULE_NOTICE_MAX_HOURS } from '../constants';
import { DOCTOR_DURATIONS } from '../enums';
import { timeToMinutes } from '../logic/date';
import { workingDayIssues } from '../logic/working-hours';
import { CLINIC_ADMIN_VALIDATION as M } from '../messages/clinic-admin';
import { BookingReviewSchema } from './booking';
import {
  ClinicSchema,
  DoctorScheduleDaySchema,
  DoctorSchema,
  WorkingDaySchema,
  type WorkingDay,
} from './clinic';
import { BookingReviewListResponseSchema, ClinicReviewsQuerySchema } from './clinic-queries';
import {
  EmailSchema,
  IdSchema,
  ImageSchema,
  LocalDateSchema,
  NewPasswordSchema,
  PageQuerySchema,
  PersonNameSchema,
  PhoneSchema,
  SearchParamSchema,
  envelope,
  filterQuery,
  listEnvelope,
} from './common';

// Clinic management by CLINIC and ADMIN accounts (api-contract §3.8, §4.3, §4.4, §4.5, decision 8).

// ── working hours (§4.3: per open day start < end, the break inside, 15-minute steps; 7 days) ──

const onStep = (time: string) => timeToMinutes(time) % 15 === 0;

/** The issues of a clinic's week: exactly one entry per day 1–7; each open day well-formed. */
export function checkWorkingHours(days: WorkingDay[], ctx: z.RefinementCtx, path: (string | number)[]): void {
  const seen = new Set(days.map((d) => d.dayOfWeek));
  if (days.length !== 7 || seen.size !== 7) {
    ctx.addIssue({ code: 'custom', path, message: M.workingHoursCount });
  }
  days.forEach((day, i) => {
    if (!day.isOpen) return;
    const at = [...path, i];
    if (!onStep(day.startTime))
      ctx.addIssue({ code: 'custom', path: [...at, 'startTime'], message: M.timeStep });
    if (!onStep(day.endTime)) ctx.addIssue({ code: 'custom', path: [...at, 'endTime'], message: M.timeStep });
    const pause = day.breakTime;
    if (pause && (!onStep(pause.start) || !onStep(pause.end))) {
      ctx.addIssue({ code: 'custom', path: [...at, 'breakTime'], message: M.timeStep });
    }
    // The order of the day's times: the same rule and words as the form (logic/working-hours).
    const issues = workingDayIssues({
      ...day,
      breakStart: pause?.start,
      breakEnd: pause?.end,
    });
    if (issues.startTime)
      ctx.addIssue({ code: 'custom', path: [...at, 'startTime'], message: issues.startTime });
    if (issues.endTime) ctx.addIssue({ code: 'custom', path: [...at, 'endTime'], message: issues.endTime });
    const breakIssue = issues.breakStart ?? issues.breakEnd;
    if (breakIssue) ctx.addIssue({ code: 'custom', path: [...at, 'breakTime'], message: breakIssue });
  });
}

// ── clinic bodies ────────────────────────────────────────────────────────────

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const SpecialtySchema = z.string().trim().min(1, M.specialtyLength).max(100, M.specialtyLength);

export const ClinicFieldsSchema = z.object({
  name: z
    .string({ error: M.clinicNameRequired })
    .trim()
    .min(1, M.clinicNameRequired)
    .min(2, M.clinicNameLength)
    .max(200, M.clinicNameLength),
  phone: PhoneSchema,
  email: EmailSchema,
  address: requiredText(M.clinicAddressRequired, 5000, M.clinicAddressMax),
  description: requiredText(M.clinicDescriptionRequired, 50_000, M.clinicDescriptionMax),
  specialties: z
    .array(SpecialtySchema, { error: M.specialtiesRequired })
    .min(1, M.specialtiesRequired)
    .max(30, M.specialtiesMax)
    .refine((list) => new Set(list.map((s) => s.toLowerCase())).size === list.length, M.specialtyDuplicate),
  logo: ImageSchema.nullish().refine((x) => x != null, M.logoRequired),
  banners: z.array(ImageSchema, { error: M.bannersCount }).min(1, M.bannersCount).max(4, M.bannersCount),
  images: z.array(ImageSchema, { error: M.imagesCount }).length(4, M.imagesCount),
  workingHours: z.array(WorkingDaySchema, { error: M.workingHoursCount }),
  /** Days off; each one today or later unless already stored (the server checks with its clock). */
  holidays: z.array(LocalDateSchema).max(366, M.holidaysMax),
  /** How many hours before a visit the clinic's customers may still move it (issue 30); 24 when not given. */
  rescheduleNoticeHours: z
    .number({ error: M.rescheduleNoticeRange })
    .int(M.rescheduleNoticeRange)
    .min(0, M.rescheduleNoticeRange)
    .max(RESCHEDULE_NOTICE_MAX_HOURS, M.rescheduleNoticeRange)
    .optional(),
});

type ClinicFieldsOutput = z.output<typeof ClinicFieldsSchema>;
type ClinicFieldsPatch = Partial<ClinicFieldsOutput>;

function refineClinic(value: ClinicFieldsPatch, ctx: z.RefinementCtx) {
  if (value.workingHours) checkWorkingHours(value.workingHours, ctx, ['workingHours']);
}

const cf = ClinicFieldsSchema.shape;
/** The logo is required on the create form; the refine above states it, the output type holds an Image. */
const LogoSchema = cf.logo.transform((logo) => logo!);

/** `POST /admin/clinics`: CLINIC creates its own; ADMIN adds `admin`, a CLINIC account without a clinic. */
export const CreateClinicBodySchema = z
  .object({
    ...cf,
    logo: LogoSchema,
    holidays: cf.holidays.optional(),
    admin: z.string({ error: M.adminRequired }).pipe(IdSchema).optional(),
  })
  .superRefine(refineClinic);
export type CreateClinicBody = z.output<typeof CreateClinicBodySchema>;
export type CreateClinicInput = z.input<typeof CreateClinicBodySchema>;

const ClinicPatchShape = {
  ...ClinicFieldsSchema.partial().shape,
  logo: LogoSchema.optional(),
};

/** `PUT|POST /admin/clinics/owner`: any subset of the clinic's fields. */
export const UpdateClinicBodySchema = z.object(ClinicPatchShape).superRefine(refineClinic);
export type UpdateClinicBody = z.output<typeof UpdateClinicBodySchema>;
export type UpdateClinicInput = z.input<typeof UpdateClinicBodySchema>;

/** `PUT /admin/clinics/{id}` (ADMIN): any clinic field and `isActive`. */
export const AdminUpdateClinicBodySchema = z
  .object({ ...ClinicPatchShape, isActive: z.boolean().optional() })
  .superRefine(refineClinic);
export type AdminUpdateClinicBody = z.output<typeof AdminUpdateClinicBodySchema>;
export type AdminUpdateClinicInput = z.input<typeof AdminUpdateClinicBodySchema>;

// ── doctor bodies (§4.4) ─────────────────────────────────────────────────────

const DurationInputSchema = z
  .number({ error: M.durationInvalid })
  .refine(
    (d): d is (typeof DOCTOR_DURATIONS)[number] => (DOCTOR_DURATIONS as readonly number[]).includes(d),
    {
      message: M.durationInvalid,
    },
  )
  .transform((d) => d as (typeof DOCTOR_DURATIONS)[number]);

export const ClinicDoctorFieldsSchema = z.object({
  name: PersonNameSchema,
  phone: PhoneSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  specialty: z
    .string({ error: M.specialtyRequired })
    .trim()
    .min(1, M.specialtyRequired)
    .max(100, M.specialtyRequired),
  experience: z
    .number({ error: M.experienceInvalid })
    .int(M.experienceInvalid)
    .min(0, M.experienceInvalid)
    .max(70, M.experienceInvalid),
  fees: z
    .number({ error: M.feesInvalid })
    .int(M.feesInvalid)
    .min(1, M.feesInvalid)
    .max(1_000_000_000, M.feesInvalid),
  duration: DurationInputSchema,
  about: z.string({ error: M.aboutRequired }).min(1, M.aboutRequired).max(20_000, M.aboutMax),
  avatar: ImageSchema.nullish()
    .refine((x) => x != null, M.avatarRequired)
    .transform((x) => x!),
  /** [] = works whenever the clinic is open; inside the clinic's hours (checked by the server). */
  schedule: z.array(DoctorScheduleDaySchema).max(7, M.scheduleInvalid),
});

const df = ClinicDoctorFieldsSchema.shape;

/** `POST /admin/doctors`: CLINIC for its clinic; ADMIN adds `clinic`. */
export const CreateClinicDoctorBodySchema = z.object({
  ...df,
  schedule: df.schedule.optional(),
  clinic: z.string({ error: M.clinicRequired }).pipe(IdSchema).optional(),
});
export type CreateClinicDoctorBody = z.output<typeof CreateClinicDoctorBodySchema>;
export type CreateClinicDoctorInput = z.input<typeof CreateClinicDoctorBodySchema>;

/** `PUT /admin/doctors/{id}`: any field and `isActive`; `password` resets it and revokes the doctor's tokens. */
export const UpdateClinicDoctorBodySchema = ClinicDoctorFieldsSchema.partial().extend({
  isActive: z.boolean().optional(),
});
export type UpdateClinicDoctorBody = z.output<typeof UpdateClinicDoctorBodySchema>;
export type UpdateClinicDoctorInput = z.input<typeof UpdateClinicDoctorBodySchema>;

// ── review moderation (§3.8, §4.5) ───────────────────────────────────────────

/** `PUT /admin/clinics/reviews/{id}`. */
export const ModerateClinicReviewBodySchema = z.object({
  isActive: z.boolean({ error: M.isActiveRequired }),
});
export type ModerateClinicReviewBody = z.output<typeof ModerateClinicReviewBodySchema>;

// ── queries ──────────────────────────────────────────────────────────────────

/** `GET /admin/clinics` (ADMIN): `search` in the name, email or phone; inactive clinics included. */
export const ListAdminClinicsQuerySchema = PageQuerySchema.extend({ search: SearchParamSchema });
export type ListAdminClinicsQuery = z.output<typeof ListAdminClinicsQuerySchema>;

/** `GET /admin/doctors`: `name` searched; `clinic` narrows an ADMIN's list (a CLINIC account's is its own). */
export const ListAdminDoctorsQuerySchema = PageQuerySchema.extend({
  name: SearchParamSchema,
  clinic: filterQuery(IdSchema),
});
export type ListAdminDoctorsQuery = z.output<typeof ListAdminDoctorsQuerySchema>;

/**
 * `GET /admin/clinics/reviews`: the public query plus `search` (customer name, email, content); `clinicId` is
 * optional (ADMIN) and ignored for a CLINIC account.
 */
export const ListAdminClinicReviewsQuerySchema = ClinicReviewsQuerySchema.extend({
  clinicId: filterQuery(IdSchema),
  search: SearchParamSchema,
});
export type ListAdminClinicReviewsQuery = z.output<typeof ListAdminClinicReviewsQuerySchema>;

// ── answers ──────────────────────────────────────────────────────────────────

/** `GET /admin/clinics/detail`: null until the CLINIC account has created its clinic. */
export const ClinicDetailResponseSchema = envelope(ClinicSchema.nullable());
export const AdminClinicResponseSchema = envelope(ClinicSchema);

/** The CLINIC account that owns a clinic ('Tài khoản quản lý'). */
export const ClinicOwnerSchema = z.object({ _id: z.string(), username: z.string(), name: z.string() });
export type ClinicOwner = z.infer<typeof ClinicOwnerSchema>;

/**
 * A clinic in ADMIN's answers (`GET /admin/clinics`, `GET|PUT /admin/clinics/{id}`): the clinic and its owning
 * account (null only if the account were gone; the foreign key keeps it).
 */
export const AdminClinicSchema = ClinicSchema.extend({ owner: ClinicOwnerSchema.nullable() });
export type AdminClinic = z.infer<typeof AdminClinicSchema>;
export const AdminClinicDetailResponseSchema = envelope(AdminClinicSchema);
export const AdminClinicListResponseSchema = listEnvelope(AdminClinicSchema);
export const AdminDoctorResponseSchema = envelope(DoctorSchema);
export const AdminDoctorListResponseSchema = listEnvelope(DoctorSchema);

/** A delete of a clinic or a doctor: `deleted: false` when it had bookings and was deactivated instead. */
export const ClinicAdminDeleteResultSchema = z.object({ _id: z.string(), deleted: z.boolean() });
export type ClinicAdminDeleteResult = z.infer<typeof ClinicAdminDeleteResultSchema>;

export const AdminClinicReviewListResponseSchema = BookingReviewListResponseSchema;
export const AdminClinicReviewResponseSchema = envelope(BookingReviewSchema);
export const ClinicReviewDeletedResponseSchema = envelope(z.object({ _id: z.string() }));
