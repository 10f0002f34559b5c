import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomeBookingRoute from '@/app/routes/home-booking';
import {
  CLINIC_FILTER_OPTIONS,
  clinicSummaryOf,
  doctorSummaryOf,
  paginationOf,
} from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { renderRoute } from './render-route';

let server: FakeServer;
/** The lists answer at once, the suggestions 300 ms after the last key; a loaded machine takes longer. */
const SLOW = { timeout: 5_000 };
const urls: Record<string, URL[]> = {};

function record(route: string, body: unknown) {
  urls[route] = [];
  server.on(route, (_body, url) => {
    urls[route]!.push(url);
    return { body };
  });
}

beforeEach(() => {
  server = installFakeServer();
  record('GET /doctors/by-customer', {
    success: true,
    data: [doctorSummaryOf()],
    pagination: paginationOf(1),
  });
  record('GET /clinics/by-customer', {
    success: true,
    data: [clinicSummaryOf()],
    pagination: paginationOf(1),
  });
  server.on('GET /clinics/filter-options', { body: { success: true, data: CLINIC_FILTER_OPTIONS } });
  record('GET /doctors/search-doctor-clinic', {
    success: true,
    data: [
      { ...doctorSummaryOf(), type: 'doctor' },
      { ...clinicSummaryOf(), type: 'clinic' },
    ],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('/home-booking', { timeout: 20_000 }, () => {
  it('shows the services, the three steps, featured doctors and clinics and the specialties', async () => {
    renderRoute('/home-booking', <HomeBookingRoute />, '/home-booking');
    for (const service of ['Điều trị mụn', 'Trị nám - tàn nhang', 'Trẻ hóa da', 'Tư vấn da liễu']) {
      expect(screen.getByRole('heading', { name: service })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Quy Trình Đặt Lịch' })).toBeTruthy();
    for (const step of ['Chọn Bác Sĩ', 'Chọn Lịch Khám', 'Xác Nhận Đặt Lịch']) {
      expect(screen.getByRole('heading', { name: step })).toBeTruthy();
    }
    const doctors = await screen.findByRole('list', { name: 'Bác sĩ nổi bật' }, SLOW);
    expect(within(doctors).getByRole('article', { name: 'Nguyễn Văn An' })).toBeTruthy();
    const clinics = await screen.findByRole('list', { name: 'Phòng khám nổi bật' }, SLOW);
    expect(within(clinics).getByRole('article', { name: 'Phòng khám Da liễu Lumi Hà Nội' })).toBeTruthy();
    // The featured lists ask without page parameters (reference §5.10).
    expect(urls['GET /doctors/by-customer']![0]!.search).toBe('');
    expect(urls['GET /clinics/by-customer']![0]!.search).toBe('');
    expect((await screen.findByRole('link', { name: 'Trị nám' }, SLOW)).getAttribute('href')).toBe(
      '/clinics?specialties=Tr%E1%BB%8B+n%C3%A1m',
    );
    expect(document.title).toBe('Lumi Clinic - Phòng khám da liễu');
  });

  it('suggests doctors and clinics as the visitor types and opens the chosen one', async () => {
    const router = renderRoute('/home-booking', <HomeBookingRoute />, '/home-booking');
    const box = screen.getByRole('combobox', { name: 'Tìm kiếm phòng khám, bác sĩ' });
    fireEvent.change(box, { target: { value: 'an' } });
    const option = await screen.findByText('Nguyễn Văn An', { selector: 'strong' }, SLOW);
    expect(urls['GET /doctors/search-doctor-clinic']![0]!.searchParams.get('search')).toBe('an');
    expect(screen.getByText('Phòng khám Da liễu Lumi Hà Nội', { selector: 'strong' })).toBeTruthy();
    fireEvent.click(option);
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctor-detail/nguyen-van-an'));
  });

  it('walks the suggestions with the arrows and opens the highlighted one with Enter', async () => {
    const router = renderRoute('/home-booking', <HomeBookingRoute />, '/home-booking');
    const box = screen.getByRole('combobox', { name: 'Tìm kiếm phòng khám, bác sĩ' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'lumi' } });
    const list = await screen.findByRole('listbox', { name: 'Gợi ý bác sĩ, phòng khám' }, SLOW);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(within(list).getByRole('group', { name: 'Bác sĩ' })).toBeTruthy();
    expect(within(list).getByRole('group', { name: 'Phòng khám' })).toBeTruthy();
    // Down twice: past the doctor to the clinic, which the box names as its active option.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    expect(active?.textContent).toContain('Phòng khám Da liễu Lumi Hà Nội');
    // Escape closes the list; Down opens it again on the first option.
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.submit(box.closest('form')!);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/clinic-detail/phong-kham-da-lieu-lumi-ha-noi'),
      SLOW,
    );
  });

  it('says when nothing matches, and Enter then searches the clinic list for the words', async () => {
    server.on('GET /doctors/search-doctor-clinic', { body: { success: true, data: [] } });
    const router = renderRoute('/home-booking', <HomeBookingRoute />, '/home-booking');
    const box = screen.getByRole('combobox', { name: 'Tìm kiếm phòng khám, bác sĩ' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'không có' } });
    expect((await screen.findByRole('status', {}, SLOW)).textContent).toBe(
      'Không tìm thấy bác sĩ hoặc phòng khám phù hợp',
    );
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinics'), SLOW);
    expect(router.state.location.search).toBe('?search=kh%C3%B4ng+c%C3%B3');
  });
});
