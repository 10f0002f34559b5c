import '../zod-setup';
import { z } from 'zod';
import {
  INGREDIENT_FLAGS,
  SKIN_QUIZ,
  SKIN_QUIZ_VERSION,
  skinQuizIssues,
  type SkinQuizAnswers,
} from '../logic/skin';
import { plainText } from '../logic/text';
import { IngredientFlagSchema, SkinConcernSchema, SkinTypeSchema } from './catalog/product';
import { AvatarSchema, IdSchema, ImageSchema, IsoDateTimeSchema, LocalDateSchema, envelope } from './common';

// One skin, one record (issue 32): the customer's quiz profile and the clinical notes doctors write at a visit.

export const SKIN_NOTE_MIN = 2;
export const SKIN_NOTE_MAX = 300;
export const SKIN_DIARY_NOTE_MAX = 1000;
export const SKIN_DIARY_PHOTOS_MAX = 4;
export const SKIN_DIARY_PRODUCTS_MAX = 10;

/** The skin record's Vietnamese words: the forms' messages (the server answers the same) and its answers. */
export const SKIN_MESSAGES = {
  answerRequired: 'Vui lòng trả lời câu hỏi này',
  answerInvalid: 'Câu trả lời không hợp lệ',
  noteRequired: 'Vui lòng nhập ghi chú',
  noteLength: `Ghi chú từ ${SKIN_NOTE_MIN} đến ${SKIN_NOTE_MAX} ký tự`,
  bookingRequired: 'Vui lòng chọn lịch khám',
  profileSaved: 'Đã lưu hồ sơ da',
  profileDeleted: 'Đã xóa kết quả trắc nghiệm da',
  noteCreated: 'Đã lưu ghi chú vào hồ sơ da của khách hàng',
  noteDeleted: 'Đã xóa ghi chú',
  diaryEmpty: 'Vui lòng thêm ghi chú hoặc ít nhất một ảnh',
  diaryDateInvalid: 'Ngày không hợp lệ (không thể sau hôm nay)',
  diaryNoteMax: `Ghi chú tối đa ${SKIN_DIARY_NOTE_MAX} ký tự`,
  diaryPhotosMax: `Tối đa ${SKIN_DIARY_PHOTOS_MAX} ảnh mỗi ngày`,
  diaryProductsMax: `Tối đa ${SKIN_DIARY_PRODUCTS_MAX} sản phẩm`,
  diaryCreated: 'Đã lưu nhật ký da',
  diaryDeleted: 'Đã xóa mục nhật ký',
  shared: 'Đã chia sẻ hồ sơ da với bác sĩ của lịch khám',
  unshared: 'Đã ngừng chia sẻ hồ sơ da với lịch khám này',
} as const;

// ── requests ─────────────────────────────────────────────────────────────────

/** Every question answered with the quiz's own options (a field error per question otherwise). */
export const SkinQuizAnswersSchema = z
  .record(z.string().max(40), z.array(z.string().max(40)).max(10), { error: SKIN_MESSAGES.answerInvalid })
  .superRefine((answers, ctx) => {
    if (Object.keys(answers).length > SKIN_QUIZ.length * 2) {
      ctx.addIssue({ code: 'custom', message: SKIN_MESSAGES.answerInvalid });
      return;
    }
    for (const { question, issue } of skinQuizIssues(answers))
      ctx.addIssue({
        code: 'custom',
        path: [question],
        message: issue === 'missing' ? SKIN_MESSAGES.answerRequired : SKIN_MESSAGES.answerInvalid,
      });
  })
  .transform((answers): SkinQuizAnswers => answers);

export const SaveSkinProfileBodySchema = z.object({ answers: SkinQuizAnswersSchema });
export type SaveSkinProfileBody = z.input<typeof SaveSkinProfileBodySchema>;

export const CreateSkinNoteBodySchema = z.object({
  bookingId: IdSchema.describe('Lịch khám của bác sĩ (đã xác nhận hoặc đã hoàn thành)'),
  text: z
    .string({ error: SKIN_MESSAGES.noteRequired })
    .transform(plainText)
    .pipe(
      z
        .string()
        .min(1, SKIN_MESSAGES.noteRequired)
        .min(SKIN_NOTE_MIN, SKIN_MESSAGES.noteLength)
        .max(SKIN_NOTE_MAX, SKIN_MESSAGES.noteLength),
    ),
  /** The ingredient families the customer should avoid; the shop warns on products holding them. */
  avoid: z
    .array(IngredientFlagSchema)
    .max(INGREDIENT_FLAGS.length)
    .default([])
    .transform((flags) => INGREDIENT_FLAGS.filter((f) => flags.includes(f))),
});
export type CreateSkinNoteBody = z.input<typeof CreateSkinNoteBodySchema>;
export type CreateSkinNote = z.output<typeof CreateSkinNoteBodySchema>;

