import { z } from 'zod';
import { PRINCIPAL_KINDS, UPLOAD_PURPOSES } from '../enums';
import { optionalQuery } from './common';

export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSec: z.number(),
  db: z.literal('ok'),
  redis: z.enum(['ok', 'absent']),
});
export type Health = z.infer<typeof HealthSchema>;

/** `GET /health/live`: the process runs and answers (a liveness probe; nothing else is checked). */
export const LivenessSchema = z.object({ status: z.literal('live'), uptimeSec: z.number() });
export type Liveness = z.infer<typeof LivenessSchema>;

/**
 * `GET /health/ready`: migrations, demo data and the page renderer are loaded, shutdown has not begun, and the
 * database (and Redis, when configured) answer — a load balancer may send this process requests.
 */
export const ReadinessSchema = z.object({
  status: z.literal('ready'),
  db: z.literal('ok'),
  redis: z.enum(['ok', 'absent']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;

export const ClientConfigSchema = z.object({
  googleSignIn: z.boolean(),
  payments: z.object({
    COD: z.literal(true),
    VNPAY: z.enum(['live', 'sandbox']),
    STRIPE: z.enum(['live', 'sandbox']),
  }),
  shipping: z.object({ source: z.enum(['ghn', 'table']), freeShippingThreshold: z.number().nullable() }),
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
  uploads: z.object({ maxBytes: z.number() }),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

export const UploadPurposeSchema = z.enum(UPLOAD_PURPOSES);

export const UploadResultSchema = z.object({
  url: z.string(),
  publicId: z.string(),
  type: z.enum(['image', 'audio']),
  width: z.number().optional(),
  height: z.number().optional(),
  size: z.number(),
});
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** A file of a captured mail; `url` downloads it from the development mailbox. */
export const MailboxAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type MailboxAttachment = z.infer<typeof MailboxAttachmentSchema>;

export const MailboxMessageSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(MailboxAttachmentSchema),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessageSchema>;

/**
 * `GET /admin/dashboard/summary` (added, ADR 0004): real counts of what exists so far, scoped to the caller —
 * the whole site for ADMIN and SUPPORT, the caller's own clinic for CLINIC.
 */
export const DashboardSummarySchema = z.object({
  scope: z.enum(['site', 'clinic']),
  users: z.object({ total: z.number(), verified: z.number(), active: z.number() }).nullable(),
  admins: z
    .object({ total: z.number(), ADMIN: z.number(), SUPPORT: z.number(), CLINIC: z.number() })
    .nullable(),
  clinics: z.object({ total: z.number(), active: z.number() }).nullable(),
  doctors: z.object({ total: z.number(), active: z.number() }),
  clinic: z
    .object({
      _id: z.string(),
      name: z.string(),
      slug: z.string(),
      isActive: z.boolean(),
      specialties: z.array(z.string()),
    })
    .nullable(),
});
export type DashboardSummary = z.infer<typeof DashboardSummarySchema>;

/** `?as=user|admin|doctor`: the acting kind on routes open to every kind (api-contract §1.4). */
export const ActingKindQuerySchema = z.object({ as: optionalQuery(z.enum(PRINCIPAL_KINDS)) });
