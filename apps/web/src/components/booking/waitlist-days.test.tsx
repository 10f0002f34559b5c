import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffWaitlistDay } from '@lumi/shared';
import { WaitlistDays } from './waitlist-days';

const day = (date: string, waiting: number, windows: number, name = 'BS. Phạm Thị An'): StaffWaitlistDay => ({
  doctor: { _id: name, name },
  date,
  waiting,
  windows,
});

describe('WaitlistDays (issue 30)', () => {
  it('counts who waits and lists each day, with the doctor for the clinic', () => {
    render(
      <WaitlistDays
        days={[day('2030-03-05', 2, 1), day('2030-03-06', 1, 0, 'BS. Đỗ Văn Bình')]}
        withDoctor
      />,
    );
    expect(screen.getByText('3 bệnh nhân đang chờ giờ trống')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Thứ 3, 05/03/2030 · BS. Phạm Thị An: 2 người chờ (1 chờ một khung giờ)',
      'Thứ 4, 06/03/2030 · BS. Đỗ Văn Bình: 1 người chờ',
    ]);
  });

  it("leaves the doctor's name out on the doctor's own page, and shows nothing when no one waits", () => {
    const { container, rerender } = render(
      <WaitlistDays days={[day('2030-03-05', 1, 0)]} withDoctor={false} />,
    );
    expect(screen.getByRole('listitem').textContent).toBe('Thứ 3, 05/03/2030: 1 người chờ');
    rerender(<WaitlistDays days={[]} withDoctor={false} />);
    expect(container.textContent).toBe('');
  });
});
