import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HolidayCalendar, type HolidayCalendarDay } from './holiday-calendar';
import { addMonths, monthGrid, monthOf, monthTitle } from './month-grid';

describe('the month grid', () => {
  it('lays a month out from Monday and moves by months across years', () => {
    const grid = monthGrid('2026-03');
    expect(grid.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(grid.at(-1)).toBe('2026-03-31');
    expect(grid.filter(Boolean)).toHaveLength(31);
    expect(monthGrid('2026-02').filter(Boolean)).toHaveLength(28);
    expect(monthOf('2026-03-18')).toBe('2026-03');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 13)).toBe('2027-04');
    expect(monthTitle('2026-03')).toBe('Tháng 3/2026');
  });
});

const TODAY = '2026-03-18'; // a Wednesday

/** A calendar whose days off are kept in state, closed on Sundays. */
function Harness({ initial = [] as string[] }) {
  const [holidays, setHolidays] = useState(initial);
  const dayOf = (date: string): HolidayCalendarDay => {
    if (holidays.includes(date)) return { label: 'Nghỉ', tone: 'holiday', isHoliday: true };
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0)
      return { label: 'Đóng cửa', tone: 'closed', isHoliday: false };
    return { label: 'Mở cửa', tone: 'open', isHoliday: false };
  };
  return (
    <HolidayCalendar
      today={TODAY}
      dayOf={dayOf}
      onToggle={(date) =>
        setHolidays((current) =>
          current.includes(date) ? current.filter((d) => d !== date) : [...current, date],
        )
      }
      legend={[{ tone: 'holiday', label: 'Nghỉ' }]}
    />
  );
}

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('HolidayCalendar', () => {
  it("opens on today's month, labels each day and toggles a day from today on", async () => {
    render(<Harness initial={['2026-03-10']} />);
    const grid = screen.getByRole('grid', { name: 'Tháng 3/2026' });
    // A row of weekday headers, then a row per week; each day a toggle button in its cell.
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    expect(within(grid).getAllByRole('button')).toHaveLength(31);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'CN']);
    expect(screen.getByRole('button', { name: '22/03/2026: Đóng cửa' })).toBeTruthy();

    const day = screen.getByRole('button', { name: '20/03/2026: Mở cửa' });
    expect(day.getAttribute('aria-pressed')).toBe('false');
    await click(day);
    const marked = screen.getByRole('button', { name: '20/03/2026: Nghỉ' });
    expect(marked.getAttribute('aria-pressed')).toBe('true');
    await click(marked);
    expect(screen.getByRole('button', { name: '20/03/2026: Mở cửa' })).toBeTruthy();

    // Today can be marked; a past day (even a past day off) cannot be changed.
    expect((screen.getByRole('button', { name: '18/03/2026: Mở cửa' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    const past = screen.getByRole('button', { name: '10/03/2026: Nghỉ' }) as HTMLButtonElement;
    expect(past.disabled).toBe(true);
    await click(past);
    expect(screen.getByRole('button', { name: '10/03/2026: Nghỉ' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Chú thích' })).getByText('Nghỉ')).toBeTruthy();
  });

  it('moves between months', async () => {
    render(<Harness />);
    await click(screen.getByRole('button', { name: 'Tháng sau' }));
    expect(screen.getByRole('grid', { name: 'Tháng 4/2026' })).toBeTruthy();
    await click(screen.getByRole('button', { name: '01/04/2026: Mở cửa' }));
    expect(screen.getByRole('button', { name: '01/04/2026: Nghỉ' })).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Tháng trước' }));
    await click(screen.getByRole('button', { name: 'Tháng trước' }));
    expect(screen.getByRole('grid', { name: 'Tháng 2/2026' })).toBeTruthy();
    expect(
      within(screen.getByRole('grid'))
        .getAllByRole('button')
        .every((day) => (day as HTMLButtonElement).disabled),
    ).toBe(true);
  });
});
