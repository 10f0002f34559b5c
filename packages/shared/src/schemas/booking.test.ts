import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages/vi';
import {
  CancelBookingBodySchema,
  CreateBookingBodySchema,
  CreateClinicReviewBodySchema,
  CreateDoctorReviewBodySchema,
  PatientInputSchema,
  StaffBookingStatusBodySchema,
  UpdateBookingCustomerInfoBodySchema,
} from './booking';

const DOCTOR = '0b8f2a52-6f0e-4d43-9a55-2d7f4a1c9e10';
const PATIENT = {
  name: '  Nguyễn Thị Lan ',
  phone: '0912345678',
  email: 'Lan@Example.com',
  gender: 'female',
  dateOfBirth: '1990-05-20',
  address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('PatientInputSchema (decision 24)', () => {
  it('trims, lower-cases the email and stores a missing or empty note as null', () => {
    expect(PatientInputSchema.parse(PATIENT)).toEqual({
      ...PATIENT,
      name: 'Nguyễn Thị Lan',
      email: 'lan@example.com',
      note: null,
    });
    expect(PatientInputSchema.parse({ ...PATIENT, note: '  ' }).note).toBeNull();
    expect(PatientInputSchema.parse({ ...PATIENT, note: ' Dị ứng penicillin ' }).note).toBe(
      'Dị ứng penicillin',
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing name', { name: undefined }, VALIDATION.nameRequired],
    ['a landline', { phone: '02838123456' }, VALIDATION.phoneInvalid],
    ['a bad email', { email: 'lan@' }, VALIDATION.emailInvalid],
    ['a missing gender', { gender: undefined }, VALIDATION.genderRequired],
    ['an unknown gender', { gender: 'x' }, VALIDATION.genderRequired],
    ['a missing date of birth', { dateOfBirth: undefined }, VALIDATION.dateOfBirthRequired],
    ['an impossible date of birth', { dateOfBirth: '1990-02-30' }, VALIDATION.dateOfBirthInvalid],
    ['a date of birth before 1900', { dateOfBirth: '1899-12-31' }, VALIDATION.dateOfBirthInvalid],
    ['a date of birth in another format', { dateOfBirth: '20/05/1990' }, VALIDATION.dateOfBirthInvalid],
    ['a blank address', { address: '   ' }, VALIDATION.patientAddressRequired],
    ['a long address', { address: 'a'.repeat(256) }, VALIDATION.patientAddressMax],
    ['a long note', { note: 'a'.repeat(501) }, VALIDATION.bookingNoteMax],
  ])('refuses %s with its Vietnamese message', (_name, change, message) => {
    expect(firstMessage(PatientInputSchema.safeParse({ ...PATIENT, ...change }))).toBe(message);
  });
});

describe('CreateBookingBodySchema (api-contract §4.1)', () => {
  const body = { doctor: DOCTOR, date: '2026-12-02', startTime: '09:30', customer: PATIENT };

  it('drops the fields the server derives', () => {
    const parsed = CreateBookingBodySchema.parse({
      ...body,
      clinic: DOCTOR,
      endTime: '10:00',
      price: 1,
      isAvailable: true,
      duration: 30,
    });
    expect(Object.keys(parsed).sort()).toEqual(['customer', 'date', 'doctor', 'startTime']);
  });

  it.each<[string, string | null | undefined, string | undefined, string | null]>([
    ['a top-level note fills a missing one', undefined, 'Khám mụn', 'Khám mụn'],
    ['a top-level note fills an empty one', '', 'Khám mụn', 'Khám mụn'],
    ['the patient note wins', 'Tái khám', 'Khám mụn', 'Tái khám'],
    ['no note at all is null', undefined, undefined, null],
  ])('%s', (_name, customerNote, note, expected) => {
    const parsed = CreateBookingBodySchema.parse({
      ...body,
      customer: { ...PATIENT, note: customerNote },
      note,
    });
    expect(parsed.customer.note).toBe(expected);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing doctor', { doctor: undefined }, VALIDATION.doctorRequired],
    ['a doctor that is no id', { doctor: 'abc' }, VALIDATION.invalid],
    ['a missing date', { date: undefined }, VALIDATION.bookingDateRequired],
    ['an empty date', { date: '' }, VALIDATION.bookingDateRequired],
    ['a missing time', { startTime: undefined }, VALIDATION.bookingTimeRequired],
    ['a time with seconds', { startTime: '09:30:00' }, VALIDATION.invalid],
    ['a long top-level note', { note: 'a'.repeat(501) }, VALIDATION.bookingNoteMax],
  ])('refuses %s', (_name, change, message) => {
    expect(firstMessage(CreateBookingBodySchema.safeParse({ ...body, ...change }))).toBe(message);
  });
});

describe('UpdateBookingCustomerInfoBodySchema', () => {
  it('changes only what is sent, a note included', () => {
    expect(UpdateBookingCustomerInfoBodySchema.parse({ customer: { phone: '0987654321' } })).toEqual({
      customer: { phone: '0987654321' },
    });
    expect(UpdateBookingCustomerInfoBodySchema.parse({ customer: { note: '' } })).toEqual({
      customer: { note: null },
    });
  });

  it('checks what is sent', () => {
    expect(firstMessage(UpdateBookingCustomerInfoBodySchema.safeParse({ customer: { phone: '123' } }))).toBe(
      VALIDATION.phoneInvalid,
    );
  });
});

describe('status bodies', () => {
  it.each<[string, unknown, string | null]>([
    ['a reasoned cancel', { status: 'cancelled', cancelReason: ' Bận việc ', model: 'User' }, null],
    ['a cancel without a reason', { status: 'cancelled' }, VALIDATION.cancelReasonRequired],
    ['a blank reason', { status: 'cancelled', cancelReason: ' ' }, VALIDATION.cancelReasonRequired],
    [
      'a reason over 500 characters',
      { status: 'cancelled', cancelReason: 'a'.repeat(501) },
      VALIDATION.cancelReasonMax,
    ],
    ['another status', { status: 'confirmed' }, VALIDATION.bookingStatusInvalid],
  ])('the customer cancel: %s', (_name, body, message) => {
    expect(firstMessage(CancelBookingBodySchema.safeParse(body))).toBe(message);
  });

  it.each<[string, unknown, string | null]>([
    ['confirm', { status: 'confirmed' }, null],
    ['complete', { status: 'completed' }, null],
    ['cancel with a reason', { status: 'cancelled', cancelReason: 'Bác sĩ bận' }, null],
    ['cancel without one', { status: 'cancelled' }, VALIDATION.cancelReasonRequired],
    ['back to pending', { status: 'pending' }, VALIDATION.bookingStatusInvalid],
  ])('the doctor or clinic: %s', (_name, body, message) => {
    expect(firstMessage(StaffBookingStatusBodySchema.safeParse(body))).toBe(message);
  });
});

describe('booking review bodies (api-contract §4.5)', () => {
  it.each([CreateDoctorReviewBodySchema, CreateClinicReviewBodySchema])(
    'rate 1–5 and content 1–250',
    (schema) => {
      const base = { booking: DOCTOR, rate: '5', content: ' Bác sĩ tận tâm ' };
      expect(schema.parse(base)).toMatchObject({ rate: 5, content: 'Bác sĩ tận tâm' });
      expect(firstMessage(schema.safeParse({ ...base, rate: 0 }))).toBe(VALIDATION.ratingRequired);
      expect(firstMessage(schema.safeParse({ ...base, rate: 6 }))).toBe(VALIDATION.ratingRequired);
      expect(firstMessage(schema.safeParse({ ...base, content: '' }))).toBe(
        VALIDATION.bookingReviewContentRequired,
      );
      expect(firstMessage(schema.safeParse({ ...base, content: 'a'.repeat(251) }))).toBe(
        VALIDATION.bookingReviewContentMax,
      );
    },
  );
});
