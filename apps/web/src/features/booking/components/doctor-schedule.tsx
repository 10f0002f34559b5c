import { lazy, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatVnd,
  type Booking,
  type DaySchedule,
  type Doctor,
  type TimeSlot,
  formatWeekdayDate,
  BOOKING_HORIZON_DAYS,
  isCalendarDate,
  localDaysBetween,
} from '@lumi/shared';
import { ClinicAntd } from '@/components/theme-scope/antd-island';
import { useRenderNow } from '@/lib/page-head';
import { CalendarIcon, WarningFilledIcon } from '@/components/icons';
import { createAttemptKeys } from '@/lib/attempt-key';
import { useGetDayScheduleQuery } from '../api/booking-api';
import { STRIP_DAYS, firstOpenDay, stripDays, stripStart, todayOf } from '../utils/schedule-strip';
import type { AttemptKeys, Refusal } from './booking-form';
import { DayStrip, SlotGrid } from './schedule-picker';
import { WaitlistJoin } from './waitlist-join';
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
 * The slot a link asks for (`?date=YYYY-MM-DD&time=HH:mm`, a waitlist offer's): a day from today to the horizon.
 */
export function askedSlot(
  params: URLSearchParams,
  today: string,
): { date: string; time: string | null } | null {
  const date = params.get('date');
  if (!date || !isCalendarDate(date)) return null;
  const ahead = localDaysBetween(today, date);
  if (ahead < 0 || ahead > BOOKING_HORIZON_DAYS) return null;
  const time = params.get('time');
  return { date, time: time && /^\d{2}:\d{2}$/.test(time) ? time : null };
}

/**
 * 'Lịch khám' of the doctor page: a 7-day strip (closed days disabled, up to 60 days ahead), the chosen day's
 * slots from the server (taken and past ones disabled), the patient form, then the confirmation.
 */
export function DoctorSchedule({ doctor }: { doctor: Doctor }) {
  // The server's render instant while the page hydrates: the strip and its slots are the same on both sides.
  const now = new Date(useRenderNow()());
  const today = todayOf(now);
  // A link to a slot (a waitlist offer) opens its day with it chosen, once it shows as free.
  const [params] = useSearchParams();
  const [asked, setAsked] = useState(() => askedSlot(params, today));
  // The asked start the server showed taken: said above the slots until another is chosen.
  const [askedGone, setAskedGone] = useState<string | null>(null);
  const [week, setWeek] = useState(() =>
    asked ? Math.floor(localDaysBetween(today, asked.date) / STRIP_DAYS) : 0,
  );
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` moves on every render; the strip is of its day
  const days = useMemo(() => stripDays(doctor, stripStart(today, week), now), [doctor, today, week]);
  const [chosenDate, setChosenDate] = useState<string | undefined>(asked?.date);
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
          wanted={asked?.date === date ? asked.time : null}
          onWanted={(found) => {
            if (found) setSlot(found);
            else setAskedGone(asked?.time ?? null);
            setAsked((a) => a && { ...a, time: null });
          }}
          askedGone={askedGone}
          now={now}
          slot={slot}
          attemptKeys={attemptKeys}
          onSlot={(chosen) => {
            setAskedGone(null);
            setSlot(chosen);
          }}
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
  wanted,
  onWanted,
  askedGone,
  now,
  slot,
  attemptKeys,
  onSlot,
  onBooked,
}: {
  doctor: Doctor;
  date: string;
  /** The start a link asked for: chosen when the server shows it free, else said to be taken. */
  wanted: string | null;
  /** Told once the server's slots came: the asked slot if free, else null. */
  onWanted: (slot: TimeSlot | null) => void;
  askedGone: string | null;
  now: Date;
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
  useEffect(() => {
    if (schedule && wanted)
      onWanted(schedule.timeSlots.find((s) => s.startTime === wanted && s.isAvailable) ?? null);
  }, [schedule, wanted, onWanted]);
  const shownRefusal: Refusal | null =
    refusal ?? (askedGone ? { message: `Đã có người đặt giờ ${askedGone}`, slotTaken: true } : null);
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
      {shownRefusal && (
        <div className={`${plain.alert} ${shownRefusal.slotTaken ? plain.alertWarning : ''}`} role="alert">
          <div className={plain.alertTitle}>
            <WarningFilledIcon />
            {shownRefusal.message}
          </div>
          {shownRefusal.slotTaken && <p>Danh sách giờ khám đã được cập nhật, mời bạn chọn giờ khác.</p>}
        </div>
      )}
      {body}
      {schedule && <WaitlistJoin doctor={doctor} schedule={schedule} now={now} />}
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
