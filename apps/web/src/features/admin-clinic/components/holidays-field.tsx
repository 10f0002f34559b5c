import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatLocalDate, localDayOfWeek, toLocalDate } from '@lumi/shared';
import {
  HolidayCalendar,
  type HolidayCalendarDay,
  type HolidayTone,
} from '@/components/booking/holiday-calendar';
import styles from './admin-clinic.module.css';

/** A clinic day on the calendar: a holiday (red, as the reference marks them), a weekly closed day, an open day. */
const CLINIC_DAY = {
  holiday: { label: 'Ngày nghỉ', tone: 'holiday' },
  closed: { label: 'Đóng cửa', tone: 'closed' },
  open: { label: 'Mở cửa', tone: 'open' },
} as const satisfies Record<string, { label: string; tone: HolidayTone }>;

const LEGEND = [CLINIC_DAY.open, CLINIC_DAY.closed, CLINIC_DAY.holiday];

type HolidaysFieldProps = {
  /** antd Form control: local dates 'YYYY-MM-DD', kept sorted (past ones are kept as they are). */
  value?: string[];
  onChange?: (dates: string[]) => void;
  id?: string;
  /** The week being edited, Monday to Sunday: a day not open is shown closed. */
  workingHours?: readonly ({ isOpen?: boolean } | undefined)[];
  disabled?: boolean;
};

/**
 * 'Ngày nghỉ' of the clinic (reference §5.1): a month calendar with the open and closed weekdays of the hours being
 * edited and the holidays; a click on a day from today on adds or removes it. The upcoming holidays are listed below
 * with a remove button each.
 */
export function HolidaysField({ value = [], onChange, id, workingHours, disabled }: HolidaysFieldProps) {
  const today = toLocalDate(new Date());
  const isOpenOn = (date: string) => workingHours?.[localDayOfWeek(date) - 1]?.isOpen !== false;
  const dayOf = (date: string): HolidayCalendarDay => {
    const isHoliday = value.includes(date);
    const day = isHoliday ? CLINIC_DAY.holiday : isOpenOn(date) ? CLINIC_DAY.open : CLINIC_DAY.closed;
    return { ...day, isHoliday };
  };
  const toggle = (date: string) =>
    onChange?.(value.includes(date) ? value.filter((d) => d !== date) : [...value, date].sort());
  const upcoming = value.filter((date) => date >= today);

  return (
    <div>
      <HolidayCalendar
        id={id}
        today={today}
        dayOf={dayOf}
        onToggle={toggle}
        legend={LEGEND}
        disabled={disabled}
      />
      <div style={{ marginTop: 12 }}>
        {upcoming.length === 0 ? (
          <span className={styles.secondary}>Chưa có ngày nghỉ sắp tới</span>
        ) : (
          <ul className={styles.holidayList} aria-label="Các ngày nghỉ sắp tới">
            {upcoming.map((date) => (
              <li key={date} className={styles.holiday}>
                {formatLocalDate(date)}
                <Button
                  size="small"
                  type="text"
                  icon={<CloseOutlined />}
                  aria-label={`Bỏ ngày nghỉ ${formatLocalDate(date)}`}
                  onClick={() => onChange?.(value.filter((d) => d !== date))}
                  disabled={disabled}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
