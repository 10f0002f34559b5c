import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonutChart, SeriesChart } from './index';

describe('charts', () => {
  it('loads the chart lazily and gives its figures as a table', async () => {
    render(
      <SeriesChart
        title="Doanh thu theo ngày"
        data={[
          { day: '01/11', revenue: 300000, bookings: 2 },
          { day: '02/11', revenue: 0, bookings: 0 },
        ]}
        xKey="day"
        kind="money"
        rightKind="count"
        series={[
          { key: 'revenue', label: 'Doanh thu', color: '#0ea5e9' },
          { key: 'bookings', label: 'Lịch hẹn', color: '#f59e0b', shape: 'bar', axis: 'right' },
        ]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Doanh thu theo ngày' });
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getByRole('rowheader').textContent).toBe('01/11');
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['300.000 ₫', '2']);
  });

  it('lays bars across for long category names, with the same table of figures', async () => {
    render(
      <SeriesChart
        title="Doanh thu theo bác sĩ"
        horizontal
        data={[
          { name: 'BS. Phạm Thị An', revenue: 2_700_000 },
          { name: 'BS. Đỗ Văn Bình', revenue: 0 },
        ]}
        xKey="name"
        kind="money"
        series={[{ key: 'revenue', label: 'Doanh thu', color: '#10b981', shape: 'bar' }]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Doanh thu theo bác sĩ' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'BS. Phạm Thị An',
      'BS. Đỗ Văn Bình',
    ]);
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual(['2.700.000 ₫', '0 ₫']);
  });

  it('says so when a share chart has nothing to draw', async () => {
    render(
      <DonutChart
        title="Lịch hẹn theo trạng thái"
        slices={[
          { label: 'Hoàn thành', value: 0, color: '#22c55e' },
          { label: 'Đã hủy', value: 0, color: '#ef4444' },
        ]}
      />,
    );
    expect(await screen.findByText('Chưa có dữ liệu trong kỳ này')).toBeTruthy();
  });
});
