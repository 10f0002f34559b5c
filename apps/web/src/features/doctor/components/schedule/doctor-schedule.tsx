import { DeleteOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, DatePicker, Segmented, Select, Switch } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import {
  addLocalDays,
  DAY_CLOSED_MESSAGES,
  DOCTOR_DURATIONS,
  type Doctor,
  type DoctorDuration,
  type WorkingDay,
  formatWeekdayDate,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type Weekday,
} from '@lumi/shared';
import { useAppDispatch } from '@/lib/store';
import { HolidayCalendar, type HolidayCalendarDay } from '@/components/booking/holiday-calendar';
import { doctorLoaded } from '@/lib/auth-slice';
import { isApiError } from '@/lib/errors';
import { useListDoctorBookingsBetweenQuery, useUpdateDoctorScheduleMutation } from '../../api/doctor-api';
import {
  clinicDay,
  HOLIDAY_DAY_LABELS,
  HOLIDAY_DAY_TONES,
  holidayDayState,
  initialScheduleForm,
  nextRange,
  previewDay,
  scheduleErrors,
  timeOptions,
  todayLocal,
  toScheduleBody,
  type ScheduleForm,
  type TimeRange,
} from '../../utils/schedule-form';
import styles from '../doctor.module.css';

const SLOT_STATE_LABELS = {
  available: 'Còn trống',
  taken: 'Đã có lịch',
  too_soon: 'Quá gần giờ khám',
} as const;

function clinicHoursText(open: WorkingDay | undefined): string {
  if (!open?.isOpen) return 'Phòng khám đóng cửa';
  const pause = open.breakTime ? `, nghỉ ${open.breakTime.start} - ${open.breakTime.end}` : '';
  return `Phòng khám: ${open.startTime} - ${open.endTime}${pause}`;
}

/**
 * 'Lịch làm việc' (reference §5.2, decision 21): the weekly ranges inside the clinic's hours, the slot length, the
 * holidays on a month calendar, and a preview of the slots customers will see, computed from the unsaved form.
 */
