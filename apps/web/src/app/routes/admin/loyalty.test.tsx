import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERRORS,
  LOYALTY_TIER_LABELS,
  SUCCESS,
  VALIDATION,
  type AdminRole,
  type LoyaltyProgram,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { adminTheme } from '@/config/theme';
import { PHONE_QUERY } from '@/hooks/use-is-phone';
import { createInitialAuthState } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf } from '@/testing/fixtures';
import AdminLoyaltyPage from './loyalty';

// antd forms are slow to render under jsdom on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const PROGRAM_ROUTE = 'GET /admin/loyalty/program';
const SAVE_ROUTE = 'PUT /admin/loyalty/program';

/** The defaults of ADR 0063. */
const program: LoyaltyProgram = {
  earnStep: 1000,
  pointValue: 10,
  maxSharePercent: 50,
  tiers: [
    { key: 'member', name: LOYALTY_TIER_LABELS.member, minSpend: 0, earnPercent: 100 },
    { key: 'silver', name: LOYALTY_TIER_LABELS.silver, minSpend: 3_000_000, earnPercent: 150 },
    { key: 'gold', name: LOYALTY_TIER_LABELS.gold, minSpend: 8_000_000, earnPercent: 200 },
    { key: 'diamond', name: LOYALTY_TIER_LABELS.diamond, minSpend: 15_000_000, earnPercent: 300 },
  ],
};

let server: FakeServer;

