import { describe, expect, it } from 'vitest';
import { bookingNotice, customerBookingLink, doctorBookingLink } from './booking-notices';

const booking = {
  _id: 'b1',
  code: 'BK7K2M9QX4TB',
  date: '2026-12-07',
  startTime: '17:00',
  customer: { name: 'Nguyễn Thị Hòa' },
  doctor: { name: 'BS. Lâm Thị Cẩm Tú' },
};

describe('bookingNotice (api-contract §3.12 BOOKING)', () => {
  it('tells the doctor of a new booking, with the patient, the local day and time and the code', () => {
    expect(bookingNotice({ kind: 'created' }, booking)).toEqual({
      to: 'Doctor',
      title: '🏥 Lịch khám mới',
      content: 'Bệnh nhân Nguyễn Thị Hòa đã đặt lịch khám ngày 07/12/2026 lúc 17:00 (mã BK7K2M9QX4TB)',
      link: '/doctor-owner?tab=bookings&id=b1',
    });
  });

  it('tells the customer of a confirmation and a completion, whoever made them', () => {
    expect(bookingNotice({ kind: 'confirmed', by: 'Clinic' }, booking)).toMatchObject({
      to: 'User',
      title: '✅ Lịch khám đã được xác nhận',
      link: '/booking-detail/b1',
    });
    expect(bookingNotice({ kind: 'completed', by: 'Doctor' }, booking)).toMatchObject({
      to: 'User',
      title: '🎉 Hoàn thành lịch khám',
    });
  });

  it('tells the other side of a cancellation, with the reason', () => {
    const byCustomer = bookingNotice({ kind: 'cancelled', by: 'User', reason: 'Bận việc' }, booking);
    expect(byCustomer.to).toBe('Doctor');
    expect(byCustomer.content).toContain('Lý do: Bận việc');
    const byDoctor = bookingNotice({ kind: 'cancelled', by: 'Doctor', reason: 'Bác sĩ nghỉ ốm' }, booking);
    expect(byDoctor.to).toBe('User');
    expect(byDoctor.content).toContain('BS. Lâm Thị Cẩm Tú');
    expect(byDoctor.content).toContain('Lý do: Bác sĩ nghỉ ốm');
  });

  it("tells the doctor of the customer's move, from where to where", () => {
    const moved = bookingNotice(
      { kind: 'rescheduled', by: 'User', fromDate: '2030-03-04', fromTime: '08:00' },
      booking,
    );
    expect(moved).toMatchObject({
      to: 'Doctor',
      title: '📅 Lịch khám đã được đổi giờ',
      link: '/doctor-owner?tab=bookings&id=b1',
    });
    expect(moved.content).toContain('từ ngày 04/03/2030 lúc 08:00 sang ngày');
  });

  it('links the doctor to the doctor page and the customer to the booking detail', () => {
    expect(doctorBookingLink('b1')).toBe('/doctor-owner?tab=bookings&id=b1');
    expect(customerBookingLink('b1')).toBe('/booking-detail/b1');
  });
});
