import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ClinicDetailRoute from '@/app/routes/clinic-detail';
import {
  ASSET_BASE,
  CLINIC_ID,
  bookingReviewOf,
  doctorSummaryOf,
  paginationOf,
  publicClinicOf,
} from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { renderRoute } from './render-route';

const clinic = publicClinicOf();
const path = `/clinic-detail/${clinic.slug}`;
const stats = {
  averageRating: 4.6,
  totalReviews: 12,
  ratingDistribution: { '1': 0, '2': 1, '3': 1, '4': 2, '5': 8 },
};

let server: FakeServer;
let doctorUrls: URL[];
let reviewUrls: URL[];

beforeEach(() => {
  server = installFakeServer();
  doctorUrls = [];
  reviewUrls = [];
  server.on(`GET /clinics/${clinic.slug}`, { body: { success: true, data: clinic } });
  server.on('GET /doctors/by-customer', (_body, url) => {
    doctorUrls.push(url);
    const page = Number(url.searchParams.get('page'));
    const doctor =
      page === 1
        ? doctorSummaryOf()
        : doctorSummaryOf({
            _id: 'd0c7e2a1-5b6c-4d7e-8f90-a1b2c3d4e599',
            name: 'Trần Thị Bình',
            slug: 'tran-thi-binh',
          });
    return { body: { success: true, data: [doctor], pagination: paginationOf(6, page, 5) } };
  });
  server.on('GET /clinics/reviews', (_body, url) => {
    reviewUrls.push(url);
    const rating = url.searchParams.get('rating');
    const data = rating === '1' ? [] : [bookingReviewOf()];
    return { body: { success: true, data, pagination: paginationOf(data.length, 1, 5), stats } };
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('lumi-jsonld-clinic')?.remove();
});

describe('/clinic-detail/{slug}', { timeout: 20_000 }, () => {
  it('shows the clinic: contact, map link, overview, hours with the break, JSON-LD', async () => {
    renderRoute('/clinic-detail/:slug', <ClinicDetailRoute />, path);
    expect(await screen.findByRole('heading', { level: 1, name: clinic.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: clinic.phone }).getAttribute('href')).toBe(`tel:${clinic.phone}`);
    expect(screen.getByRole('link', { name: clinic.email }).getAttribute('href')).toBe(
      `mailto:${clinic.email}`,
    );
    expect(screen.getByRole('link', { name: /Xem bản đồ/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Tr%E1%BA%A7n%20H%C6%B0ng%20%C4%90%E1%BA%A1o%2C%20Ho%C3%A0n%20Ki%E1%BA%BFm%2C%20H%C3%A0%20N%E1%BB%99i',
    );
    expect(screen.getByText('chuyên sâu').tagName).toBe('STRONG');
    const hours = screen.getByRole('region', { name: 'Thời gian làm việc' });
    expect(within(hours).getAllByText('Nghỉ trưa 12:00 - 13:00')).toHaveLength(6);
    expect(within(hours).getByText('Đóng cửa')).toBeTruthy();
    expect(document.title).toBe(`Lumi Clinic - ${clinic.name} - Thông tin chi tiết phòng khám`);

    const jsonLd = JSON.parse(document.getElementById('lumi-jsonld-clinic')?.textContent ?? '{}') as {
      '@type'?: string;
      telephone?: string;
      aggregateRating?: { reviewCount: number };
    };
    expect(jsonLd['@type']).toBe('MedicalClinic');
    expect(jsonLd.telephone).toBe(clinic.phone);
    expect(jsonLd.aggregateRating?.reviewCount).toBe(12);
  });

  it('shows the pictures the API answers on its asset address (ADR 0030)', async () => {
    renderRoute('/clinic-detail/:slug', <ClinicDetailRoute />, path);
    await screen.findByRole('heading', { level: 1, name: clinic.name });
    expect(screen.getByRole('img', { name: `Logo ${clinic.name}` }).getAttribute('src')).toBe(
      `${ASSET_BASE}/uploads/clinics/logo.webp`,
    );
    const pictures = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    expect(pictures).toContain(`${ASSET_BASE}/uploads/clinics/banner-1.webp`);
  });

  it('lists the clinic’s doctors five at a time with “Xem thêm”', async () => {
    renderRoute('/clinic-detail/:slug', <ClinicDetailRoute />, path);
    expect(await screen.findByRole('article', { name: 'Nguyễn Văn An' })).toBeTruthy();
    expect(doctorUrls[0]!.searchParams.get('clinic')).toBe(CLINIC_ID);
    expect(doctorUrls[0]!.searchParams.get('pageSize')).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm' }));
    expect(await screen.findByRole('article', { name: 'Trần Thị Bình' })).toBeTruthy();
    expect(doctorUrls.at(-1)!.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('article', { name: 'Nguyễn Văn An' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Xem thêm' })).toBeNull();
  });

  it('the reviews tab shows the stats and filters by stars', async () => {
    renderRoute('/clinic-detail/:slug', <ClinicDetailRoute />, path);
    fireEvent.click(await screen.findByRole('tab', { name: 'Đánh giá (12)' }));
    expect(await screen.findByText('Bác sĩ tư vấn kỹ, phòng khám sạch sẽ.')).toBeTruthy();
    expect(reviewUrls[0]!.searchParams.get('clinicId')).toBe(CLINIC_ID);
    expect(reviewUrls[0]!.searchParams.get('sortBy')).toBe('createdAt');
    expect(reviewUrls[0]!.searchParams.get('sortOrder')).toBe('desc');
    const distribution = screen.getByRole('list', { name: 'Phân bố đánh giá' });
    expect(within(distribution).getByText('8')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Lọc theo số sao' }));
    fireEvent.click(await screen.findByTitle('1 sao'));
    expect(await screen.findByText('Chưa có đánh giá 1 sao')).toBeTruthy();
    await waitFor(() => expect(reviewUrls.at(-1)!.searchParams.get('rating')).toBe('1'));
  });

  it('an unknown clinic shows the not-found page', async () => {
    server.on('GET /clinics/khong-co', {
      status: 404,
      body: { success: false, code: 'CLINIC_NOT_FOUND', message: 'Không tìm thấy phòng khám' },
    });
    renderRoute('/clinic-detail/:slug', <ClinicDetailRoute />, '/clinic-detail/khong-co');
    expect(await screen.findByRole('heading', { name: 'Oops! Trang này không tồn tại.' })).toBeTruthy();
  });
});
