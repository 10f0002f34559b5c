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

    fireEvent.change(screen.getByRole('combobox', { name: 'Lọc theo số sao' }), { target: { value: '1' } });
    expect(await screen.findByText('Chưa có đánh giá 1 sao')).toBeTruthy();
    await waitFor(() => expect(reviewUrls.at(-1)!.searchParams.get('rating')).toBe('1'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sắp xếp đánh giá' }), {
      target: { value: 'lowest' },
    });
    await waitFor(() => expect(reviewUrls.at(-1)!.searchParams.get('sortBy')).toBe('rate'));
    expect(reviewUrls.at(-1)!.searchParams.get('sortOrder')).toBe('asc');
    expect(reviewUrls.at(-1)!.searchParams.get('rating')).toBe('1');
  });

  it('the reviews page with the page buttons', async () => {
    server.on('GET /clinics/reviews', (_body, url) => {
      reviewUrls.push(url);
      const page = Number(url.searchParams.get('page'));
      const review = bookingReviewOf({ content: `Đánh giá ở trang ${page}` });
      return { body: { success: true, data: [review], pagination: paginationOf(12, page, 5), stats } };
    });
    renderRoute('/clinic-detail/:slug', <ClinicDetailRoute />, path);
    fireEvent.click(await screen.findByRole('tab', { name: 'Đánh giá (12)' }));
    expect(await screen.findByText('Đánh giá ở trang 1')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Trang đánh giá' });
    expect(within(pages).getByRole('button', { name: 'Trang 1' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('button', { name: 'Trang 3' }));
    expect(await screen.findByText('Đánh giá ở trang 3')).toBeTruthy();
    expect(reviewUrls.at(-1)!.searchParams.get('page')).toBe('3');
  });

  it('the tabs follow the arrow keys and keep the reviews’ filter', async () => {
    renderRoute('/clinic-detail/:slug', <ClinicDetailRoute />, path);
    const overview = await screen.findByRole('tab', { name: 'Tổng quan' });
    const reviews = screen.getByRole('tab', { name: 'Đánh giá (12)' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(reviews.getAttribute('tabindex')).toBe('-1');
    // The reviews are not fetched until their tab is shown.
    expect(reviewUrls).toHaveLength(0);
    expect(screen.getByRole('tabpanel', { name: 'Tổng quan' })).toBeTruthy();

    fireEvent.keyDown(overview, { key: 'ArrowRight' });
    expect(reviews.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(reviews);
    const panel = screen.getByRole('tabpanel', { name: 'Đánh giá (12)' });
    expect(await within(panel).findByText('Bác sĩ tư vấn kỹ, phòng khám sạch sẽ.')).toBeTruthy();
    fireEvent.change(within(panel).getByRole('combobox', { name: 'Lọc theo số sao' }), {
      target: { value: '1' },
    });

    fireEvent.keyDown(reviews, { key: 'ArrowRight' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(overview);
    expect(screen.queryByRole('tabpanel', { name: 'Đánh giá (12)' })).toBeNull();

    fireEvent.keyDown(overview, { key: 'End' });
    const again = screen.getByRole('tabpanel', { name: 'Đánh giá (12)' });
    expect(
      (within(again).getByRole('combobox', { name: 'Lọc theo số sao' }) as HTMLSelectElement).value,
    ).toBe('1');
  });

  it('renders no antd: the banners scroll, a photo opens full screen', async () => {
    renderRoute('/clinic-detail/:slug', <ClinicDetailRoute />, path);
    await screen.findByRole('heading', { level: 1, name: clinic.name });
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    const banners = screen.getByRole('region', { name: `Ảnh nền ${clinic.name}` });
    expect(within(banners).getAllByRole('img')).toHaveLength(2);
    expect(within(banners).getByRole('button', { name: 'Ảnh tiếp theo' })).toBeTruthy();
    expect(within(banners).getByRole('button', { name: 'Xem ảnh nền 1' }).getAttribute('aria-current')).toBe(
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: `Hình ảnh ${clinic.name} 3` }));
    const lightbox = await screen.findByRole('dialog', { name: `Hình ảnh ${clinic.name}` });
    expect(within(lightbox).getByText('3 / 4')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(lightbox).getByText('4 / 4')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(within(lightbox).getByText('1 / 4')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
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
