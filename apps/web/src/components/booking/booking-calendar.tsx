import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Spin } from 'antd';
import {
  addLocalDays,
  BOOKING_STATUSES,
  BOOKING_STATUS_LABELS,
  formatLocalDate,
  localDayOfWeek,
  toLocalDate,
  type Booking,
  formatWeekdayDate,
  WEEKDAY_NAMES,
} from '@lumi/shared';
import styles from './booking-calendar.module.css';

export type CalendarMode = 'day' | 'week';

/** Minutes from midnight of 'HH:mm'. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const STEP = 15;
const ROW_PX = 18;
/** Hours shown even on an empty day, widened to the bookings' own. */
const DEFAULT_HOURS = { start: 7 * 60, end: 19 * 60 };

/** The Monday of `day`'s week. */
export function weekStart(day: string): string {
  return addLocalDays(day, 1 - localDayOfWeek(day));
}

/** The local days a calendar shows: `day` alone, or its week from Monday to Sunday. */
export function calendarDays(day: string, mode: CalendarMode): string[] {
  if (mode === 'day') return [day];
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_v, i) => addLocalDays(monday, i));
}

type Placed = { booking: Booking; top: number; height: number; lane: number; lanes: number };

/**
 * A day's bookings placed on the time grid: bookings that overlap (a cancelled one and the new booking of the
 * same slot) share the width side by side.
 */
export function placeBookings(bookings: readonly Booking[], gridStart: number): Placed[] {
  const sorted = [...bookings].sort(
    (a, b) => minutesOf(a.startTime) - minutesOf(b.startTime) || minutesOf(a.endTime) - minutesOf(b.endTime),
  );
  const placed: Placed[] = [];
  let group: Placed[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    const lanes = Math.max(1, ...group.map((p) => p.lane + 1));
    for (const p of group) p.lanes = lanes;
    group = [];
  };
  for (const booking of sorted) {
    const start = minutesOf(booking.startTime);
    const end = Math.max(minutesOf(booking.endTime), start + STEP);
    if (start >= groupEnd) closeGroup();
    const laneEnds = new Map<number, number>();
    for (const p of group) {
      const pEnd = Math.max(minutesOf(p.booking.endTime), minutesOf(p.booking.startTime) + STEP);
      laneEnds.set(p.lane, Math.max(laneEnds.get(p.lane) ?? -1, pEnd));
    }
    let lane = 0;
    while ((laneEnds.get(lane) ?? -1) > start) lane += 1;
    const item: Placed = {
      booking,
      top: ((start - gridStart) / STEP) * ROW_PX,
      height: ((end - start) / STEP) * ROW_PX,
      lane,
      lanes: 1,
    };
    group.push(item);
    placed.push(item);
    groupEnd = Math.max(groupEnd, end);
  }
  closeGroup();
  return placed;
}

type BookingCalendarProps = {
  bookings: readonly Booking[];
  mode: CalendarMode;
  /** The day shown, or any day of the week shown (local 'YYYY-MM-DD'). */
  day: string;
  loading: boolean;
  onChange: (change: { mode?: CalendarMode; day?: string }) => void;
  onOpen: (booking: Booking) => void;
};

