import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonutChart, SeriesChart } from './index';
import { niceScale } from './scale';

describe('charts', () => {
  it('gives its figures as a table', async () => {
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

  it('draws each series with the page: a bar per figure above 0, a line through every point, two axes', () => {
    const { container } = render(
      <SeriesChart
        title="Lịch hẹn và doanh thu"
        data={[
          { day: '01/11', revenue: 300_000, bookings: 2 },
          { day: '02/11', revenue: 0, bookings: 0 },
          { day: '03/11', revenue: 150_000, bookings: 1 },
        ]}
        xKey="day"
        kind="money"
        rightKind="count"
        series={[
          { key: 'revenue', label: 'Doanh thu', color: '#0ea5e9', shape: 'line' },
          { key: 'bookings', label: 'Lịch hẹn', color: '#f59e0b', shape: 'bar', axis: 'right' },
        ]}
      />,
    );
    const svg = container.querySelector('svg')!;
    expect(svg.querySelectorAll('rect[x]').length).toBe(2);
    const line = svg.querySelector('polyline')!;
    expect(line.getAttribute('points')!.split(' ')).toHaveLength(3);
    // The left axis in money up to the highest revenue, the right one in whole bookings.
    const axes = [...container.querySelectorAll('figure > div > div[aria-hidden="true"]')].map((axis) =>
      [...axis.children].map((tick) => tick.textContent!.replace(/\s/g, ' ')),
    );
    expect(axes).toContainEqual(['0', '100 N', '200 N', '300 N']);
    expect(axes).toContainEqual(['0', '1', '2']);
    // The highest bar reaches the top of the plot (the right axis' top tick is the highest booking count).
    const bars = [...svg.querySelectorAll('rect[x]')].map((bar) => Number(bar.getAttribute('height')));
    expect(Math.max(...bars)).toBe(100);
  });

  it('shows a category’s figures where the pointer is', () => {
    const { container } = render(
      <SeriesChart
        title="Doanh thu theo tháng"
        data={[
          { month: 'T1', revenue: 1_250_000 },
          { month: 'T2', revenue: 0 },
        ]}
        xKey="month"
        kind="money"
        series={[{ key: 'revenue', label: 'Doanh thu', color: '#10b981' }]}
      />,
    );
    const strips = container.querySelectorAll('[aria-hidden="true"] > span');
    const first = [...strips].find((strip) => strip.textContent === '')!;
    fireEvent.mouseEnter(first);
    expect(container.textContent).toContain('Doanh thu: 1.250.000 ₫');
  });

  it('draws a ring of the slices above 0 with their legend', () => {
    const { container } = render(
      <DonutChart
        title="Đơn hàng theo trạng thái"
        slices={[
          { label: 'Đã giao', value: 3, color: '#10b981' },
          { label: 'Đã hủy', value: 1, color: '#ef4444' },
          { label: 'Chờ xác nhận', value: 0, color: '#f59e0b' },
        ]}
        center="4"
      />,
    );
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
    expect(screen.getAllByText('Đã giao').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Đơn hàng theo trạng thái' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });
});

describe('the axis of time', () => {
  it('labels a month’s days every few days, the last one always, and marks every other one for phones', () => {
    const days = Array.from({ length: 30 }, (_, i) => ({
      day: `${String(i + 1).padStart(2, '0')}/11`,
      n: i,
    }));
    const { container } = render(
      <SeriesChart
        title="Theo ngày"
        data={days}
        xKey="day"
        series={[{ key: 'n', label: 'Số', color: '#000' }]}
      />,
    );
    const labels = [...container.querySelectorAll('figure span[style*="left"]')];
    expect(labels.map((label) => label.textContent)).toEqual([
      '01/11',
      '06/11',
      '11/11',
      '16/11',
      '21/11',
      '26/11',
      '30/11',
    ]);
    // A phone hides the minor ones: 01, 11, 21 and 30 stay.
    const major = labels.filter((label) => label.className === '').map((label) => label.textContent);
    expect(major).toEqual(['01/11', '11/11', '21/11', '30/11']);
  });
});

describe('niceScale', () => {
  it('ends the axis at a round number above the highest figure, in 4–5 round steps', () => {
    expect(niceScale(2_700_000, false)).toEqual({
      max: 3_000_000,
      ticks: [0, 1_000_000, 2_000_000, 3_000_000],
    });
    expect(niceScale(7, false)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(2, false)).toEqual({ max: 2, ticks: [0, 1, 2] });
    expect(niceScale(4.5, true)).toEqual({ max: 6, ticks: [0, 2, 4, 6] });
    expect(niceScale(0.9, true)).toEqual({ max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] });
    expect(niceScale(0, false)).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] });
  });
});