/** A day of the skin diary: its date (not after today), a note and/or photos, the products in use. */
export const CreateDiaryEntryBodySchema = z
  .object({
    date: LocalDateSchema,
    note: z
      .string()
      .transform(plainText)
      .pipe(z.string().max(SKIN_DIARY_NOTE_MAX, SKIN_MESSAGES.diaryNoteMax))
      .default(''),
    photos: z.array(ImageSchema).max(SKIN_DIARY_PHOTOS_MAX, SKIN_MESSAGES.diaryPhotosMax).default([]),
    productIds: z
      .array(IdSchema)
      .max(SKIN_DIARY_PRODUCTS_MAX, SKIN_MESSAGES.diaryProductsMax)
      .default([])
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  })
  .superRefine((entry, ctx) => {
    if (entry.note === '' && entry.photos.length === 0)
      ctx.addIssue({ code: 'custom', path: ['note'], message: SKIN_MESSAGES.diaryEmpty });
  });
export type CreateDiaryEntryBody = z.input<typeof CreateDiaryEntryBodySchema>;
export type CreateDiaryEntry = z.output<typeof CreateDiaryEntryBodySchema>;

export const SkinBookingParamsSchema = z.object({ bookingId: IdSchema });
export const ShareSkinBodySchema = z.object({ bookingId: IdSchema.describe('Lịch khám của khách hàng') });
export type ShareSkinBody = z.input<typeof ShareSkinBodySchema>;

// ── answers ──────────────────────────────────────────────────────────────────

export const SkinProfileSchema = z.object({
  skinType: SkinTypeSchema,
  concerns: z.array(SkinConcernSchema),
  /** The families the answers ask to avoid (a doctor's notes add theirs in `avoid` of the record). */
  avoid: z.array(IngredientFlagSchema),
  /** Why a dermatologist should see this skin (empty when nothing suggests it). */
  seeDoctor: z.array(z.string()),
  answers: z.record(z.string(), z.array(z.string())),
  quizVersion: z.number().int(),
  updatedAt: IsoDateTimeSchema,
});
export type SkinProfile = z.infer<typeof SkinProfileSchema>;

export const SkinNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  avoid: z.array(IngredientFlagSchema),
  doctor: z.object({ _id: z.string(), name: z.string(), avatar: AvatarSchema }),
  booking: z.object({ _id: z.string(), code: z.string() }),
  createdAt: IsoDateTimeSchema,
});
export type SkinNote = z.infer<typeof SkinNoteSchema>;

/** A diary photo: its link is checked on every request and lasts an hour (ADR 0067). */
export const DiaryPhotoSchema = z.object({ _id: z.string(), url: z.string() });
export const DiaryProductSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  mainImage: ImageSchema.nullable(),
});
export type DiaryProduct = z.infer<typeof DiaryProductSchema>;
export const DiaryEntrySchema = z.object({
  _id: z.string(),
  date: LocalDateSchema,
  note: z.string(),
  photos: z.array(DiaryPhotoSchema),
  products: z.array(DiaryProductSchema),
  createdAt: IsoDateTimeSchema,
});
export type DiaryEntry = z.infer<typeof DiaryEntrySchema>;
export const DiaryEntryResponseSchema = envelope(DiaryEntrySchema);
export const DiaryListResponseSchema = envelope(z.array(DiaryEntrySchema));
/** The products the customer uses, for the diary's form: from their delivered orders and their routines, latest first. */
export const DiaryProductSuggestionSchema = DiaryProductSchema.extend({
  source: z.enum(['order', 'routine']),
});
export type DiaryProductSuggestion = z.infer<typeof DiaryProductSuggestionSchema>;
export const DiaryProductsResponseSchema = envelope(z.array(DiaryProductSuggestionSchema));

export const AvoidEntrySchema = z.object({ flag: IngredientFlagSchema, reasons: z.array(z.string()) });

/** A booking the customer shares their record with: its doctor reads it until the customer stops sharing. */
export const SkinShareSchema = z.object({
  booking: z.object({ _id: z.string(), code: z.string(), startAt: IsoDateTimeSchema }),
  doctor: z.object({ _id: z.string(), name: z.string() }),
  sharedAt: IsoDateTimeSchema,
});
export type SkinShare = z.infer<typeof SkinShareSchema>;

/**
 * What the customer reads of their record: the quiz's profile, every doctor's notes, what they ask to avoid and the
 * bookings it is shared with.
 */
export const SkinRecordSchema = z.object({
  profile: SkinProfileSchema.nullable(),
  notes: z.array(SkinNoteSchema),
  avoid: z.array(AvoidEntrySchema),
  shares: z.array(SkinShareSchema),
  quizVersion: z.literal(SKIN_QUIZ_VERSION),
});
export type SkinRecord = z.infer<typeof SkinRecordSchema>;
export const SkinRecordResponseSchema = envelope(SkinRecordSchema);

/**
 * What a booking's doctor reads: their own notes on the patient always; the quiz's profile and the other doctors'
 * notes only while the patient shares their record with this booking (`shared`).
 */
export const DoctorSkinViewSchema = SkinRecordSchema.omit({ quizVersion: true, shares: true }).extend({
  shared: z.boolean(),
  patient: z.object({ _id: z.string(), name: z.string() }),
  /** The patient's diary, newest first; empty unless shared. */
  diary: z.array(DiaryEntrySchema),
});
export type DoctorSkinView = z.infer<typeof DoctorSkinViewSchema>;
export const DoctorSkinViewResponseSchema = envelope(DoctorSkinViewSchema);

export const SkinNoteResponseSchema = envelope(SkinNoteSchema);
export const SkinSharesResponseSchema = envelope(z.array(SkinShareSchema));
