import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_VALIDATION, SUCCESS, VALIDATION } from '@lumi/shared';
import PartnershipRoute from '@/app/routes/partnership';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { renderRoute } from './render-route';

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});
afterEach(() => vi.unstubAllGlobals());

/** antd validates asynchronously; under a loaded test run that can take a few seconds. */
const slow = { timeout: 5000 };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/partnership', { timeout: 20_000 }, () => {
  it('shows the benefits and the FAQ', async () => {
    renderRoute('/partnership', <PartnershipRoute />, '/partnership');
    for (const title of ['Tăng trưởng doanh thu', 'Hỗ trợ 24/7', 'Bảo mật thông tin', 'Chứng nhận uy tín']) {
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Câu hỏi thường gặp' })).toBeTruthy();
  });

  it('refuses an incomplete form with the shared messages and sends nothing', async () => {
    renderRoute('/partnership', <PartnershipRoute />, '/partnership');
    await screen.findByLabelText('Tên phòng khám');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi thông tin' }));
    expect(await screen.findByText(CONTACT_VALIDATION.clinicNameRequired, undefined, slow)).toBeTruthy();
    expect(screen.getByText(CONTACT_VALIDATION.contactNameRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.emailRequired)).toBeTruthy();
    expect(screen.getByText(VALIDATION.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(CONTACT_VALIDATION.contentRequired)).toBeTruthy();

    type('Tên phòng khám', 'A');
    type('Email', 'khong-phai-email');
    expect(await screen.findByText(CONTACT_VALIDATION.clinicNameLength, undefined, slow)).toBeTruthy();
    expect(await screen.findByText(VALIDATION.emailInvalid, undefined, slow)).toBeTruthy();
    expect(server.calls('POST /contacts')).toHaveLength(0);
  });

  it('sends the form and shows the server’s thanks', async () => {
    server.on('POST /contacts', {
      status: 201,
      body: { success: true, message: SUCCESS.contactSent, data: { _id: 'c1' } },
    });
    renderRoute('/partnership', <PartnershipRoute />, '/partnership');
    await screen.findByLabelText('Tên phòng khám');
    type('Tên phòng khám', 'Phòng khám Da liễu Ánh Dương');
    type('Người liên hệ', 'Lê Minh Thu');
    type('Email', 'thu@anhduong.vn');
    type('Số điện thoại', '0912345678');
    type('Địa chỉ phòng khám', '25 Lê Lợi, Quận 1');
    type('Nội dung', 'Chúng tôi có 6 bác sĩ và muốn nhận lịch trực tuyến.');
    fireEvent.click(screen.getByRole('button', { name: 'Gửi thông tin' }));

    expect(await screen.findByText(SUCCESS.contactSent, undefined, slow)).toBeTruthy();
    expect(server.calls('POST /contacts')).toEqual([
      {
        clinicName: 'Phòng khám Da liễu Ánh Dương',
        contactName: 'Lê Minh Thu',
        email: 'thu@anhduong.vn',
        phone: '0912345678',
        address: '25 Lê Lợi, Quận 1',
        content: 'Chúng tôi có 6 bác sĩ và muốn nhận lịch trực tuyến.',
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText('Tên phòng khám') as HTMLInputElement).value).toBe(''));
  });
});
