import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseVnd, type CartLine, type OrderQuote } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { makeStore } from '@/lib/store';
import { writeCart, writeVoucherCode } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { AddressPicker, type AddressParts } from '@/components/address-form';
import { CheckoutPage } from './checkout-page';

const line = (overrides: Partial<CartLine>): CartLine => ({
  productId: 'p1',
  name: 'Serum cấp ẩm B5',
  image: '/uploads/products/serum.webp',
  slug: 'serum-cap-am-b5',
  color: null,
  price: 300_000,
  brand: 'Lumi Lab',
  quantity: 1,
  ...overrides,
});

const quoteLine = (productId: string, name: string, quantity: number) => ({
  productId,
  name,
  image: '/uploads/products/serum.webp',
  color: null,
  originalPrice: 300_000,
  price: 300_000,
  promoQty: 0,
  quantity,
  lineTotal: 300_000 * quantity,
  available: 5,
});

const quote = (issues: OrderQuote['issues']): OrderQuote => ({
  products: [quoteLine('p1', 'Serum cấp ẩm B5', 1), quoteLine('p2', 'Kem chống nắng', 9)],
  subtotal: 3_000_000,
  discountTotal: 0,
  shippingFee: null,
  freeShippingThreshold: 500_000,
  totalAmount: 3_000_000,
  shippingSource: 'table',
  points: null,
  voucher: null,
  voucherIssue: null,
  issues,
});

