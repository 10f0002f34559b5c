import { App, Drawer, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { SUCCESS, type Booking, type StaffBookingStatusBody } from '@lumi/shared';
import { BookingDetailBody } from '@/components/booking/booking-detail-body';
import { StaffBookingActions } from '@/components/booking/staff-booking-actions';
import { useGetDoctorBookingQuery, useUpdateDoctorBookingStatusMutation } from '../../api/doctor-api';

/** The booking's call button (features/call), composed by the route. */
export type RenderDoctorCall = (booking: Booking) => ReactNode;

type BookingDrawerProps = {
  bookingId: string | undefined;
  onClose: () => void;
  renderCall?: RenderDoctorCall | undefined;
  /** 'Gợi ý liệu trình' (features/routines), composed by the route. */
  renderRecommend?: RenderDoctorCall | undefined;
  /** The patient's 'Hồ sơ da' (features/skin), composed by the route. */
  renderSkin?: RenderDoctorCall | undefined;
};

/** One booking (`GET /bookings/detail-doctor/{id}`) with the moves the doctor may make now. */
export function BookingDrawer({
  bookingId,
  onClose,
  renderCall,
  renderRecommend,
  renderSkin,
}: BookingDrawerProps) {
  const query = useGetDoctorBookingQuery(bookingId ?? '', { skip: !bookingId });
  const booking = query.currentData;
  const move = useDoctorBookingMove();

  return (
    <Drawer
      open={bookingId !== undefined}
      onClose={onClose}
      title={booking ? `Lịch khám ${booking.code}` : 'Chi tiết lịch khám'}
      size="min(560px, 100vw)"
      extra={booking && renderRecommend ? renderRecommend(booking) : null}
      footer={
        booking ? (
          <StaffBookingActions
            booking={booking}
            actor="Doctor"
            now={new Date()}
            onMove={(body) => move(booking._id, body)}
          />
        ) : null
      }
    >
      {query.isError ? (
        <Result
          status="warning"
          title="Không tìm thấy lịch khám"
          subTitle="Lịch khám không tồn tại hoặc không thuộc về bạn."
        />
      ) : booking ? (
        <>
          {renderCall && booking.status === 'confirmed' && (
            <div style={{ marginBottom: 16 }}>{renderCall(booking)}</div>
          )}
          <BookingDetailBody booking={booking} />
          {renderSkin && <div style={{ marginTop: 20 }}>{renderSkin(booking)}</div>}
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Drawer>
  );
}

/** `PUT /bookings/by-doctor/status/{id}`; the server's refusal is shown by the API layer. */
export function useDoctorBookingMove() {
  const { message } = App.useApp();
  const [updateStatus] = useUpdateDoctorBookingStatusMutation();
  return async (id: string, body: StaffBookingStatusBody) => {
    const result = await updateStatus({ id, body }).unwrap();
    void message.success(result.message ?? SUCCESS.bookingStatusUpdated);
  };
}
