import { bookingEditBlock, type Booking, type UpdateBookingCustomerInfoBody } from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { BookingCustomer, BookingsCore } from './deps';
import { assertBornBefore } from './placement';
import type { BookingRow, PatientColumns } from './repository';

/** The patient columns a partial Patient changes; absent fields stay as they are. */
function patientColumns(patient: UpdateBookingCustomerInfoBody['customer']): PatientColumns {
  const columns: PatientColumns = {};
  if (patient.name !== undefined) columns.patientName = patient.name;
  if (patient.phone !== undefined) columns.patientPhone = patient.phone;
  if (patient.email !== undefined) columns.patientEmail = patient.email;
  if (patient.gender !== undefined) columns.patientGender = patient.gender;
  if (patient.dateOfBirth !== undefined) columns.patientDateOfBirth = patient.dateOfBirth;
  if (patient.address !== undefined) columns.patientAddress = patient.address;
  if (patient.note !== undefined) columns.patientNote = patient.note;
  return columns;
}

/** `PUT /bookings/customer-info/{id}`: the customer's own booking, while pending (decision 24). */
export function createEdits({ deps, repo }: BookingsCore, dto: (row: BookingRow) => Promise<Booking>) {
  return {
    async editMine(
      customer: BookingCustomer,
      id: string,
      body: UpdateBookingCustomerInfoBody,
    ): Promise<Booking> {
      const row = await repo().findById(id);
      if (!row || row.userId !== customer.id) throw new AppError('BOOKING_NOT_FOUND');
      const block = bookingEditBlock(row, 'User');
      if (block) throw new AppError(block);
      const now = deps.clock.now();
      assertBornBefore(body.customer.dateOfBirth, now);
      const columns = patientColumns(body.customer);
      if (Object.keys(columns).length === 0) return dto(row);
      // Guarded by the status in SQL: a booking confirmed or cancelled meanwhile is no longer editable.
      const updated = await repo().updatePatient(row.id, columns, now);
      if (!updated) throw new AppError('BOOKING_NOT_EDITABLE');
      return dto(updated);
    },
  };
}
