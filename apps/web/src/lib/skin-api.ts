import type {
  CreateDiaryEntryBody,
  CreateSkinNoteBody,
  DiaryEntry,
  DiaryProductSuggestion,
  DoctorSkinView,
  SkinNote,
  SkinQuizAnswers,
  SkinRecord,
  SkinShare,
} from '@lumi/shared';
import { api, pickData } from '@/lib/api';

const RECORD = { type: 'SkinRecord' as const, id: 'MINE' };
const DIARY = { type: 'SkinRecord' as const, id: 'DIARY' };
const bookingTag = (bookingId: string) => ({ type: 'SkinRecord' as const, id: `BOOKING-${bookingId}` });

/**
 * One skin, one record (issue 32): the customer's record (quiz profile, doctors' notes, what to avoid, shares) — read
 * by the shop's warnings and filters and by the account's 'Hồ sơ da' tab — the customer's skin diary, and the booking
 * doctor's view (the diary with it while shared) and notes.
 */
export const skinApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /skin/record` (signed-in customer). */
    getSkinRecord: build.query<SkinRecord, void>({
      query: () => ({ url: '/skin/record' }),
      transformResponse: pickData<SkinRecord>,
      providesTags: [RECORD],
    }),
    /** `PUT /skin/profile`: the quiz's answers; answers the whole record. */
    saveSkinProfile: build.mutation<SkinRecord, SkinQuizAnswers>({
      query: (answers) => ({ url: '/skin/profile', method: 'PUT', body: { answers } }),
      transformResponse: pickData<SkinRecord>,
      invalidatesTags: [RECORD],
    }),
    /** `DELETE /skin/profile`: the quiz's answers go, the doctors' notes stay. */
    deleteSkinProfile: build.mutation<SkinRecord, void>({
      query: () => ({ url: '/skin/profile', method: 'DELETE' }),
      transformResponse: pickData<SkinRecord>,
      invalidatesTags: [RECORD],
    }),
    /** `POST /skin/shares`: the booking's doctor reads the record until the customer stops sharing. */
    shareSkinRecord: build.mutation<SkinShare[], string>({
      query: (bookingId) => ({ url: '/skin/shares', method: 'POST', body: { bookingId } }),
      transformResponse: pickData<SkinShare[]>,
      invalidatesTags: (_r, _e, bookingId) => [RECORD, bookingTag(bookingId)],
    }),
    /** `DELETE /skin/shares/{bookingId}`. */
    unshareSkinRecord: build.mutation<SkinShare[], string>({
      query: (bookingId) => ({ url: `/skin/shares/${bookingId}`, method: 'DELETE' }),
      transformResponse: pickData<SkinShare[]>,
      invalidatesTags: (_r, _e, bookingId) => [RECORD, bookingTag(bookingId)],
    }),
    /** `GET /skin/bookings/{bookingId}` (the booking's doctor): own notes always, the rest while shared. */
    getDoctorSkinView: build.query<DoctorSkinView, string>({
      query: (bookingId) => ({ url: `/skin/bookings/${bookingId}` }),
      transformResponse: pickData<DoctorSkinView>,
      providesTags: (_r, _e, bookingId) => [bookingTag(bookingId)],
    }),
    /** `POST /skin/notes` (the booking's doctor). */
    createSkinNote: build.mutation<SkinNote, CreateSkinNoteBody>({
      query: (body) => ({ url: '/skin/notes', method: 'POST', body }),
      transformResponse: pickData<SkinNote>,
      invalidatesTags: (_r, _e, body) => [bookingTag(body.bookingId)],
    }),
    /** `DELETE /skin/notes/{id}` (the doctor who wrote it). */
    deleteSkinNote: build.mutation<{ _id: string }, { id: string; bookingId: string }>({
      query: ({ id }) => ({ url: `/skin/notes/${id}`, method: 'DELETE' }),
      transformResponse: pickData<{ _id: string }>,
      invalidatesTags: (_r, _e, arg) => [bookingTag(arg.bookingId)],
    }),
    /** `GET /skin/diary`: the customer's skin diary, newest day first (photo links signed for about an hour). */
    getSkinDiary: build.query<DiaryEntry[], void>({
      query: () => ({ url: '/skin/diary' }),
      transformResponse: pickData<DiaryEntry[]>,
      providesTags: [DIARY],
    }),
    /** `GET /skin/diary/products`: the products the customer uses (recent deliveries, routines), for the form. */
    getDiaryProducts: build.query<DiaryProductSuggestion[], void>({
      query: () => ({ url: '/skin/diary/products' }),
      transformResponse: pickData<DiaryProductSuggestion[]>,
    }),
    /** `POST /skin/diary`: a day of the diary (a note and/or photos, the products in use). */
    addDiaryEntry: build.mutation<DiaryEntry, CreateDiaryEntryBody>({
      query: (body) => ({ url: '/skin/diary', method: 'POST', body }),
      transformResponse: pickData<DiaryEntry>,
      invalidatesTags: (result) => (result ? [DIARY] : []),
    }),
    /** `DELETE /skin/diary/{id}`: the entry and its photos. */
    deleteDiaryEntry: build.mutation<{ _id: string }, string>({
      query: (id) => ({ url: `/skin/diary/${id}`, method: 'DELETE' }),
      transformResponse: pickData<{ _id: string }>,
      invalidatesTags: (result) => (result ? [DIARY] : []),
    }),
  }),
});

export const {
  useGetSkinRecordQuery,
  useSaveSkinProfileMutation,
  useDeleteSkinProfileMutation,
  useShareSkinRecordMutation,
  useUnshareSkinRecordMutation,
  useGetDoctorSkinViewQuery,
  useCreateSkinNoteMutation,
  useDeleteSkinNoteMutation,
  useGetSkinDiaryQuery,
  useGetDiaryProductsQuery,
  useAddDiaryEntryMutation,
  useDeleteDiaryEntryMutation,
} = skinApi;
