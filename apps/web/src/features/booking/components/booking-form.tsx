import { Button, Form } from 'antd';
import { useEffect } from 'react';
import type { Booking, CreateBookingBody, Doctor, TimeSlot } from '@lumi/shared';
import { useAppSelector } from '@/lib/store';
import type { createAttemptKeys } from '@/lib/attempt-key';
import { asApiError } from '@/lib/query-error';
import { useCreateBookingMutation } from '../api/booking-api';
import { PatientFields, patientValuesOf, type PatientValues } from './patient-fields';
import { useSignInGate } from './sign-in-gate';

export type Refusal = { message: string; slotTaken: boolean };
export type AttemptKeys = ReturnType<typeof createAttemptKeys>;

export type BookingFormProps = {
  doctor: Doctor;
  date: string;
  slot: TimeSlot;
  attemptKeys: AttemptKeys;
  onBooked: (booking: Booking) => void;
  onRefused: (refusal: Refusal) => void;
};

/**
 * The patient form under a chosen slot, and 'Đặt lịch' (behind the sign-in gate). An antd form: the doctor page
 * downloads it (with the clinic's antd scope) when a slot is chosen, never with the page (issue 26).
 */
export default function BookingForm({
  doctor,
  date,
  slot,
  attemptKeys,
  onBooked,
  onRefused,
}: BookingFormProps) {
  const user = useAppSelector((state) => state.auth.userInfo);
  const [form] = Form.useForm<PatientValues>();
  const [createBooking, { isLoading }] = useCreateBookingMutation();
  const gate = useSignInGate();

  // Signing in from the gate fills the account's details into the fields still empty.
  useEffect(() => {
    const known = patientValuesOf(user);
    for (const [name, value] of Object.entries(known) as [keyof PatientValues, string][]) {
      if (value && !form.getFieldValue(name)) form.setFieldValue(name, value);
    }
  }, [user, form]);

  const submit = async (values: PatientValues) => {
    const body: CreateBookingBody = {
      doctor: doctor._id,
      date,
      startTime: slot.startTime,
      customer: {
        name: values.name ?? '',
        phone: values.phone ?? '',
        email: values.email ?? '',
        gender: values.gender ?? 'other',
        dateOfBirth: values.dateOfBirth ?? '',
        address: values.address ?? '',
        note: values.note?.trim() ? values.note.trim() : null,
      },
    };
    // The same booking sent again (after a time-out) keeps its key: the server answers the booking it made.
    const result = await createBooking({ ...body, idempotencyKey: attemptKeys.keyFor(body) });
    if ('data' in result && result.data) {
      onBooked(result.data);
      return;
    }
    const error = asApiError(result.error);
    onRefused({
      message: error?.message ?? 'Không thể đặt lịch, vui lòng thử lại',
      slotTaken: error?.code === 'BOOKING_SLOT_TAKEN',
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={patientValuesOf(user)}
      onFinish={(values) => void submit(values)}
      requiredMark
    >
      <PatientFields />
      <Button type="primary" size="large" loading={isLoading} onClick={() => gate(() => form.submit())}>
        Đặt lịch
      </Button>
    </Form>
  );
}