const ok = <T,>(data: T) => ({ body: { success: true, data } });

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on(
    'GET /shipping/provinces',
    ok([
      { id: 1, name: 'Hà Nội' },
      { id: 2, name: 'Hồ Chí Minh' },
    ]),
  );
  server.on('GET /shipping/districts', (_body, url) =>
    ok(
      url.searchParams.get('province_id') === '1'
        ? [{ id: 11, name: 'Quận Ba Đình' }]
        : [{ id: 21, name: 'Quận 1' }],
    ),
  );
  server.on('GET /shipping/wards', (_body, url) =>
    ok(url.searchParams.get('district_id') === '11' ? [{ id: '111', name: 'Phường Điện Biên' }] : []),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderWithApp(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '/checkout', element }], { initialEntries: ['/checkout'] });
  render(
    <AppProvider store={makeStore()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  await act(async () => {
    fireEvent.click(await screen.findByTitle(option));
  });
}

describe('CheckoutPage', () => {
  it('shows the figures of the quote that add up: subtotal before promotions − savings + fee = total', async () => {
    writeCart([
      line({ price: 240_000, quantity: 2 }),
      line({ productId: 'p2', name: 'Kem chống nắng', quantity: 1 }),
    ]);
    // The server's fields: subtotal after promotions (Σ lineTotal), discountTotal, totalAmount = subtotal + fee.
    server.on('POST /orders/quote', () =>
      ok({
        ...quote([]),
        products: [
          { ...quoteLine('p1', 'Serum cấp ẩm B5', 2), price: 240_000, promoQty: 2, lineTotal: 480_000 },
          quoteLine('p2', 'Kem chống nắng', 1),
        ],
        subtotal: 780_000,
        discountTotal: 120_000,
        shippingFee: 30_000,
        totalAmount: 810_000,
      } satisfies OrderQuote),
    );
    renderWithApp(<CheckoutPage />);

    const summary = screen.getByRole('complementary', { name: /^Đơn hàng/ });
    expect(within(summary).getByRole('heading', { name: 'Đơn hàng (3 sản phẩm)' })).toBeTruthy();
    const figure = (term: RegExp) =>
      parseVnd(within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '');
    await waitFor(() => expect(figure(/^Tổng cộng$/)).toBe(810_000));
    expect(figure(/^Tạm tính \(3 sản phẩm\)$/)).toBe(900_000);
    expect(figure(/^Tiết kiệm nhờ khuyến mãi$/)).toBe(120_000);
    expect(figure(/^Phí vận chuyển$/)).toBe(30_000);
    const shown = (term: RegExp) => figure(term) ?? Number.NaN;
    expect(
      shown(/^Tạm tính \(3 sản phẩm\)$/) - shown(/^Tiết kiệm nhờ khuyến mãi$/) + shown(/^Phí vận chuyển$/),
    ).toBe(shown(/^Tổng cộng$/));
  });

  it('quotes the cart with the voucher applied in the cart and shows its saving in the figures', async () => {
    writeCart([line({ price: 300_000, quantity: 1 })]);
    writeVoucherCode('GIAM10');
    server.on('POST /orders/quote', () =>
      ok({
        ...quote([]),
        products: [quoteLine('p1', 'Serum cấp ẩm B5', 1)],
        subtotal: 300_000,
        shippingFee: 30_000,
        voucher: {
          code: 'GIAM10',
          name: 'Giảm 10%',
          summary: 'Giảm 10% tối đa 80.000 ₫',
          discount: 30_000,
          shippingDiscount: 0,
        },
        totalAmount: 300_000,
      } satisfies OrderQuote),
    );
    renderWithApp(<CheckoutPage />);
    const summary = screen.getByRole('complementary', { name: /^Đơn hàng/ });
    const figure = (term: RegExp) =>
      parseVnd(within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '');
    await waitFor(() => expect(figure(/^Mã giảm giá \(GIAM10\)$/)).toBe(30_000));
    expect(figure(/^Tổng cộng$/)).toBe(300_000);
    expect(within(summary).getByText('Giảm 10% tối đa 80.000 ₫ · Tiết kiệm 30.000 ₫')).toBeTruthy();
    expect(server.calls('POST /orders/quote').at(-1)).toMatchObject({ voucherCode: 'GIAM10' });
    fireEvent.click(within(summary).getByRole('button', { name: 'Bỏ mã' }));
    await waitFor(() => expect(server.calls('POST /orders/quote').at(-1)).not.toHaveProperty('voucherCode'));
  });

  it('pays part with points: the box asks the quote for the balance, shows what the quote took, and can be undone', async () => {
    writeCart([line({ price: 300_000, quantity: 1 })]);
    const program = {
      earnStep: 1000,
      pointValue: 10,
      maxSharePercent: 50,
      tiers: [
        { key: 'member' as const, name: 'Thành viên', minSpend: 0, earnPercent: 100 },
        { key: 'silver' as const, name: 'Bạc', minSpend: 3_000_000, earnPercent: 150 },
        { key: 'gold' as const, name: 'Vàng', minSpend: 8_000_000, earnPercent: 200 },
        { key: 'diamond' as const, name: 'Kim cương', minSpend: 15_000_000, earnPercent: 300 },
      ],
    };
    server.on(
      'GET /loyalty/me',
      ok({
        balance: 20_000,
        spend12Months: 2_000_000,
        tier: program.tiers[0]!,
        nextTier: program.tiers[1]!,
        toNextTier: 1_000_000,
        program,
      }),
    );
    server.on('POST /orders/quote', (body) => {
      const asked = (body as { points?: number }).points ?? 0;
      // 50 % of 300.000 ₫ at 10 ₫ a point: at most 15.000 points.
      const used = Math.min(asked, 15_000);
      return ok({
        ...quote([]),
        products: [quoteLine('p1', 'Serum cấp ẩm B5', 1)],
        subtotal: 300_000,
        shippingFee: 30_000,
        points: asked ? { asked, used, discount: used * 10, max: 15_000 } : null,
        totalAmount: 330_000 - used * 10,
      } satisfies OrderQuote);
    });
    renderWithApp(<CheckoutPage />);
    const summary = screen.getByRole('complementary', { name: /^Đơn hàng/ });
    const box = await within(summary).findByRole('checkbox', { name: 'Dùng 15.000 điểm (−150.000 ₫)' });
    expect(
      within(summary).getByText(/Bạn có 20.000 điểm · 1 điểm = 10 ₫ · dùng tối đa 50% giá trị hàng/),
    ).toBeTruthy();
    expect(server.calls('POST /orders/quote').at(-1)).not.toHaveProperty('points');

    fireEvent.click(box);
    await waitFor(() => expect(server.calls('POST /orders/quote').at(-1)).toMatchObject({ points: 20_000 }));
    const figure = (term: RegExp) =>
      parseVnd(within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '');
    await waitFor(() => expect(figure(/^Điểm thưởng \(15\.000 điểm\)$/)).toBe(150_000));
    expect(figure(/^Tổng cộng$/)).toBe(180_000);

    fireEvent.click(within(summary).getByRole('checkbox'));
    await waitFor(() => expect(server.calls('POST /orders/quote').at(-1)).not.toHaveProperty('points'));
    await waitFor(() => expect(within(summary).queryByText(/^Điểm thưởng/, { selector: 'dt' })).toBeNull());
  });

  it('shows the quote issues on their lines and blocks ordering until they are fixed', async () => {
    writeCart([line({}), line({ productId: 'p2', name: 'Kem chống nắng', quantity: 9 })]);
    let issues: OrderQuote['issues'] = [
      { index: 1, productId: 'p2', code: 'OUT_OF_STOCK', message: 'Chỉ còn 5 sản phẩm' },
    ];
    server.on('POST /orders/quote', () => ok(quote(issues)));
    renderWithApp(<CheckoutPage />);

    expect(await screen.findByText(/Chỉ còn 5 sản phẩm/)).toBeTruthy();
    expect(screen.getByText(/Vui lòng cập nhật các sản phẩm được đánh dấu/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Đặt hàng' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Chọn địa chỉ để tính phí')).toBeTruthy();

    // The customer fixes the line (here: the stock comes back); the next quote has no issue.
    issues = [];
    await act(async () => {
      window.localStorage.setItem(
        'cart',
        JSON.stringify({
          products: [line({}), line({ productId: 'p2', name: 'Kem chống nắng', quantity: 5 })],
        }),
      );
      window.dispatchEvent(new Event('lumi:cart-changed'));
    });
    await waitFor(() => expect(screen.queryByText(/Chỉ còn 5 sản phẩm/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Đặt hàng' })).toHaveProperty('disabled', false);
    const sent = server.calls('POST /orders/quote').at(-1) as { products: { quantity: number }[] };
    expect(sent.products[1]?.quantity).toBe(5);
  });
});

describe('AddressPicker', () => {
  function Harness({ onChange }: { onChange: (value: AddressParts) => void }) {
    const [value, setValue] = useState<AddressParts>({});
    return (
      <AddressPicker
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('loads each list from its parent and clears the parts below a changed parent', async () => {
    const onChange = vi.fn();
    renderWithApp(<Harness onChange={onChange} />);

    expect(screen.getByRole('combobox', { name: 'Quận/Huyện' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Phường/Xã' })).toHaveProperty('disabled', true);

    await choose('Tỉnh/Thành phố', 'Hà Nội');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Quận/Huyện' })).toHaveProperty('disabled', false),
    );
    await choose('Quận/Huyện', 'Quận Ba Đình');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Phường/Xã' })).toHaveProperty('disabled', false),
    );
    await choose('Phường/Xã', 'Phường Điện Biên');
    expect(onChange).toHaveBeenLastCalledWith({
      province: { id: 1, name: 'Hà Nội' },
      district: { id: 11, name: 'Quận Ba Đình' },
      ward: { id: '111', name: 'Phường Điện Biên' },
    });

    await choose('Tỉnh/Thành phố', 'Hồ Chí Minh');
    expect(onChange).toHaveBeenLastCalledWith({ province: { id: 2, name: 'Hồ Chí Minh' } });
    expect(screen.getByRole('combobox', { name: 'Phường/Xã' })).toHaveProperty('disabled', true);
    await choose('Quận/Huyện', 'Quận 1');
    expect(onChange).toHaveBeenLastCalledWith({
      province: { id: 2, name: 'Hồ Chí Minh' },
      district: { id: 21, name: 'Quận 1' },
    });
    expect(server.requests.map((r) => r.route).filter((r) => r === 'GET /shipping/districts')).toHaveLength(
      2,
    );
  });
});
