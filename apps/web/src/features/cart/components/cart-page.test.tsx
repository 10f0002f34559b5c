import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ERRORS,
  parseVnd,
  warningSentence,
  type CartLine,
  type OrderQuote,
  type Product,
} from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { userLoaded } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { readCart, voucherCodeSnapshot, writeCart, writeVoucherCode } from '@/lib/storage';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { userOf } from '@/testing/fixtures';
import { CALM_ANSWERS, noteOf, recordOf } from '@/testing/skin-fixtures';
import { CartPage } from './cart-page';

/** A pregnant customer whose doctor also wrote 'avoid retinoids' (issue 32): retinoid and hydroquinone avoided. */
const PREGNANT = recordOf({ ...CALM_ANSWERS, pregnancy: ['yes'] }, [noteOf()]);

const image = (name: string) => ({ url: `/uploads/products/${name}.webp`, publicId: `products/${name}` });

const product = (overrides: Partial<Product>): Product => ({
  _id: 'p1',
  name: 'Serum cấp ẩm B5',
  slug: 'serum-cap-am-b5',
  brand: { _id: 'b1', name: 'Lumi Lab', slug: 'lumi-lab' },
  categories: [],
  price: 300_000,
  finalPrice: 300_000,
  promotion: null,
  capacity: '30ml',
  weight: 150,
  expiry: '2028-01-01',
  isAlmostExpired: false,
  isExpired: false,
  tags: [],
  mainImage: image('serum'),
  images: [],
  description: '',
  enable: true,
  stock: 20,
  variants: [],
  totalQuantity: 20,
  averageRating: 0,
  totalReviews: 0,
  sold: 0,
  ingredients: [],
  skinTypes: [],
  concerns: [],
  ingredientFlags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

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

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /products/detail/p1', { body: { success: true, data: product({ finalPrice: 240_000 }) } });
  server.on('GET /products/detail/p2', {
    body: { success: true, data: product({ _id: 'p2', name: 'Kem chống nắng', slug: 'kem-chong-nang' }) },
  });
  server.on('GET /products/detail/p-gone', {
    status: 404,
    body: { success: false, code: 'PRODUCT_NOT_FOUND', message: 'Không tìm thấy sản phẩm' },
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The sign-in modal belongs to the auth feature (the route passes it); these tests never open it. */
const NoAuthModal = () => null;

function renderCart(store = makeStore()) {
  const router = createMemoryRouter([{ path: '/cart', element: <CartPage AuthModal={NoAuthModal} /> }], {
    initialEntries: ['/cart'],
  });
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

/** The amount shown next to a summary term ('Tạm tính …', 'Tổng cộng'), in đồng. */
function figure(summary: HTMLElement, term: RegExp): number | null {
  const dt = within(summary).getByText(term, { selector: 'dt' });
  return parseVnd(dt.nextElementSibling?.textContent ?? '');
}

describe('CartPage', () => {
  it('counts units in the heading and the summary, and its figures add up: subtotal − savings = total', async () => {
    // p1: list 300 000, promotional 240 000, 2 units; p2: 300 000, 1 unit (2 lines, 3 units).
    writeCart([
      line({ price: 240_000, quantity: 2 }),
      line({ productId: 'p2', name: 'Kem chống nắng', slug: 'kem-chong-nang', quantity: 1 }),
    ]);
    renderCart();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Giỏ hàng (3 sản phẩm)');
    const summary = screen.getByRole('complementary', { name: 'Tóm tắt đơn hàng' });
    await waitFor(() => expect(figure(summary, /^Tiết kiệm nhờ khuyến mãi$/)).toBe(120_000));
    expect(figure(summary, /^Tạm tính \(3 sản phẩm\)$/)).toBe(900_000);
    expect(within(summary).getByText('Tính khi đặt hàng')).toBeTruthy();
    expect(figure(summary, /^Tổng cộng$/)).toBe(780_000);
    expect(readCart().totalAmount).toBe(780_000);
  });

  it('shows the empty state with the way back to shopping', () => {
    renderCart();
    expect(screen.getByRole('heading', { name: 'Giỏ hàng của bạn đang trống' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tiếp tục mua sắm' }).getAttribute('href')).toBe('/');
  });

  it('refreshes a changed price into storage and flags a product that is no longer sold', async () => {
    writeCart([
      line({}),
      line({ productId: 'p-gone', name: 'Sữa rửa mặt cũ', slug: 'sua-rua-mat-cu', price: 100_000 }),
    ]);
    renderCart();
    await waitFor(() => expect(readCart().products[0]?.price).toBe(240_000));
    expect(await screen.findByText(/Giá đã cập nhật từ 300.000 ₫/)).toBeTruthy();
    expect(await screen.findByText('Sản phẩm không còn được bán')).toBeTruthy();
    // The line no longer sold is left out of the figures: 300 000 − 60 000 = 240 000 only.
    const summary = screen.getByRole('complementary', { name: 'Tóm tắt đơn hàng' });
    expect(figure(summary, /^Tạm tính \(1 sản phẩm\)$/)).toBe(300_000);
    expect(figure(summary, /^Tổng cộng$/)).toBe(240_000);
    expect(within(summary).getByText(/không được tính vào/)).toBeTruthy();
  });

  it('changes quantities; a decrement at 1 removes the line', async () => {
    writeCart([line({ productId: 'p2', name: 'Kem chống nắng', slug: 'kem-chong-nang', quantity: 1 })]);
    renderCart();
    const row = await screen.findByRole('group', { name: 'Số lượng Kem chống nắng' });
    fireEvent.click(within(row).getByRole('button', { name: 'Tăng số lượng' }));
    expect(readCart().products[0]?.quantity).toBe(2);
    expect(readCart().totalAmount).toBe(600_000);
    fireEvent.click(within(row).getByRole('button', { name: 'Giảm số lượng' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Giảm số lượng' }));
    expect(readCart().products).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: 'Giỏ hàng của bạn đang trống' })).toBeTruthy();
  });

  it('"Xóa tất cả" asks first, then empties the cart', async () => {
    writeCart([line({}), line({ productId: 'p2', name: 'Kem chống nắng', slug: 'kem-chong-nang' })]);
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Xóa tất cả' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Xóa tất cả sản phẩm?').length).toBeGreaterThan(0);
    expect(readCart().products).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Xóa tất cả' }));
    await waitFor(() => expect(readCart().products).toHaveLength(0));
  });

  it('signed out, the call to action opens sign-in; the line of a product can be removed', async () => {
    writeCart([line({})]);
    renderCart();
    expect(screen.getByRole('button', { name: 'Đăng nhập để đặt hàng' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Xóa Serum cấp ẩm B5 khỏi giỏ hàng' }));
    expect(readCart().products).toHaveLength(0);
  });

  it('applies a voucher code through the server’s quote: its saving comes off the total; a code that does not apply says why', async () => {
    const quoted = (body: unknown): OrderQuote => {
      const code = (body as { voucherCode?: string }).voucherCode;
      const ok = code === 'GIAM10';
      return {
        products: [],
        subtotal: 240_000,
        discountTotal: 60_000,
        shippingFee: null,
        freeShippingThreshold: null,
        totalAmount: ok ? 216_000 : 240_000,
        shippingSource: 'table',
        points: null,
        voucher: ok
          ? {
              code: 'GIAM10',
              name: 'Giảm 10%',
              summary: 'Giảm 10% tối đa 80.000 ₫',
              discount: 24_000,
              shippingDiscount: 0,
            }
          : null,
        voucherIssue: ok ? null : { code: 'VOUCHER_EXPIRED', message: ERRORS.VOUCHER_EXPIRED.message },
        issues: [],
      };
    };
    server.on('POST /orders/quote', (body) => ({ body: { success: true, data: quoted(body) } }));
    writeCart([line({ price: 240_000 })]);
    renderCart();
    const summary = screen.getByRole('complementary', { name: 'Tóm tắt đơn hàng' });
    await waitFor(() => expect(figure(summary, /^Tổng cộng$/)).toBe(240_000));
    // Nothing typed: the field says so and nothing is asked.
    fireEvent.click(within(summary).getByRole('button', { name: 'Áp dụng' }));
    expect(within(summary).getByRole('alert').textContent).toBe('Vui lòng nhập mã giảm giá');
    expect(server.calls('POST /orders/quote')).toHaveLength(0);

    fireEvent.change(within(summary).getByRole('textbox', { name: 'Mã giảm giá' }), {
      target: { value: ' giam10 ' },
    });
    fireEvent.click(within(summary).getByRole('button', { name: 'Áp dụng' }));
    expect(voucherCodeSnapshot()).toBe('GIAM10');
    expect(await within(summary).findByText('Giảm 10% tối đa 80.000 ₫ · Tiết kiệm 24.000 ₫')).toBeTruthy();
    expect(figure(summary, /^Mã giảm giá \(GIAM10\)$/)).toBe(24_000);
    expect(figure(summary, /^Tổng cộng$/)).toBe(216_000);
    expect(server.calls('POST /orders/quote').at(-1)).toMatchObject({
      products: [{ productId: 'p1', quantity: 1, color: null }],
      voucherCode: 'GIAM10',
    });

    fireEvent.click(within(summary).getByRole('button', { name: 'Bỏ mã' }));
    expect(voucherCodeSnapshot()).toBeNull();
    await waitFor(() => expect(figure(summary, /^Tổng cộng$/)).toBe(240_000));

    writeVoucherCode('HETHAN');
    expect((await within(summary).findByRole('alert')).textContent).toBe(ERRORS.VOUCHER_EXPIRED.message);
    expect(within(summary).queryByText(/^Mã giảm giá \(/)).toBeNull();
  });

  it('says under a line that its product holds what the customer’s skin record avoids; more of it is not asked again', async () => {
    server.on('GET /products/detail/p-retinol', {
      body: {
        success: true,
        data: product({
          _id: 'p-retinol',
          name: 'Serum Retinol đêm',
          slug: 'serum-retinol-dem',
          ingredients: ['Aqua', 'Retinol'],
          ingredientFlags: ['retinoid'],
        }),
      },
    });
    server.on('GET /skin/record', { body: { success: true, data: PREGNANT } });
    const store = makeStore();
    store.dispatch(userLoaded(userOf()));
    writeCart([
      line({ productId: 'p-retinol', name: 'Serum Retinol đêm', slug: 'serum-retinol-dem' }),
      line({ productId: 'p2', name: 'Kem chống nắng', slug: 'kem-chong-nang' }),
    ]);
    renderCart(store);

    const lines = screen.getByRole('list', { name: 'Sản phẩm trong giỏ hàng' });
    const [retinolLine, sunscreenLine] = within(lines).getAllByRole('listitem');
    const warning = await within(retinolLine!).findByRole('note', { name: 'Cảnh báo thành phần' });
    expect(warning.textContent).toContain(warningSentence([PREGNANT.avoid[0]!]));
    expect(warning.textContent).toContain(PREGNANT.avoid[0]!.reasons[1]!);
    expect(within(sunscreenLine!).queryByRole('note')).toBeNull();

    fireEvent.click(within(retinolLine!).getByRole('button', { name: 'Tăng số lượng' }));
    expect(readCart().products[0]).toMatchObject({ productId: 'p-retinol', quantity: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
