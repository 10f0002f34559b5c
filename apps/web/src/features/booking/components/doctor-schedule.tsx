import { lazy, useEffect, useMemo, useState } from 'react';
import {
  formatVnd,
  type Booking,
  type DaySchedule,
  type Doctor,
  type TimeSlot,
  formatWeekdayDate,
} from '@lumi/shared';
import { ClinicAntd } from '@/components/theme-scope/antd-island';
import { useRenderNow } from '@/lib/page-head';
import { CalendarIcon, WarningFilledIcon } from '@/components/icons';
import { createAttemptKeys } from '@/lib/attempt-key';
import { useGetDayScheduleQuery } from '../api/booking-api';
import { firstOpenDay, stripDays, stripStart, todayOf } from '../utils/schedule-strip';
import type { AttemptKeys, Refusal } from './booking-form';
import { DayStrip, SlotGrid } from './schedule-picker';
import styles from './booking.module.css';
import plain from './doctor-page.module.css';

// antd comes with the patient form (a slot chosen) and the confirmation, never with the page (issue 26).
const loadForm = () => import('./booking-form');
const BookingForm = lazy(loadForm);
const loadConfirmation = () => import('./booking-confirmation');
const BookingConfirmation = lazy(() =>
  loadConfirmation().then((module) => ({ default: module.BookingConfirmation })),
);

/**
 * 'Lịch khám' of the doctor page: a 7-day strip (closed days disabled, up to 60 days ahead), the chosen day's
 * slots from the server (taken and past ones disabled), the patient form, then the confirmation.
 */
export function DoctorSchedule({ doctor }: { doctor: Doctor }) {
  // The server's render instant while the page hydrates: the strip and its slots are the same on both sides.
  const now = new Date(useRenderNow()());
  const today = todayOf(now);
  const [week, setWeek] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` moves on every render; the strip is of its day
  const days = useMemo(() => stripDays(doctor, stripStart(today, week), now), [doctor, today, week]);
  const [chosenDate, setChosenDate] = useState<string | undefined>(undefined);
  const date = chosenDate && days.some((d) => d.date === chosenDate) ? chosenDate : firstOpenDay(days);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  // Held here, above the day and the form: a retry after switching days and back is still the same attempt.
  const [attemptKeys] = useState(() => createAttemptKeys('booking'));

  const moveWeek = (by: number) => {
    setWeek(week + by);
    setChosenDate(undefined);
    setSlot(null);
  };

  if (booked) {
    return (
      <ClinicAntd fallback={<div className={plain.formFallback} role="status" aria-label="Đang tải..." />}>
        <BookingConfirmation
          booking={booked}
          onAgain={() => {
            setBooked(null);
            setSlot(null);
          }}
        />
      </ClinicAntd>
    );
  }

  // The visitor's first touch or key in the schedule starts the form's download (a slot is likely next).
  const preloadForm = () => void loadForm();
  return (
    <div onPointerDown={preloadForm} onFocus={preloadForm}>
      <DayStrip
        days={days}
        today={today}
        week={week}
        date={date}
        onWeek={(next) => moveWeek(next - week)}
        onDate={(day) => {
          setChosenDate(day);
          setSlot(null);
        }}
      />
      {date && (
        <DaySlots
          key={date}
          doctor={doctor}
          date={date}
          expected={days.find((d) => d.date === date)}
          slot={slot}
          attemptKeys={attemptKeys}
          onSlot={setSlot}
          onBooked={(booking) => {
            attemptKeys.reset();
            setBooked(booking);
          }}
        />
      )}
    </div>
  );
}

function DaySlots({
  doctor,
  date,
  expected,
  slot,
  attemptKeys,
  onSlot,
  onBooked,
}: {
  doctor: Doctor;
  date: string;
  /** The day as the strip computed it (the clinic's hours, no bookings): its slots show while the server's come. */
  expected: DaySchedule | undefined;
  slot: TimeSlot | null;
  attemptKeys: AttemptKeys;
  onSlot: (slot: TimeSlot | null) => void;
  onBooked: (booking: Booking) => void;
}) {
  const { data, isFetching, isError, refetch } = useGetDayScheduleQuery({ doctorId: doctor._id, date });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const schedule = data && data.date === date ? data : undefined;
  const canBook = Boolean(
    slot && schedule?.timeSlots.some((s) => s.startTime === slot.startTime && s.isAvailable),
  );
  // The confirmation's code comes while the patient fills the form in.
  useEffect(() => {
    if (canBook) void loadConfirmation();
  }, [canBook]);

  // Until the server answers (and in the server's render, which does not ask), the slots the strip computed show
  // as the same buttons: the list has its final size (no shift), and a slot tapped meanwhile is kept; the form
  // waits for the server to say it is free.
  const loading = !schedule && !isError;
  const shown = schedule ?? (loading && expected?.isOpen ? expected : undefined);

  let body;
  if (!schedule && isError)
    body = (
      <div className={styles.notice} role="alert">
        Không tải được lịch khám.{' '}
        <button type="button" className={plain.linkButton} onClick={() => void refetch()}>
          Thử lại
        </button>
      </div>
    );
  else if (loading && !shown)
    body = (
      <p className={styles.notice} role="status" aria-label="Đang tải lịch khám...">
        &nbsp;
      </p>
    );
  else if (schedule && (!schedule.isOpen || schedule.timeSlots.length === 0))
    body = (
      <p className={styles.notice} role="status">
        {schedule.message ?? 'Bác sĩ không còn giờ khám trong ngày này, vui lòng chọn ngày khác.'}
      </p>
    );
  else if (shown)
    body = (
      <SlotGrid
        date={date}
        slots={shown.timeSlots}
        selected={slot}
        loading={loading}
        busy={isFetching}
        onSlot={(s) => {
          setRefusal(null);
          onSlot(s);
        }}
      />
    );

  return (
    <>
      {refusal && (
        <div className={`${plain.alert} ${refusal.slotTaken ? plain.alertWarning : ''}`} role="alert">
          <div className={plain.alertTitle}>
            <WarningFilledIcon />
            {refusal.message}
          </div>
          {refusal.slotTaken && <p>Danh sách giờ khám đã được cập nhật, mời bạn chọn giờ khác.</p>}
        </div>
      )}
      {body}
      {slot && canBook && (
        <section aria-label="Thông tin đặt lịch">
          <div className={styles.chosen}>
            <CalendarIcon /> Thời gian đã chọn:{' '}
            <strong>
              {slot.startTime} - {slot.endTime}, {formatWeekdayDate(date)}
            </strong>
            <div className={styles.muted}>
              Phí khám {formatVnd(doctor.fees)}, thanh toán tại phòng khám. Vui lòng điền đầy đủ thông tin bên
              dưới.
            </div>
          </div>
          <ClinicAntd
            fallback={<div className={plain.formFallback} role="status" aria-label="Đang tải..." />}
          >
            <BookingForm
              doctor={doctor}
              date={date}
              slot={slot}
              attemptKeys={attemptKeys}
              onBooked={onBooked}
              onRefused={(error) => {
                setRefusal(error);
                if (error.slotTaken) {
                  onSlot(null);
                  void refetch();
                }
              }}
            />
          </ClinicAntd>
        </section>
      )}
    </>
  );
}
