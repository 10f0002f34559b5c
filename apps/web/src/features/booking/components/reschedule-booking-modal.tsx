import { Alert, Button, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import {
  BOOKING_RESCHEDULE_LIMIT,
  formatAppointment,
  formatWeekdayDate,
  localDaysBetween,
  type Booking,
  type TimeSlot,
} from '@lumi/shared';
import { notify } from '@/lib/notify';
import { asApiError } from '@/lib/query-error';
import { useGetDayScheduleQuery, useGetDoctorQuery, useRescheduleBookingMutation } from '../api/booking-api';
import { STRIP_DAYS, firstOpenDay, stripDays, stripStart, todayOf } from '../utils/schedule-strip';
import { doctorTitle } from '../utils/format';
import { DayStrip, SlotGrid } from './schedule-picker';
import styles from './booking.module.css';

/**
 * 'Đổi lịch' (issue 30): another free slot of the same doctor in three taps — open, a slot (the booking's own day is
 * shown first), confirm. The clinic's notice and the moves left are said first; a refusal shows here, and a slot taken
 * meanwhile refreshes the day.
 */
export function RescheduleBookingModal({
  booking,
  onClose,
}: {
  booking: Booking | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={booking !== null}
      title="Đổi lịch khám"
      footer={null}
      onCancel={onClose}
      width={720}
      destroyOnHidden
    >
      {booking && <Reschedule booking={booking} onDone={onClose} />}
    </Modal>
  );
}

function Reschedule({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const { data: doctor, isError } = useGetDoctorQuery(booking.doctor.slug);
  const [now] = useState(() => new Date());
  const today = todayOf(now);
  // The strip opens on the booking's own day: a visit is most often moved within its day or beside it.
  const [week, setWeek] = useState(() =>
    Math.max(0, Math.floor(localDaysBetween(today, booking.date) / STRIP_DAYS)),
  );
  const [chosenDate, setChosenDate] = useState<string | undefined>(booking.date);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reschedule, { isLoading: saving }] = useRescheduleBookingMutation();
  const days = doctor ? stripDays(doctor, stripStart(today, week), now) : [];
  const date = chosenDate && days.some((d) => d.date === chosenDate) ? chosenDate : firstOpenDay(days);
  const {
    data: schedule,
    isFetching,
    refetch,
  } = useGetDayScheduleQuery(
    { doctorId: booking.doctor._id, date: date ?? today },
    { skip: !doctor || !date },
  );
  const dayShown = schedule && schedule.date === date ? schedule : undefined;
  const left = BOOKING_RESCHEDULE_LIMIT - booking.rescheduleCount;

  const confirm = async () => {
    if (!slot || !date) return;
    const result = await reschedule({ id: booking._id, body: { date, startTime: slot.startTime } });
    if ('data' in result && result.data) {
      notify.success(`Đã đổi lịch sang ${result.data.startTime}, ${formatWeekdayDate(result.data.date)}`);
      onDone();
      return;
    }
    const error = asApiError(result.error);
    setRefusal(error?.message ?? 'Không thể đổi lịch, vui lòng thử lại');
    if (error?.code === 'BOOKING_SLOT_TAKEN') {
      setSlot(null);
      void refetch();
    }
  };

  return (
    <div className={styles.reschedule}>
      <p>
        Lịch hiện tại: <strong>{formatAppointment(booking)}</strong> với {doctorTitle(booking.doctor.name)}.
      </p>
      <p className={styles.muted}>
        Bạn có thể đổi lịch trước giờ khám ít nhất {booking.clinic.rescheduleNoticeHours} giờ, tối đa{' '}
        {BOOKING_RESCHEDULE_LIMIT} lần (còn {left} lần). Mã lịch khám giữ nguyên.
      </p>
      {refusal && <Alert type="warning" showIcon title={refusal} className={styles.rescheduleAlert} />}
      {isError ? (
        <Alert type="error" showIcon title="Không tải được lịch làm việc của bác sĩ, vui lòng thử lại" />
      ) : !doctor ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          <DayStrip
            days={days}
            today={today}
            week={week}
            date={date}
            onWeek={(next) => {
              setWeek(next);
              setChosenDate(undefined);
              setSlot(null);
            }}
            onDate={(day) => {
              setChosenDate(day);
              setSlot(null);
              setRefusal(null);
            }}
          />
          {date && dayShown && dayShown.isOpen && dayShown.timeSlots.length > 0 ? (
            <SlotGrid
              date={date}
              slots={dayShown.timeSlots}
              selected={slot}
              busy={isFetching}
              current={booking.date === date ? booking.startTime : undefined}
              onSlot={(s) => {
                setRefusal(null);
                setSlot(s);
              }}
            />
          ) : dayShown ? (
            <p className={styles.notice} role="status">
              {dayShown.message ?? 'Bác sĩ không còn giờ khám trong ngày này, vui lòng chọn ngày khác.'}
            </p>
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )}
        </>
      )}
      <div className={styles.rescheduleFooter}>
        <span>
          {slot && date ? (
            <>
              Lịch mới:{' '}
              <strong>
                {slot.startTime} - {slot.endTime}, {formatWeekdayDate(date)}
              </strong>
            </>
          ) : (
            'Chọn một giờ khám còn trống'
          )}
        </span>
        <Button type="primary" size="large" disabled={!slot} loading={saving} onClick={() => void confirm()}>
          Xác nhận đổi lịch
        </Button>
      </div>
    </div>
  );
}