/** A day or week time grid of bookings, coloured by status; a booking opens on click. */
export function BookingCalendar({ bookings, mode, day, loading, onChange, onOpen }: BookingCalendarProps) {
  const days = calendarDays(day, mode);
  const today = toLocalDate(new Date());
  const gridStart =
    Math.floor(Math.min(DEFAULT_HOURS.start, ...bookings.map((b) => minutesOf(b.startTime))) / 60) * 60;
  const gridEnd =
    Math.ceil(Math.max(DEFAULT_HOURS.end, ...bookings.map((b) => minutesOf(b.endTime))) / 60) * 60;
  const hours = Array.from({ length: (gridEnd - gridStart) / 60 }, (_v, i) => gridStart / 60 + i);
  const height = ((gridEnd - gridStart) / STEP) * ROW_PX;
  const step = mode === 'day' ? 1 : 7;
  const title =
    mode === 'day' ? formatWeekdayDate(day) : `${formatLocalDate(days[0]!)} – ${formatLocalDate(days[6]!)}`;

  return (
    <div className={styles.calendar}>
      <div className={styles.toolbar}>
        <Space wrap>
          <Button
            icon={<LeftOutlined />}
            aria-label={mode === 'day' ? 'Ngày trước' : 'Tuần trước'}
            onClick={() => onChange({ day: addLocalDays(day, -step) })}
          />
          <Button onClick={() => onChange({ day: today })}>Hôm nay</Button>
          <Button
            icon={<RightOutlined />}
            aria-label={mode === 'day' ? 'Ngày sau' : 'Tuần sau'}
            onClick={() => onChange({ day: addLocalDays(day, step) })}
          />
          <strong className={styles.title}>{title}</strong>
          {loading && <Spin size="small" />}
        </Space>
        <Segmented<CalendarMode>
          value={mode}
          onChange={(value) => onChange({ mode: value })}
          options={[
            { value: 'day', label: 'Ngày' },
            { value: 'week', label: 'Tuần' },
          ]}
        />
      </div>
      <div className={styles.legend}>
        {BOOKING_STATUSES.map((status) => (
          <span key={status} className={styles.legendItem}>
            <i className={`${styles.swatch} ${styles[status]}`} /> {BOOKING_STATUS_LABELS[status]}
          </span>
        ))}
      </div>
      <div className={styles.scroller}>
        <div
          className={styles.grid}
          style={{
            gridTemplateColumns: `56px repeat(${days.length}, minmax(${mode === 'day' ? 240 : 120}px, 1fr))`,
          }}
        >
          <div className={styles.corner} />
          {days.map((date) => (
            <div key={date} className={`${styles.dayHead} ${date === today ? styles.today : ''}`}>
              <button
                type="button"
                className={styles.dayButton}
                onClick={() => onChange({ mode: 'day', day: date })}
              >
                <span>{WEEKDAY_NAMES[localDayOfWeek(date)]}</span>
                <strong>{formatLocalDate(date).slice(0, 5)}</strong>
              </button>
            </div>
          ))}
          <div className={styles.hours} style={{ height }}>
            {hours.map((hour) => (
              <span
                key={hour}
                className={styles.hour}
                style={{ top: ((hour * 60 - gridStart) / STEP) * ROW_PX }}
              >
                {String(hour).padStart(2, '0')}:00
              </span>
            ))}
          </div>
          {days.map((date) => (
            <div
              key={date}
              className={styles.dayColumn}
              style={{ height, backgroundSize: `100% ${ROW_PX * 4}px` }}
              role="list"
              aria-label={`Lịch khám ${formatWeekdayDate(date)}`}
            >
              {placeBookings(
                bookings.filter((b) => b.date === date),
                gridStart,
              ).map(({ booking, top, height: itemHeight, lane, lanes }) => (
                <button
                  key={booking._id}
                  type="button"
                  role="listitem"
                  className={`${styles.event} ${styles[booking.status]}`}
                  style={{
                    top,
                    height: itemHeight,
                    left: `calc(${(lane / lanes) * 100}% + 2px)`,
                    width: `calc(${100 / lanes}% - 4px)`,
                  }}
                  title={`${booking.startTime} - ${booking.endTime} · ${booking.customer.name} · ${BOOKING_STATUS_LABELS[booking.status]}`}
                  aria-label={`${booking.startTime} - ${booking.endTime} ${booking.customer.name}, ${BOOKING_STATUS_LABELS[booking.status]}`}
                  onClick={() => onOpen(booking)}
                >
                  <span className={styles.eventTime}>
                    {booking.startTime} - {booking.endTime}
                  </span>
                  <span className={styles.eventName}>{booking.customer.name}</span>
                </button>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
