import { act, fireEvent, screen } from '@testing-library/react';
import { formatLocalDate } from '@lumi/shared';

/**
 * The day `date` of the shared holiday calendar (components/booking/holiday-calendar), named '<dd/mm/yyyy>: <label>',
 * after moving the calendar to that day's month with 'Tháng trước' / 'Tháng sau'.
 */
export async function calendarDay(date: string, label: string): Promise<HTMLButtonElement> {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const wanted = year * 12 + month;
  for (;;) {
    const title = screen.getByRole('grid').getAttribute('aria-label') ?? ''; // 'Tháng 3/2026'
    const [shownMonth, shownYear] = title.replace('Tháng ', '').split('/').map(Number) as [number, number];
    const shown = shownYear * 12 + shownMonth;
    if (shown === wanted) break;
    const button = screen.getByRole('button', { name: shown < wanted ? 'Tháng sau' : 'Tháng trước' });
    await act(async () => {
      fireEvent.click(button);
    });
  }
  return screen.getByRole('button', { name: `${formatLocalDate(date)}: ${label}` }) as HTMLButtonElement;
}
