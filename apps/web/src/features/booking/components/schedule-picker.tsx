import {
  WEEKDAY_SHORT_NAMES,
  formatWeekdayDate,
  localDayOfWeek,
  type DaySchedule,
  type TimeSlot,
} from '@lumi/shared';
import { LeftIcon, RightIcon } from '@/components/icons';
import { dayMonth, hasNextWeek } from '../utils/schedule-strip';
import styles from './booking.module.css';
import plain from './doctor-page.module.css';

/**
 * The 7-day strip of a doctor's schedule (closed days disabled, weeks up to 60 days ahead): the doctor page's
 * 'Lịch khám' and the customer's 'Đổi lịch' both choose a day with it.
 */
export function DayStrip({
  days,
  today,
  week,
  date,
  onWeek,
  onDate,
}: {
  days: DaySchedule[];
  today: string;
  week: number;
  date: string | undefined;
  onWeek: (week: number) => void;
  onDate: (date: string) => void;
}) {
  return (
    <div className={styles.strip}>
      <button
        type="button"
        className={plain.navButton}
        aria-label="Tuần trước"
        disabled={week === 0}
        onClick={() => onWeek(week - 1)}
      >
        <LeftIcon />
      </button>
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
              onClick={() => onDate(day.date)}
            >
              <span className={styles.dayName}>{dayName}</span>{' '}
              <span className={styles.dayDate}>{dayMonth(day.date)}</span>
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className={plain.navButton}
        aria-label="Tuần sau"
        disabled={!hasNextWeek(today, week)}
        onClick={() => onWeek(week + 1)}
      >
        <RightIcon />
      </button>
    </div>
  );
}

/**
 * A day's slots as buttons (taken and past ones disabled); `loading` dims the free ones while the server's answer
 * comes, `current` marks the slot a booking being moved holds now.
 */
export function SlotGrid({
  date,
  slots,
  selected,
  loading = false,
  busy = false,
  current,
  onSlot,
}: {
  date: string;
  slots: TimeSlot[];
  selected: TimeSlot | null;
  loading?: boolean;
  busy?: boolean;
  current?: string;
  onSlot: (slot: TimeSlot) => void;
}) {
  return (
    <>
      <div
        className={`${styles.slots} ${loading ? plain.slotsLoading : ''}`}
        role="group"
        aria-label={`Giờ khám ngày ${formatWeekdayDate(date)}`}
        aria-busy={loading || busy}
      >
        {slots.map((s) => {
          const isSelected = selected?.startTime === s.startTime;
          const isCurrent = current === s.startTime;
          return (
            <button
              key={s.startTime}
              type="button"
              className={`${styles.slot} ${isSelected ? styles.slotSelected : ''}`}
              disabled={!s.isAvailable}
              aria-pressed={isSelected}
              aria-label={`${s.startTime} - ${s.endTime}${isCurrent ? ' (lịch hiện tại)' : s.isAvailable ? '' : ' (đã kín)'}`}
              onClick={() => onSlot(s)}
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
}
