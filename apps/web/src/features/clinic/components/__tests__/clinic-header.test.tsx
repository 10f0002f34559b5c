import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClinicHeader } from '../clinic-header';
import { renderRoute } from './render-route';

describe('the booking area’s header', () => {
  it('links its pages and the way back to the shop', () => {
    renderRoute('/clinics', <ClinicHeader />, '/clinics');
    const nav = screen.getByRole('navigation', { name: 'Lumi Clinic' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/clinics', '/doctors', '/partnership', '/about-lumi-clinic']);
    expect(within(nav).getByRole('link', { name: 'Phòng khám' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Quay lại Lumi' }).getAttribute('href')).toBe('/');
  });

  it('opens its menu as a named dialog holding the focus; Escape closes it back to the button', async () => {
    renderRoute('/clinics', <ClinicHeader />, '/clinics');
    const button = screen.getByRole('button', { name: 'Mở menu' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(button);
    const menu = screen.getByRole('dialog', { name: 'Lumi Clinic' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Đóng menu' })),
    );
    const links = within(menu).getByRole('navigation', { name: 'Lumi Clinic (menu)' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Trang chủ đặt lịch',
      'Phòng khám',
      'Bác sĩ',
      'Hợp tác',
      'Giới thiệu',
      'Dành cho bác sĩ',
      'Quay lại Lumi',
    ]);
    // Tab from the last link comes back to the close button.
    within(links).getByRole('link', { name: 'Quay lại Lumi' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(within(menu).getByRole('button', { name: 'Đóng menu' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes its menu when one of its links is followed', async () => {
    const router = renderRoute('/clinics', <ClinicHeader />, '/clinics');
    fireEvent.click(screen.getByRole('button', { name: 'Mở menu' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Bác sĩ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/doctors'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