beforeEach(() => {
  server = installFakeServer();
  server.on(PROGRAM_ROUTE, { body: { success: true, data: program } });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAs(role: AdminRole = 'ADMIN') {
  const store = makeStore({
    auth: { ...createInitialAuthState(false), isAuthenticatedAdmin: true, adminInfo: adminOf(role) },
  });
  const router = createMemoryRouter([{ path: '/admin/loyalty', element: <AdminLoyaltyPage /> }], {
    initialEntries: ['/admin/loyalty'],
  });
  render(
    <AppProvider store={store} theme={adminTheme}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

const type = async (input: HTMLElement, value: string) => {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
};

const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;
const field = (label: string) => screen.getByLabelText(label);
const spendOf = (tier: string) => field(`Chi tiêu 12 tháng từ – hạng ${tier}`);
const earnOf = (tier: string) => field(`Hệ số tích điểm – hạng ${tier}`);
/** The form item around a field: its error shows there. */
const itemOf = (input: HTMLElement) => within(input.closest('.ant-form-item') as HTMLElement);

async function loaded() {
  await waitFor(() => expect(valueOf(field('Số tiền cho mỗi điểm'))).toBe('1.000'));
}

describe('/admin/loyalty', () => {
  it('shows the programme: its rates, its cap, the four tiers with their benefits and a worked example', async () => {
    renderAs();
    await loaded();

    expect(valueOf(field('Giá trị mỗi điểm'))).toBe('10');
    expect(valueOf(field('Điểm thanh toán tối đa'))).toBe('50');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Hạng',
      'Chi tiêu 12 tháng từ',
      'Hệ số tích điểm',
      'Quyền lợi',
    ]);
    // Thành viên starts at 0 ₫ and is not the admin's to change.
    expect(valueOf(spendOf('Thành viên'))).toBe('0');
    expect((spendOf('Thành viên') as HTMLInputElement).disabled).toBe(true);
    expect(valueOf(spendOf('Bạc'))).toBe('3.000.000');
    expect(valueOf(spendOf('Vàng'))).toBe('8.000.000');
    expect(valueOf(spendOf('Kim cương'))).toBe('15.000.000');
    expect(valueOf(earnOf('Thành viên'))).toBe('100');
    expect(valueOf(earnOf('Kim cương'))).toBe('300');

    const silver = within(screen.getByRole('row', { name: /Bạc/ }));
    expect(silver.getByText('Tích 1,5 điểm cho mỗi 1.000 ₫')).toBeTruthy();
    const example = within(screen.getByRole('list', { name: 'Ví dụ tích và dùng điểm' }));
    expect(example.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Đơn 500.000 ₫: hạng Thành viên tích 500 điểm (= 5.000 ₫ khi dùng)',
      'Đơn 500.000 ₫: hạng Bạc tích 750 điểm (= 7.500 ₫ khi dùng)',
      'Đơn 500.000 ₫: hạng Vàng tích 1.000 điểm (= 10.000 ₫ khi dùng)',
      'Đơn 500.000 ₫: hạng Kim cương tích 1.500 điểm (= 15.000 ₫ khi dùng)',
      'Đơn 500.000 ₫ dùng tối đa 25.000 điểm (= 250.000 ₫, 50% giá trị hàng sau mã giảm giá)',
    ]);
    expect((screen.getByRole('button', { name: 'Bỏ thay đổi' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("saves the edited programme with the contract's body and shows the server's message", async () => {
    const saved: LoyaltyProgram = {
      ...program,
      earnStep: 2000,
      tiers: program.tiers.map((tier) =>
        tier.key === 'silver'
          ? { ...tier, minSpend: 4_000_000 }
          : tier.key === 'gold'
            ? { ...tier, earnPercent: 250 }
            : tier,
      ),
    };
    server.on(SAVE_ROUTE, { body: { success: true, message: SUCCESS.updated, data: saved } });
    renderAs();
    await loaded();

    await type(field('Số tiền cho mỗi điểm'), '2.000');
    await type(spendOf('Bạc'), '4.000.000');
    await type(earnOf('Vàng'), '250');
    // The example and the benefits follow what is typed.
    expect(
      await screen.findByText('Đơn 500.000 ₫: hạng Thành viên tích 250 điểm (= 2.500 ₫ khi dùng)'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /Vàng/ })).getByText('Tích 2,5 điểm cho mỗi 2.000 ₫'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Bỏ thay đổi' }) as HTMLButtonElement).disabled).toBe(false);

    await click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() =>
      expect(server.calls(SAVE_ROUTE)).toEqual([
        {
          earnStep: 2000,
          pointValue: 10,
          maxSharePercent: 50,
          tiers: [
            { key: 'member', minSpend: 0, earnPercent: 100 },
            { key: 'silver', minSpend: 4_000_000, earnPercent: 150 },
            { key: 'gold', minSpend: 8_000_000, earnPercent: 250 },
            { key: 'diamond', minSpend: 15_000_000, earnPercent: 300 },
          ],
        },
      ]),
    );
    expect(await screen.findByText(SUCCESS.updated)).toBeTruthy();
    // What is saved is now the programme the form is compared with.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Bỏ thay đổi' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(valueOf(field('Số tiền cho mỗi điểm'))).toBe('2.000');
  });

  it("puts the server's refusal on the field it names", async () => {
    server.on(SAVE_ROUTE, {
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_ERROR',
        message: ERRORS.VALIDATION_ERROR.message,
        errors: [{ path: 'tiers.2.minSpend', message: VALIDATION.loyaltyTierOrder }],
      },
    });
    renderAs();
    await loaded();

    await type(spendOf('Vàng'), '9.000.000');
    await click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(server.calls(SAVE_ROUTE)).toHaveLength(1));

    const gold = spendOf('Vàng');
    await waitFor(() => expect(gold.getAttribute('aria-invalid')).toBe('true'));
    expect(itemOf(gold).getByText(VALIDATION.loyaltyTierOrder)).toBeTruthy();
    expect(spendOf('Bạc').getAttribute('aria-invalid')).not.toBe('true');
    // The API layer toasts the server's message.
    expect(await screen.findByText(ERRORS.VALIDATION_ERROR.message)).toBeTruthy();
  });

  it('refuses a threshold not above the tier before, and an emptied rate, with the shared messages; sends nothing', async () => {
    server.on(SAVE_ROUTE, { body: { success: true, message: SUCCESS.updated, data: program } });
    renderAs();
    await loaded();

    await type(spendOf('Bạc'), '0');
    await type(field('Số tiền cho mỗi điểm'), '');
    await type(earnOf('Kim cương'), '50');
    expect(
      await screen.findByText('Nhập số tiền cho mỗi điểm và giá trị mỗi điểm hợp lệ để xem ví dụ.'),
    ).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Lưu thay đổi' }));

    expect(await itemOf(spendOf('Bạc')).findByText(VALIDATION.loyaltyTierOrder)).toBeTruthy();
    expect(itemOf(field('Số tiền cho mỗi điểm')).getByText(VALIDATION.loyaltyEarnStepInvalid)).toBeTruthy();
    expect(itemOf(earnOf('Kim cương')).getByText(VALIDATION.loyaltyTierEarnInvalid)).toBeTruthy();
    expect(server.calls(SAVE_ROUTE)).toHaveLength(0);

    // 'Bỏ thay đổi' puts the saved programme back, without the errors.
    await click(screen.getByRole('button', { name: 'Bỏ thay đổi' }));
    await waitFor(() => expect(valueOf(spendOf('Bạc'))).toBe('3.000.000'));
    expect(valueOf(field('Số tiền cho mỗi điểm'))).toBe('1.000');
    expect(screen.queryByText(VALIDATION.loyaltyTierOrder)).toBeNull();
  });

  it('keeps each tier in one block, its fields one under the other, on a phone', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === PHONE_QUERY,
    }));
    renderAs();
    await loaded();

    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    const member = within(screen.getByRole('region', { name: 'Hạng Thành viên' }));
    expect(
      (member.getByLabelText('Chi tiêu 12 tháng từ – hạng Thành viên') as HTMLInputElement).disabled,
    ).toBe(true);
    expect(member.getByText('Hạng khởi đầu, cố định từ 0 ₫')).toBeTruthy();
    const silver = within(screen.getByRole('region', { name: 'Hạng Bạc' }));
    expect(valueOf(silver.getByLabelText('Chi tiêu 12 tháng từ – hạng Bạc'))).toBe('3.000.000');
    expect(valueOf(silver.getByLabelText('Hệ số tích điểm – hạng Bạc'))).toBe('150');
    expect(silver.getByText('Tích 1,5 điểm cho mỗi 1.000 ₫')).toBeTruthy();
    // Visible labels above the fields.
    expect(silver.getByText('Chi tiêu 12 tháng từ')).toBeTruthy();
    expect(silver.getByText('Hệ số tích điểm')).toBeTruthy();
  });

  it('offers to try again when the programme cannot be read', async () => {
    server.on(PROGRAM_ROUTE, {
      status: 500,
      body: { success: false, code: 'INTERNAL_ERROR', message: ERRORS.INTERNAL_ERROR.message },
    });
    renderAs();
    expect(await screen.findByText('Không thể tải cài đặt điểm thưởng')).toBeTruthy();

    server.on(PROGRAM_ROUTE, { body: { success: true, data: program } });
    await click(screen.getByRole('button', { name: /Thử lại/ }));
    await loaded();
  });

  it('refuses the page to SUPPORT and never asks for the programme', async () => {
    renderAs('SUPPORT');
    expect(await screen.findByText('Không có quyền truy cập')).toBeTruthy();
    expect(server.requests.filter((request) => request.route === PROGRAM_ROUTE)).toHaveLength(0);
  });
});
