import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  API_PREFIX,
  SKIN_MESSAGES,
  SKIN_QUIZ_VERSION,
  toLocalDate,
  avatarOf,
  avoidList,
  skinQuizResult,
  titledDoctorName,
  type AvoidEntry,
  type CreateDiaryEntry,
  type CreateSkinNote,
  type DiaryEntry,
  type DiaryProductSuggestion,
  type DoctorSkinView,
  type SkinNote,
  type SkinProfile,
  type SkinQuizAnswers,
  type SkinRecord,
  type SkinShare,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../providers/storage';
import type { NotificationsService } from '../notifications/service';
import type { UploadsService } from '../uploads/service';
import {
  skinRepository,
  type DiaryEntryRow,
  type SkinBookingRow,
  type SkinNoteRow,
  type SkinProfileRow,
  type SkinShareRow,
} from './repository';

/** A doctor writes notes at a visit: a booking they confirmed or saw. */
const NOTE_STATUSES = new Set(['confirmed', 'completed']);
/** A customer shares their record with a booking that is coming or was seen, never a cancelled one. */
const SHARE_STATUSES = new Set(['pending', 'confirmed', 'completed']);

function toProfile(row: SkinProfileRow): SkinProfile {
  return {
    skinType: row.skinType,
    concerns: row.concerns,
    avoid: row.avoid,
    seeDoctor: row.seeDoctor,
    answers: row.answers,
    quizVersion: row.quizVersion,
    updatedAt: row.updatedAt,
  };
}

function toNote(row: SkinNoteRow): SkinNote {
  return {
    _id: row.id,
    text: row.text,
    avoid: row.avoid,
    doctor: { _id: row.doctorId, name: row.doctorName, avatar: avatarOf(row.doctorAvatar, row.doctorName) },
    booking: { _id: row.bookingId, code: row.bookingCode },
    createdAt: row.createdAt,
  };
}

function toShare(row: SkinShareRow): SkinShare {
  return {
    booking: { _id: row.bookingId, code: row.bookingCode, startAt: row.startAt },
    doctor: { _id: row.doctorId, name: row.doctorName },
    sharedAt: row.sharedAt,
  };
}

/** How long a diary photo's link lasts; every request is checked again (the owner, or a share still there). */
const PHOTO_LINK_MS = 60 * 60_000;
/** The diary entries a read returns (a year of daily entries and more). */
const DIARY_READ_LIMIT = 400;
/** How far back the products in use are looked for. */
const PRODUCTS_IN_USE_DAYS = 180;
const DIARY_PREFIX = 'diary/';

/** Who reads a diary photo: its owner, or the doctor of a booking the owner shares the record with. */
export type PhotoViewer =
  { kind: 'user'; userId: string } | { kind: 'doctor'; doctorId: string; bookingId: string };

const viewerText = (v: PhotoViewer) =>
  v.kind === 'user' ? `u.${v.userId}` : `d.${v.doctorId}.${v.bookingId}`;
function viewerOf(text: string): PhotoViewer | null {
  const user = /^u\.([0-9a-f-]{36})$/.exec(text);
  if (user) return { kind: 'user', userId: user[1]! };
  const doctor = /^d\.([0-9a-f-]{36})\.([0-9a-f-]{36})$/.exec(text);
  return doctor ? { kind: 'doctor', doctorId: doctor[1]!, bookingId: doctor[2]! } : null;
}

/** Everything the record asks to avoid, with its reasons: the quiz's answers and the notes shown. */
function avoidOf(profile: SkinProfileRow | null, notes: SkinNoteRow[]): AvoidEntry[] {
  return avoidList(
    profile?.answers ?? null,
    notes.map((n) => ({ doctorName: titledDoctorName(n.doctorName), text: n.text, avoid: n.avoid })),
  );
}

/**
 * One skin, one record (issue 32 item 2): the customer's quiz profile, the notes doctors write at a visit, and the
 * bookings whose doctor the customer lets read it. Only the customer and those doctors read it (item 5).
 */
