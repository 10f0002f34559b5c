import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DoctorsRoute from '@/app/routes/doctors';
import { CLINIC_ID, DOCTOR_FILTER_OPTIONS, doctorSummaryOf, paginationOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { renderRoute } from './render-route';

let server: FakeServer;
let listUrls: URL[];

beforeEach(() => {
  server = installFakeServer();
  listUrls = [];
  server.on('GET /doctors/filter-options', { body: { success: true, data: DOCTOR_FILTER_OPTIONS } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('lumi-jsonld-doctors')?.remove();
});

function serveDoctors(items = [doctorSummaryOf()]) {
  server.on('GET /doctors/by-customer', (_body, url) => {
    listUrls.push(url);
    return { body: { success: true, data: items, pagination: paginationOf(items.length, 1, 9) } };
  });
}

const everyFilter = `/doctors?specialty=Điều trị mụn&experience=5-10&priceRange=200000-300000&rating=4.5&clinic=${CLINIC_ID}`;

describe('/doctors', { timeout: 20_000 }, () => {
  it('sends every filter of the address and names them in removable tags', async () => {
    serveDoctors();
    renderRoute('/doctors', <DoctorsRoute />, everyFilter);
    const card = await screen.findByRole('article', { name: 'Nguyễn Văn An' });

    const query = listUrls[0]!.searchParams;
    expect(query.get('specialty')).toBe('Điều trị mụn');
    expect(query.get('experience')).toBe('5-10');
    expect(query.get('priceRange')).toBe('200000-300000');
    expect(query.get('rating')).toBe('4.5');
    expect(query.get('clinic')).toBe(CLINIC_ID);
    expect(query.get('pageSize')).toBe('9');

    for (const label of [
      'Chuyên khoa: Điều trị mụn',
      'Kinh nghiệm: 5-10 năm',
      'Phí khám: 200.000 - 300.000 VND',
      'Phòng khám: Phòng khám Da liễu Lumi Hà Nội',
    ]) {
      expect(await screen.findByText(label)).toBeTruthy();
    }
    // The API's 'Trên 4.5 ⭐' shows the app's star icon, named 'sao', not the emoji (issue 24).
    const ratingTag = screen.getByLabelText('Bỏ lọc Đánh giá: Trên 4.5 sao').parentElement;
    expect(ratingTag?.textContent).toContain('Đánh giá: Trên 4.5 sao');
    expect(ratingTag?.textContent).not.toContain('⭐');
    expect(ratingTag?.querySelector('svg')).toBeTruthy();

    expect(within(card).getByRole('link', { name: 'Nguyễn Văn An' }).getAttribute('href')).toBe(
      '/doctor-detail/nguyen-van-an',
    );
    expect(within(card).getByText('8 năm kinh nghiệm')).toBeTruthy();
    expect(within(card).getByText('(25 đánh giá)')).toBeTruthy();
  });

  it('removing the clinic tag drops it from the address and the request', async () => {
    serveDoctors();
    const router = renderRoute('/doctors', <DoctorsRoute />, everyFilter);
    fireEvent.click(await screen.findByLabelText('Bỏ lọc Phòng khám: Phòng khám Da liễu Lumi Hà Nội'));
    await waitFor(() => expect(router.state.location.search).not.toContain('clinic='));
    await waitFor(() => expect(listUrls.at(-1)!.searchParams.get('clinic')).toBeNull());
    expect(listUrls.at(-1)!.searchParams.get('experience')).toBe('5-10');
  });

  it('says so in Vietnamese when nothing matches', async () => {
    serveDoctors([]);
    renderRoute('/doctors', <DoctorsRoute />, '/doctors?experience=10%2B');
    expect(await screen.findByText('Không tìm thấy bác sĩ phù hợp')).toBeTruthy();
  });

  it('shows the server’s message when the list fails', async () => {
    server.on('GET /doctors/by-customer', {
      status: 400,
      body: { success: false, code: 'VALIDATION_ERROR', message: 'Dữ liệu không hợp lệ' },
    });
    renderRoute('/doctors', <DoctorsRoute />, '/doctors');
    expect(await screen.findByText('Không tải được danh sách bác sĩ')).toBeTruthy();
    expect(screen.getByText('Dữ liệu không hợp lệ')).toBeTruthy();
  });
});
