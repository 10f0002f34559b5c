import {
  avoidList,
  SKIN_QUIZ_VERSION,
  skinQuizResult,
  titledDoctorName,
  type DiaryEntry,
  type DiaryProductSuggestion,
  type SkinNote,
  type SkinProfile,
  type SkinQuizAnswers,
  type SkinRecord,
  type SkinShare,
} from '@lumi/shared';
import { BOOKING_ID, DOCTOR_ID } from './booking-fixtures';

// Answers of the skin record routes for the fake server (issue 32), built with the shared rules the server uses.

export const OTHER_DOCTOR_ID = '7d0c1e2a-0000-4000-8000-00000000d002';

/** Complete answers of a skin that needs nothing special (no family to avoid, no reason to see a doctor). */
export const CALM_ANSWERS: SkinQuizAnswers = {
  oil: ['comfortable'],
  reactive: ['rarely'],
  acne: ['none'],
  spots: ['none'],
  age: ['none'],
  goals: ['none'],
  pregnancy: ['no'],
  allergies: ['none'],
};

/** The profile the server derives from `answers`. */
export function profileOf(answers: SkinQuizAnswers): SkinProfile {
  return {
    ...skinQuizResult(answers),
    answers,
    quizVersion: SKIN_QUIZ_VERSION,
    updatedAt: '2026-03-01T03:00:00.000Z',
  };
}

export function noteOf(overrides: Partial<SkinNote> = {}): SkinNote {
  return {
    _id: '7d0c1e2a-0000-4000-8000-0000000f0001',
    text: 'Tránh retinoid trong thời gian điều trị',
    avoid: ['retinoid'],
    doctor: {
      _id: DOCTOR_ID,
      name: 'BS. Phạm Thị An',
      avatar: { url: '/uploads/doctors/an.webp', publicId: 'doctors/an' },
    },
    booking: { _id: BOOKING_ID, code: 'BK7K2M9QX4TB' },
    createdAt: '2026-03-02T03:00:00.000Z',
    ...overrides,
  };
}

export function shareOf(overrides: Partial<SkinShare> = {}): SkinShare {
  return {
    booking: { _id: BOOKING_ID, code: 'BK7K2M9QX4TB', startAt: '2026-03-05T02:00:00.000Z' },
    doctor: { _id: DOCTOR_ID, name: 'BS. Phạm Thị An' },
    sharedAt: '2026-03-01T03:00:00.000Z',
    ...overrides,
  };
}

/** What the profile and the notes ask to avoid, as the server lists it. */
export function avoidOf(answers: SkinQuizAnswers | null, notes: readonly SkinNote[]) {
  return avoidList(
    answers,
    notes.map((n) => ({ doctorName: titledDoctorName(n.doctor.name), text: n.text, avoid: n.avoid })),
  );
}

/** `GET /skin/record`: the profile of `answers` (none when null), the notes and shares given. */
export function recordOf(
  answers: SkinQuizAnswers | null,
  notes: SkinNote[] = [],
  shares: SkinShare[] = [],
): SkinRecord {
  return {
    profile: answers ? profileOf(answers) : null,
    notes,
    avoid: avoidOf(answers, notes),
    shares,
    quizVersion: SKIN_QUIZ_VERSION,
  };
}

/** A diary photo as the server links it: signed for an hour under the API (`GET /skin/photos/{id}`). */
export function diaryPhotoOf(id: string) {
  return { _id: id, url: `/api/v1/skin/photos/${id}?v=u&e=1772600000000&s=sig-${id}` };
}

/** `GET /skin/diary`'s entry: a note, a photo and a product by default. */
export function diaryEntryOf(overrides: Partial<DiaryEntry> = {}): DiaryEntry {
  return {
    _id: '7d0c1e2a-0000-4000-8000-0000000e0001',
    date: '2026-03-03',
    note: 'Mụn ở cằm đã xẹp, da hơi khô buổi sáng',
    photos: [diaryPhotoOf('7d0c1e2a-0000-4000-8000-0000000a0001')],
    products: [
      {
        _id: '7d0c1e2a-0000-4000-8000-0000000c0001',
        name: 'Kem dưỡng ẩm phục hồi B5',
        slug: 'kem-duong-am-phuc-hoi-b5',
        mainImage: { url: '/uploads/products/b5.webp', publicId: 'products/b5' },
      },
    ],
    createdAt: '2026-03-03T01:00:00.000Z',
    ...overrides,
  };
}

/** `GET /skin/diary/products`: a product of a recent delivery, one of a routine and one without a picture. */
export const DIARY_SUGGESTIONS: DiaryProductSuggestion[] = [
  {
    _id: '7d0c1e2a-0000-4000-8000-0000000c0011',
    name: 'Sữa rửa mặt dịu nhẹ',
    slug: 'sua-rua-mat-diu-nhe',
    mainImage: { url: '/uploads/products/srm.webp', publicId: 'products/srm' },
    source: 'order',
  },
  {
    _id: '7d0c1e2a-0000-4000-8000-0000000c0012',
    name: 'Serum niacinamide 10%',
    slug: 'serum-niacinamide-10',
    mainImage: null,
    source: 'routine',
  },
];
