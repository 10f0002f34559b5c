import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { formatLocalDate, WEEKDAY_SHORT_NAMES, WEEKDAYS } from '@lumi/shared';
import { addMonths, monthGrid, monthOf, monthTitle } from './month-grid';
import styles from './holiday-calendar.module.css';

/** How a day is coloured: see the tones of `holiday-calendar.module.css`. */
export type HolidayTone = 'open' | 'own' | 'closed' | 'holiday' | 'off';

/** One day of the calendar: its label ('Có lịch', 'Nghỉ lễ'…), its colour and whether it is a chosen day off. */
export type HolidayCalendarDay = { label: string; tone: HolidayTone; isHoliday: boolean };

type HolidayCalendarProps = {
  /** Today's local date: earlier days are shown but cannot be changed; the calendar opens on its month. */
  today: string;
  /** The state of a local day with the unsaved choice. */
  dayOf: (date: string) => HolidayCalendarDay;
  /** A click on a day from today on: mark it as a day off or take it back. */
  onToggle: (date: string) => void;
  /** The meaning of the colours, in the order shown. */
  legend?: readonly { tone: HolidayTone; label: string }[];
  disabled?: boolean;
  id?: string;
};

/** The grid's days in weeks of seven (the last one may be shorter). */
function weeksOf(days: (string | null)[]): (string | null)[][] {
  return Array.from({ length: Math.ceil(days.length / 7) }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/**
 * A month of days off (reference §5.1 'Ngày nghỉ', §5.2 ManageSchedule): each day a toggle button named by its date and
 * state ('20/03/2026: Nghỉ') in a cell of an ARIA grid (a row per week), a click toggles it. The doctor's schedule and the clinic's information share it, each with its own labels.
 */
export function HolidayCalendar({ today, dayOf, onToggle, legend, disabled, id }: HolidayCalendarProps) {
  const [month, setMonth] = useState(monthOf(today));
  const title = monthTitle(month);
  return (
    <div className={styles.calendar} id={id}>
      <div className={styles.nav}>
        <Button
          icon={<LeftOutlined />}
          aria-label="Tháng trước"
          onClick={() => setMonth(addMonths(month, -1))}
        />
        <strong aria-live="polite">{title}</strong>
        <Button
          icon={<RightOutlined />}
          aria-label="Tháng sau"
          onClick={() => setMonth(addMonths(month, 1))}
        />
      </div>
      <div className={styles.grid} role="grid" aria-label={title}>
        <div className={styles.row} role="row">
          {WEEKDAYS.map((weekday) => WEEKDAY_SHORT_NAMES[weekday]).map((head) => (
            <span key={head} className={styles.head} role="columnheader">
              {head}
            </span>
          ))}
        </div>
        {weeksOf(monthGrid(month)).map((week) => (
          <div key={week.find(Boolean)} className={styles.row} role="row">
            {week.map((date, index) => {
              if (!date) return <span key={`pad-${index}`} role="gridcell" />;
              const day = dayOf(date);
              // The name is the text: the whole date (for a screen reader only) then the state shown.
              return (
                <span key={date} className={styles.cell} role="gridcell">
                  <button
                    type="button"
                    className={`${styles.day} ${styles[`tone_${day.tone}`]} ${date === today ? styles.today : ''}`}
                    disabled={disabled || date < today}
                    aria-pressed={day.isHoliday}
                    onClick={() => onToggle(date)}
                  >
                    <span className={styles.dayNumber} aria-hidden="true">
                      {Number(date.slice(8))}
                    </span>
                    <span className="visually-hidden">{`${formatLocalDate(date)}: `}</span>
                    <span className={styles.dayLabel}>{day.label}</span>
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {legend && legend.length > 0 && (
        <ul className={styles.legend} aria-label="Chú thích">
          {legend.map((item) => (
            <li key={item.tone} className={styles.legendItem}>
              <span className={`${styles.swatch} ${styles[`tone_${item.tone}`]}`} aria-hidden />
              {item.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
