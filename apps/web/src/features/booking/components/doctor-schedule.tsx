import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import {
  formatVnd,
  type Booking,
  type CreateBookingBody,
  type Doctor,
  type TimeSlot,
  formatWeekdayDate,
  WEEKDAY_SHORT_NAMES,
  localDayOfWeek,
} from '@lumi/shared';
import { useAppSelector } from '@/app/store';
import { createAttemptKeys } from '@/lib/attempt-key';
import { asApiError } from '@/lib/query-error';
import { useCreateBookingMutation, useGetDayScheduleQuery } from '../api/booking-api';
import { dayMonth, firstOpenDay, hasNextWeek, stripDays, stripStart, todayOf } from '../utils/schedule-strip';
import { BookingConfirmation } from './booking-confirmation';
import { PatientFields, patientValuesOf, type PatientValues } from './patient-fields';
import { useSignInGate } from './sign-in-gate';
import styles from './booking.module.css';

type Refusal = { message: string; slotTaken: boolean };
type AttemptKeys = ReturnType<typeof createAttemptKeys>;

/**
 * 'Lịch khám' of the doctor page: a 7-day strip (closed days disabled, up to 60 days ahead), the chosen day's
 * slots from the server (taken and past ones disabled), the patient form, then the confirmation.
 */
export function DoctorSchedule({ doctor }: { doctor: Doctor }) {
  const now = new Date();
  const today = todayOf(now);
  const [week, setWeek] = useState(0);
  const days = useMemo(() => stripDays(doctor, stripStart(today, week), new Date()), [doctor, today, week]);
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
      <BookingConfirmation
        booking={booked}
        onAgain={() => {
          setBooked(null);
          setSlot(null);
        }}
      />
    );
  }

  return (
    <div>
      <div className={styles.strip}>
        <Button
          icon={<LeftOutlined />}
          aria-label="Tuần trước"
          disabled={week === 0}
          onClick={() => moveWeek(-1)}
        />
        <div className={styles.stripDays} role="group" aria-label="Chọn ngày khám">
          {days.map((day) => {
            const selected = day.date === date;
            const dayName = day.date === today ? 'Hôm nay' : WEEKDAY_SHORT_NAMES[localDayOfWeek(day.date)];
            return (
              <button
                key={day.date}
                type="button"
                className={`${styles.day} ${selected ? styles.daySelected : ''}`}
                disabled={!day.isOpen}
                data-date={day.date}
                aria-pressed={selected}
                // The name starts with what the button shows ('T2 30/11'), then the date in full.
                aria-label={`${dayName} ${dayMonth(day.date)} (${formatWeekdayDate(day.date)})${day.isOpen ? '' : ', nghỉ'}`}
                title={day.message}
                onClick={() => {
                  setChosenDate(day.date);
                  setSlot(null);
                }}
              >
                <span className={styles.dayName}>{dayName}</span>{' '}
                <span className={styles.dayDate}>{dayMonth(day.date)}</span>
              </button>
            );
          })}
        </div>
        <Button
          icon={<RightOutlined />}
          aria-label="Tuần sau"
          disabled={!hasNextWeek(today, week)}
          onClick={() => moveWeek(1)}
        />
      </div>
      {date && (
        <DaySlots
          key={date}
          doctor={doctor}
          date={date}
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
  slot,
  attemptKeys,
  onSlot,
  onBooked,
}: {
  doctor: Doctor;
  date: string;
  slot: TimeSlot | null;
  attemptKeys: AttemptKeys;
  onSlot: (slot: TimeSlot | null) => void;
  onBooked: (booking: Booking) => void;
}) {
  const { data, isFetching, isError, refetch } = useGetDayScheduleQuery({ doctorId: doctor._id, date });
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const schedule = data && data.date === date ? data : undefined;

  let body;
  if (!schedule && isFetching) body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (!schedule && isError)
    body = (
      <div className={styles.notice} role="alert">
        Không tải được lịch khám.{' '}
        <Button type="link" size="small" onClick={() => void refetch()}>
          Thử lại
        </Button>
      </div>
    );
  else if (schedule && (!schedule.isOpen || schedule.timeSlots.length === 0))
    body = (
      <p className={styles.notice} role="status">
        {schedule.message ?? 'Bác sĩ không còn giờ khám trong ngày này, vui lòng chọn ngày khác.'}
      </p>
    );
  else if (schedule)
    body = (
      <>
        <div
          className={styles.slots}
          role="group"
          aria-label={`Giờ khám ngày ${formatWeekdayDate(date)}`}
          aria-busy={isFetching}
        >
          {schedule.timeSlots.map((s) => {
            const selected = slot?.startTime === s.startTime;
            return (
              <button
                key={s.startTime}
                type="button"
                className={`${styles.slot} ${selected ? styles.slotSelected : ''}`}
                disabled={!s.isAvailable}
                aria-pressed={selected}
                aria-label={`${s.startTime} - ${s.endTime}${s.isAvailable ? '' : ' (đã kín)'}`}
                onClick={() => {
                  setRefusal(null);
                  onSlot(s);
                }}
              >
                {s.startTime} - {s.endTime}
              </button>
            );
          })}
        </div>
        <div className={styles.legend}>
          <span>Giờ gạch ngang: đã có người đặt hoặc đã qua (cần đặt trước ít nhất 2 giờ)</span>
        </div>
      </>
    );

  return (
    <>
      {refusal && (
        <Alert
          type={refusal.slotTaken ? 'warning' : 'error'}
          showIcon
          role="alert"
          style={{ marginTop: 16 }}
          title={refusal.message}
          description={
            refusal.slotTaken ? 'Danh sách giờ khám đã được cập nhật, mời bạn chọn giờ khác.' : undefined
          }
        />
      )}
      {body}
      {slot && schedule?.timeSlots.some((s) => s.startTime === slot.startTime && s.isAvailable) && (
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
      )}
    </>
  );
}

function BookingForm({
  doctor,
  date,
  slot,
  attemptKeys,
  onBooked,
  onRefused,
}: {
  doctor: Doctor;
  date: string;
  slot: TimeSlot;
  attemptKeys: AttemptKeys;
  onBooked: (booking: Booking) => void;
  onRefused: (refusal: Refusal) => void;
}) {
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
    <section aria-label="Thông tin đặt lịch">
      <div className={styles.chosen}>
        <CalendarOutlined /> Thời gian đã chọn:{' '}
        <strong>
          {slot.startTime} - {slot.endTime}, {formatWeekdayDate(date)}
        </strong>
        <div className={styles.muted}>
          Phí khám {formatVnd(doctor.fees)}, thanh toán tại phòng khám. Vui lòng điền đầy đủ thông tin bên
          dưới.
        </div>
      </div>
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
    </section>
  );
}
