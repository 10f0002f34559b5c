import { act, fireEvent, screen, within } from '@testing-library/react';
import { formatLocalDate } from '@lumi/shared';

/**
 * The day `date` of the shared holiday calendar (components/booking/holiday-calendar), named '<dd/mm/yyyy>: <label>',
 * after moving the calendar to that day's month with 'Tháng trước' / 'Tháng sau'. Queries stay inside the calendar.
 */
export async function calendarDay(date: string, label: string): Promise<HTMLButtonElement> {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const wanted = year * 12 + month;
  for (;;) {
    const grid = screen.getByRole('grid');
    const title = grid.getAttribute('aria-label') ?? ''; // 'Tháng 3/2026'
    const [shownMonth, shownYear] = title.replace('Tháng ', '').split('/').map(Number) as [number, number];
    const shown = shownYear * 12 + shownMonth;
    if (shown === wanted) break;
    const button = within(grid.parentElement!).getByRole('button', {
      name: shown < wanted ? 'Tháng sau' : 'Tháng trước',
    });
    await act(async () => {
      fireEvent.click(button);
    });
  }
  // The day's button by its text ('dd/mm/yyyy: ' for a screen reader, then the state shown), which is its name:
  // computing the accessible name of every day through its children is what makes jsdom slow here.
  const name = `${formatLocalDate(date)}: ${label}`;
  const days = within(screen.getByRole('grid')).getAllByRole('button') as HTMLButtonElement[];
  const found = days.filter((day) => day.textContent?.endsWith(name));
  if (found.length !== 1) throw new Error(`calendar: ${found.length} days named '${name}'`);
  return found[0]!;
}