export function createSkinService(deps: {
  db: Db;
  clock: Clock;
  uploads: Pick<UploadsService, 'claim' | 'unclaim' | 'release'>;
  storage: Pick<FileStorage, 'get'>;
  /** Signs the diary photos' links. */
  photoSecret: string;
  notifications: Pick<NotificationsService, 'create'>;
  log?: { error(obj: unknown, msg?: string): void };
}) {
  const repo = (db: Db = deps.db) => skinRepository(db);

  async function customerBooking(userId: string, bookingId: string): Promise<SkinBookingRow> {
    const booking = await repo().booking(bookingId);
    if (!booking || booking.userId !== userId) throw new AppError('BOOKING_NOT_FOUND');
    return booking;
  }

  async function doctorBooking(doctorId: string, bookingId: string): Promise<SkinBookingRow> {
    const booking = await repo().booking(bookingId);
    if (!booking || booking.doctorId !== doctorId) throw new AppError('BOOKING_NOT_FOUND');
    return booking;
  }

  const photoKey = createHmac('sha256', deps.photoSecret).update('skin-diary-photos').digest();
  const signature = (id: string, viewer: string, expires: number) =>
    createHmac('sha256', photoKey).update(`${id}|${viewer}|${expires}`).digest('base64url');

  /** A photo's link for this viewer, valid PHOTO_LINK_MS (rounded so that reads within a minute share links). */
  function photoUrl(publicId: string, viewer: PhotoViewer): string {
    const id = publicId.slice(DIARY_PREFIX.length);
    const expires = Math.ceil((deps.clock.now().getTime() + PHOTO_LINK_MS) / 60_000) * 60_000;
    const v = viewerText(viewer);
    return `${API_PREFIX}/skin/photos/${id}?v=${v}&e=${expires}&s=${signature(id, v, expires)}`;
  }

  function toDiaryEntry(row: DiaryEntryRow, viewer: PhotoViewer): DiaryEntry {
    return {
      _id: row.id,
      date: row.entryDate,
      note: row.note,
      photos: row.photos.map((p) => ({
        _id: p.publicId.slice(DIARY_PREFIX.length),
        url: photoUrl(p.publicId, viewer),
      })),
      products: row.products,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function record(userId: string): Promise<SkinRecord> {
    const [profile, notes, shares] = await Promise.all([
      repo().profile(userId),
      repo().notes(userId),
      repo().shares(userId),
    ]);
    return {
      profile: profile ? toProfile(profile) : null,
      notes: notes.map(toNote),
      avoid: avoidOf(profile, notes),
      shares: shares.map(toShare),
      quizVersion: SKIN_QUIZ_VERSION,
    };
  }

  return {
    /** `GET /skin/record`. */
    record,

    /** `PUT /skin/profile`: answers already checked against the quiz by the route's schema. */
    async saveProfile(userId: string, answers: SkinQuizAnswers): Promise<SkinRecord> {
      await repo().saveProfile(userId, answers, SKIN_QUIZ_VERSION, skinQuizResult(answers), deps.clock.now());
      return record(userId);
    },

    /** `DELETE /skin/profile`: the quiz's answers go; the doctors' notes stay (they are the clinic's record). */
    async removeProfile(userId: string): Promise<SkinRecord> {
      await repo().removeProfile(userId);
      return record(userId);
    },

    /** `POST /skin/shares`: the customer's own booking, not cancelled; sharing twice changes nothing. */
    async share(userId: string, bookingId: string): Promise<SkinShare[]> {
      const booking = await customerBooking(userId, bookingId);
      if (!SHARE_STATUSES.has(booking.status)) throw new AppError('SKIN_SHARE_NOT_ALLOWED');
      await repo().share(booking.id, userId, deps.clock.now());
      return (await repo().shares(userId)).map(toShare);
    },

    /** `DELETE /skin/shares/{bookingId}`: the doctor's next read is refused at once. */
    async unshare(userId: string, bookingId: string): Promise<SkinShare[]> {
      const booking = await customerBooking(userId, bookingId);
      await repo().unshare(booking.id, userId);
      return (await repo().shares(userId)).map(toShare);
    },

    /**
     * `GET /skin/bookings/{bookingId}` for the booking's doctor: their own notes on the patient always; the profile and
     * every doctor's notes only while the patient shares the record with this booking.
     */
    async doctorView(doctorId: string, bookingId: string): Promise<DoctorSkinView> {
      const booking = await doctorBooking(doctorId, bookingId);
      const shared = await repo().isShared(booking.id);
      const [profile, notes, diary] = await Promise.all([
        shared ? repo().profile(booking.userId) : Promise.resolve(null),
        repo().notes(booking.userId, shared ? undefined : doctorId),
        shared ? repo().diary(booking.userId, DIARY_READ_LIMIT) : Promise.resolve([]),
      ]);
      const viewer: PhotoViewer = { kind: 'doctor', doctorId, bookingId: booking.id };
      return {
        shared,
        patient: { _id: booking.userId, name: booking.userName },
        profile: profile ? toProfile(profile) : null,
        notes: notes.map(toNote),
        avoid: avoidOf(profile, notes),
        diary: diary.map((row) => toDiaryEntry(row, viewer)),
      };
    },

    /** `GET /skin/diary`: the customer's own diary, newest day first. */
    async diary(userId: string): Promise<DiaryEntry[]> {
      const rows = await repo().diary(userId, DIARY_READ_LIMIT);
      return rows.map((row) => toDiaryEntry(row, { kind: 'user', userId }));
    },

    /** `GET /skin/diary/products`: what the diary's form offers as products in use. */
    async productsInUse(userId: string): Promise<DiaryProductSuggestion[]> {
      const since = new Date(deps.clock.now().getTime() - PRODUCTS_IN_USE_DAYS * 86_400_000);
      return repo().productsInUse(userId, since, 30);
    },

    /**
     * `POST /skin/diary`: a day not after today; photos the customer uploaded for the diary (purpose `diary`, metadata
     * stripped when stored), claimed as any upload is; products named as they are now.
     */
    async addDiary(userId: string, body: CreateDiaryEntry): Promise<DiaryEntry> {
      if (body.date > toLocalDate(deps.clock.now()))
        throw new AppError('VALIDATION_ERROR', {
          errors: [{ path: 'date', message: SKIN_MESSAGES.diaryDateInvalid }],
        });
      if (body.photos.some((p) => !p.publicId.startsWith(DIARY_PREFIX))) throw new AppError('UPLOAD_INVALID');
      const products = await repo().products(body.productIds);
      if (products.length !== body.productIds.length) throw new AppError('PRODUCT_NOT_FOUND');
      const byId = new Map(products.map((p) => [p._id, p]));
      const owner = { kind: 'user' as const, id: userId };
      const claimed: string[] = [];
      try {
        const photos = [];
        for (const photo of body.photos) {
          photos.push(await deps.uploads.claim(photo, owner, null));
          claimed.push(photo.publicId);
        }
        const id = await repo().insertDiary({
          userId,
          entryDate: body.date,
          note: body.note ?? '',
          photos,
          products: body.productIds.map((pid) => byId.get(pid)!),
          createdAt: deps.clock.now(),
        });
        return toDiaryEntry((await repo().diaryEntry(id))!, { kind: 'user', userId });
      } catch (error) {
        await deps.uploads.unclaim(claimed);
        throw error;
      }
    },

    /** `DELETE /skin/diary/{id}`: the customer's own entry, its photos deleted with it. */
    async removeDiary(userId: string, id: string): Promise<void> {
      const photos = await repo().removeDiary(id, userId);
      if (photos === null) throw new AppError('SKIN_DIARY_NOT_FOUND');
      for (const photo of photos) await deps.uploads.release(photo);
    },

    /**
     * `GET /skin/photos/{id}`: the bytes of a diary photo for a link this server signed, still valid, whose viewer may
     * still read it — its owner, or the doctor of a booking the owner shares with now (a revoked share stops the very
     * next request). Anything else is the same 404.
     */
    async photo(id: string, query: { v: string; e: number; s: string }): Promise<Buffer> {
      const viewer = viewerOf(query.v);
      const expected = Buffer.from(signature(id, query.v, query.e));
      const given = Buffer.from(query.s);
      const valid =
        viewer !== null &&
        query.e > deps.clock.now().getTime() &&
        given.length === expected.length &&
        timingSafeEqual(given, expected);
      if (!valid) throw new AppError('SKIN_PHOTO_NOT_FOUND');
      const owner = await repo().photoOwner(`${DIARY_PREFIX}${id}`);
      let allowed = owner !== null && viewer.kind === 'user' && viewer.userId === owner;
      if (owner !== null && viewer.kind === 'doctor') {
        const booking = await repo().booking(viewer.bookingId);
        allowed =
          booking !== null &&
          booking.doctorId === viewer.doctorId &&
          booking.userId === owner &&
          (await repo().isShared(booking.id));
      }
      if (!allowed) throw new AppError('SKIN_PHOTO_NOT_FOUND');
      const bytes = await deps.storage.get(`${DIARY_PREFIX}${id}.webp`);
      if (!bytes) throw new AppError('SKIN_PHOTO_NOT_FOUND');
      return bytes;
    },

    /** `POST /skin/notes`: the doctor's own confirmed or completed booking; the customer is told in the bell. */
    async createNote(doctorId: string, body: CreateSkinNote): Promise<SkinNote> {
      const booking = await doctorBooking(doctorId, body.bookingId);
      if (!NOTE_STATUSES.has(booking.status)) throw new AppError('SKIN_NOTE_BOOKING_NOT_ELIGIBLE');
      const id = await repo().insertNote({
        userId: booking.userId,
        doctorId,
        bookingId: booking.id,
        text: body.text,
        avoid: body.avoid,
        createdAt: deps.clock.now(),
      });
      const note = toNote((await repo().note(id))!);
      try {
        await deps.notifications.create({
          recipient: { id: booking.userId, model: 'User' },
          type: 'BOOKING',
          title: 'Bác sĩ đã thêm ghi chú vào hồ sơ da của bạn',
          content: `${titledDoctorName(note.doctor.name)}: ${note.text}`,
          link: '/account?tab=skin',
          bookingId: booking.id,
        });
      } catch (error) {
        deps.log?.error({ err: error, noteId: id }, 'skin note notification could not be written');
      }
      return note;
    },

    /** `DELETE /skin/notes/{id}`: only the doctor who wrote it. */
    async removeNote(doctorId: string, id: string): Promise<void> {
      if (!(await repo().removeNote(id, doctorId))) throw new AppError('SKIN_NOTE_NOT_FOUND');
    },
  };
}

export type SkinService = ReturnType<typeof createSkinService>;