export function DoctorSchedule({ doctor }: { doctor: Doctor }) {
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const initial = useMemo(() => initialScheduleForm(doctor), [doctor]);
  const [form, setForm] = useState<ScheduleForm>(initial);
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateDoctorScheduleMutation();
  const today = todayLocal();
  const hours = doctor.clinic.workingHours;
  const errors = scheduleErrors(form, hours);
  const hasErrors = Object.keys(errors).length > 0;
  const isDirty =
    JSON.stringify(toScheduleBody(form, today)) !== JSON.stringify(toScheduleBody(initial, today));

  const change = (update: (current: ScheduleForm) => ScheduleForm) => {
    setServerError(null);
    setForm(update);
  };
  const changeDay = (
    day: Weekday,
    update: (current: ScheduleForm['days'][Weekday]) => ScheduleForm['days'][Weekday],
  ) => change((current) => ({ ...current, days: { ...current.days, [day]: update(current.days[day]) } }));
  const changeRange = (day: Weekday, index: number, range: Partial<TimeRange>) =>
    changeDay(day, (current) => ({
      ...current,
      ranges: current.ranges.map((r, i) => (i === index ? { ...r, ...range } : r)),
    }));
  const toggleHoliday = (date: string) =>
    change((current) => ({
      ...current,
      holidays: current.holidays.includes(date)
        ? current.holidays.filter((d) => d !== date)
        : [...current.holidays, date].sort(),
    }));

  const onSave = async () => {
    setServerError(null);
    try {
      const result = await save({ id: doctor._id, body: toScheduleBody(form, today) }).unwrap();
      dispatch(doctorLoaded(result.data));
      void message.success('Lịch làm việc đã được cập nhật');
    } catch (failure) {
      setServerError(isApiError(failure) ? failure.message : 'Không thể lưu lịch làm việc, vui lòng thử lại');
    }
  };

  return (
    <div className={styles.content}>
      <section className={styles.card} aria-labelledby="doctor-schedule-title">
        <div className={styles.cardHead}>
          <div>
            <h1 id="doctor-schedule-title" className={styles.cardTitle}>
              Lịch làm việc
            </h1>
            <p className={styles.cardText}>
              Khách hàng chỉ đặt được các khung giờ nằm trong lịch làm việc và giờ mở cửa của phòng khám. Lịch
              đã đặt giữ nguyên khi bạn thay đổi.
            </p>
          </div>
          <div className={styles.actions}>
            <Button onClick={() => change(() => initial)} disabled={!isDirty || isLoading}>
              Hoàn tác
            </Button>
            <Button
              type="primary"
              onClick={() => void onSave()}
              loading={isLoading}
              disabled={!isDirty || hasErrors}
            >
              Lưu lịch làm việc
            </Button>
          </div>
        </div>
        {serverError && (
          <Alert type="error" showIcon title={serverError} className={styles.alert} role="alert" />
        )}
        <div className={styles.scheduleSettings}>
          <label className={styles.inlineField}>
            <span>Thời lượng mỗi ca khám</span>
            <Segmented<DoctorDuration>
              aria-label="Thời lượng mỗi ca khám"
              value={form.duration}
              onChange={(duration) => change((current) => ({ ...current, duration }))}
              options={DOCTOR_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} phút` }))}
            />
          </label>
          <label className={styles.inlineField}>
            <Switch
              checked={form.followClinic}
              onChange={(followClinic) => change((current) => ({ ...current, followClinic }))}
              aria-label="Làm việc theo giờ mở cửa của phòng khám"
            />
            <span>Làm việc theo giờ mở cửa của phòng khám</span>
          </label>
        </div>
        <ul className={styles.week} aria-label="Lịch làm việc trong tuần">
          {WEEKDAYS.map((weekday) => {
            const open = clinicDay(hours, weekday);
            const day = form.days[weekday];
            const options = timeOptions(open).map((t) => ({ value: t, label: t }));
            const isWorking = form.followClinic ? Boolean(open?.isOpen) : day.isActive;
            return (
              <li key={weekday} className={styles.weekDay} aria-label={WEEKDAY_NAMES[weekday]}>
                <div className={styles.weekDayHead}>
                  <strong>{WEEKDAY_NAMES[weekday]}</strong>
                  <span className={styles.muted}>{clinicHoursText(open)}</span>
                </div>
                {form.followClinic ? (
                  <span className={isWorking ? undefined : styles.muted}>
                    {isWorking ? `${open!.startTime} - ${open!.endTime}` : 'Không có lịch khám'}
                  </span>
                ) : (
                  <div className={styles.ranges}>
                    <Checkbox
                      checked={!day.isActive}
                      disabled={!open?.isOpen}
                      onChange={(event) =>
                        changeDay(weekday, (current) => ({
                          isActive: !event.target.checked,
                          ranges:
                            !event.target.checked && current.ranges.length === 0
                              ? [nextRange([], open)]
                              : current.ranges,
                        }))
                      }
                    >
                      Ngày nghỉ
                    </Checkbox>
                    {day.isActive &&
                      day.ranges.map((range, index) => (
                        <div key={index} className={styles.range}>
                          <Select
                            size="small"
                            aria-label={`${WEEKDAY_NAMES[weekday]}: bắt đầu khung ${index + 1}`}
                            value={range.start}
                            options={options}
                            onChange={(start) => changeRange(weekday, index, { start })}
                            style={{ width: 92 }}
                          />
                          <span>–</span>
                          <Select
                            size="small"
                            aria-label={`${WEEKDAY_NAMES[weekday]}: kết thúc khung ${index + 1}`}
                            value={range.end}
                            options={options}
                            onChange={(end) => changeRange(weekday, index, { end })}
                            style={{ width: 92 }}
                          />
                          <Button
                            size="small"
                            type="text"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`${WEEKDAY_NAMES[weekday]}: xóa khung ${index + 1}`}
                            onClick={() =>
                              changeDay(weekday, (current) => ({
                                ...current,
                                ranges: current.ranges.filter((_r, i) => i !== index),
                              }))
                            }
                          />
                        </div>
                      ))}
                    {day.isActive && open?.isOpen && (
                      <Button
                        size="small"
                        type="dashed"
                        icon={<PlusOutlined />}
                        onClick={() =>
                          changeDay(weekday, (current) => ({
                            ...current,
                            ranges: [...current.ranges, nextRange(current.ranges, open)],
                          }))
                        }
                      >
                        Thêm khung giờ
                      </Button>
                    )}
                    {errors[weekday] && (
                      <span className={styles.fieldError} role="alert">
                        {errors[weekday]}
                      </span>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <div className={styles.scheduleColumns}>
        <DoctorHolidays form={form} doctor={doctor} today={today} onToggle={toggleHoliday} />
        <SlotPreview form={form} doctor={doctor} today={today} />
      </div>
    </div>
  );
}

/** The legend of the doctor's calendar, in the reference's words. */
const HOLIDAY_LEGEND = (['working', 'doctor', 'clinic', 'both'] as const).map((state) => ({
  tone: HOLIDAY_DAY_TONES[state],
  label: HOLIDAY_DAY_LABELS[state],
}));

function DoctorHolidays({
  form,
  doctor,
  today,
  onToggle,
}: {
  form: ScheduleForm;
  doctor: Doctor;
  today: string;
  onToggle: (date: string) => void;
}) {
  const dayOf = (date: string): HolidayCalendarDay => {
    const state = holidayDayState(form, doctor, date);
    return {
      label: HOLIDAY_DAY_LABELS[state],
      tone: HOLIDAY_DAY_TONES[state],
      isHoliday: form.holidays.includes(date),
    };
  };
  return (
    <section className={styles.card} aria-labelledby="doctor-holidays-title">
      <div className={styles.cardHead}>
        <div>
          <h2 id="doctor-holidays-title" className={styles.cardTitle}>
            Ngày nghỉ
          </h2>
          <p className={styles.cardText}>Bấm vào một ngày để đánh dấu hoặc bỏ ngày nghỉ của bạn, rồi lưu.</p>
        </div>
      </div>
      <HolidayCalendar today={today} dayOf={dayOf} onToggle={onToggle} legend={HOLIDAY_LEGEND} />
    </section>
  );
}

function SlotPreview({ form, doctor, today }: { form: ScheduleForm; doctor: Doctor; today: string }) {
  const [date, setDate] = useState(addLocalDays(today, 1));
  const bookings = useListDoctorBookingsBetweenQuery({ fromDate: date, toDate: date });
  const plan = previewDay(form, doctor, date, bookings.data ?? [], new Date());
  const available = plan.slots.filter((slot) => slot.state === 'available').length;
  return (
    <section className={styles.card} aria-labelledby="doctor-preview-title">
      <div className={styles.cardHead}>
        <div>
          <h2 id="doctor-preview-title" className={styles.cardTitle}>
            Xem trước khung giờ
          </h2>
          <p className={styles.cardText}>Các khung giờ khách hàng sẽ thấy với lịch đang chỉnh (chưa lưu).</p>
        </div>
      </div>
      <div className={styles.monthNav}>
        <Button
          icon={<LeftOutlined />}
          aria-label="Ngày trước"
          onClick={() => setDate(addLocalDays(date, -1))}
        />
        <DatePicker
          allowClear={false}
          format="DD/MM/YYYY"
          value={dayjs(date)}
          onChange={(value) => value && setDate(value.format('YYYY-MM-DD'))}
          aria-label="Ngày xem trước"
        />
        <Button
          icon={<RightOutlined />}
          aria-label="Ngày sau"
          onClick={() => setDate(addLocalDays(date, 1))}
        />
      </div>
      <p className={styles.previewDay}>{formatWeekdayDate(date)}</p>
      {plan.closedReason ? (
        <Alert type="info" showIcon role="status" title={DAY_CLOSED_MESSAGES[plan.closedReason]} />
      ) : (
        <>
          <p className={styles.muted} aria-live="polite">
            {plan.slots.length} khung giờ, {available} còn trống
          </p>
          <ul className={styles.previewSlots} aria-label="Khung giờ xem trước">
            {plan.slots.map((slot) => (
              <li
                key={slot.startTime}
                className={`${styles.previewSlot} ${styles[`slot_${slot.state}`]}`}
                title={SLOT_STATE_LABELS[slot.state]}
              >
                {slot.startTime} - {slot.endTime}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
