import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatVnd } from '@lumi/shared';
import { clinicSummaryOf, doctorSummaryOf } from '@/testing/clinic-fixtures';
import { ClinicCard, DoctorCard } from '../cards';

const inRouter = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ClinicCard', () => {
  it('shows the banner, logo, stars, three specialties and +N, address, doctors and fees, without antd', () => {
    const clinic = clinicSummaryOf({ averageRating: 4.6, reviewCount: 12 });
    const { container } = render(inRouter(<ClinicCard clinic={clinic} />));

    const card = screen.getByRole('article', { name: clinic.name });
    expect(within(card).getByRole('img', { name: 'Đánh giá 4,6 trên 5 sao' })).toBeTruthy();
    expect(within(card).getByText('(12 đánh giá)')).toBeTruthy();
    for (const specialty of clinic.specialties.slice(0, 3))
      expect(within(card).getByText(specialty)).toBeTruthy();
    expect(within(card).queryByText(clinic.specialties[3]!)).toBeNull();
    expect(within(card).getByText('+2').getAttribute('title')).toBe(clinic.specialties.slice(3).join(', '));
    expect(within(card).getByText(/12 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội/)).toBeTruthy();
    expect(within(card).getByText(/2 bác sĩ/)).toBeTruthy();
    expect(
      within(card).getByText(`· Phí khám ${formatVnd(200_000)} - ${formatVnd(350_000)}`, { exact: false }),
    ).toBeTruthy();

    // Uploads as their sized variants (issue 26), each with its box's ratio reserved: the logo square, the banner 16:7.
    const logo = within(card).getByRole('img', { name: `Logo ${clinic.name}` });
    expect([logo.getAttribute('width'), logo.getAttribute('height')]).toEqual(['320', '320']);
    expect(logo.getAttribute('sizes')).toBe('64px');
    const banner = container.querySelector(`img[src="${clinic.banners[0]!.url}"]`);
    expect([banner?.getAttribute('width'), banner?.getAttribute('height')]).toEqual(['1280', '560']);
    expect(
      banner?.closest('picture')?.querySelector('source[type="image/avif"]')?.getAttribute('srcset'),
    ).toMatch(/-w640\.avif 640w/);
    expect(within(card).getByRole('link', { name: 'Xem chi tiết' }).getAttribute('href')).toBe(
      `/clinic-detail/${clinic.slug}`,
    );
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });
});

describe('DoctorCard', () => {
  it('shows the photo at its size, the specialty and experience tags, stars, clinic, fee and the link', () => {
    const doctor = doctorSummaryOf();
    const { container } = render(inRouter(<DoctorCard doctor={doctor} />));

    const card = screen.getByRole('article', { name: doctor.name });
    const photo = container.querySelector(`img[src="${doctor.avatar.url}"]`);
    expect([photo?.getAttribute('width'), photo?.getAttribute('height')]).toEqual(['84', '84']);
    expect(within(card).getByText('Điều trị mụn')).toBeTruthy();
    expect(within(card).getByText('8 năm kinh nghiệm')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Đánh giá 4,8 trên 5 sao' })).toBeTruthy();
    expect(within(card).getByText('(25 đánh giá)')).toBeTruthy();
    expect(within(card).getByText(doctor.clinic.name)).toBeTruthy();
    expect(within(card).getByText(formatVnd(doctor.fees))).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Xem hồ sơ và đặt lịch' }).getAttribute('href')).toBe(
      `/doctor-detail/${doctor.slug}`,
    );
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('shows no experience tag for a new doctor, and the initials when the photo fails to load', () => {
    const doctor = doctorSummaryOf({ experience: 0, name: 'Lê Thị Bích Ngọc' });
    const { container } = render(inRouter(<DoctorCard doctor={doctor} />));
    expect(screen.queryByText(/năm kinh nghiệm/)).toBeNull();

    fireEvent.error(container.querySelector(`img[src="${doctor.avatar.url}"]`)!);
    expect(container.querySelector(`img[src="${doctor.avatar.url}"]`)).toBeNull();
    expect(screen.getByText('LN')).toBeTruthy();
  });
});

describe('server rendering', () => {
  it('hydrates the markup of the server without a mismatch', async () => {
    const page = inRouter(
      <>
        <ClinicCard clinic={clinicSummaryOf()} />
        <DoctorCard doctor={doctorSummaryOf()} />
      </>,
    );
    const html = renderToString(page);
    expect(html).not.toMatch(/ant-/);

    const container = document.createElement('div');
    container.innerHTML = html;
    const served = container.innerHTML;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Hydration adopted the served nodes as they were.
    expect(container.innerHTML).toBe(served);
    act(() => root.unmount());
    container.remove();
  });
});
