import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERRORS, SUCCESS, type Product, type StockAlert } from '@lumi/shared';
import { userLoaded } from '@/lib/auth-slice';
import { bindNotifiers } from '@/lib/notify';
import { makeStore } from '@/lib/store';
import { userOf } from '@/testing/fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { StockAlertBox } from './stock-alert-box';

const PRODUCT_ID = '5b1f0c3e-7a2d-4c8e-9f10-000000000001';
const RED_ID = '5b1f0c3e-7a2d-4c8e-9f10-000000000002';

const image = (name: string) => ({ url: `/uploads/products/${name}.webp`, publicId: `products/${name}` });

/** A product without colours, sold out. */
function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: PRODUCT_ID,
    name: 'Serum Vitamin C 15%',
    slug: 'serum-vitamin-c-15',
    brand: { _id: 'b1', name: 'Lumi Beauty', slug: 'lumi-beauty' },
    categories: [{ _id: 'c0', name: 'Chăm sóc da', slug: 'cham-soc-da', level: 0 }],
    price: 450_000,
    finalPrice: 450_000,
    promotion: null,
    capacity: '30ml',
    weight: 150,
    expiry: '2028-06-30',
    isAlmostExpired: false,
    isExpired: false,
    tags: [],
    mainImage: image('serum-main'),
    images: [],
    description: '<p>Làm sáng da.</p>',
    enable: true,
    stock: 0,
    variants: [],
    totalQuantity: 0,
    averageRating: 0,
    totalReviews: 0,
    sold: 12,
    ingredients: [],
    skinTypes: [],
    concerns: [],
    ingredientFlags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A lipstick with three colours, one of them (Đỏ cam) sold out. */
const withColours = () =>
  makeProduct({
    name: 'Son kem lì Velvet Matte',
    slug: 'son-kem-li-velvet-matte',
    stock: null,
    variants: [
      { _id: 'v1', name: 'Hồng đào', code: '#F9A8D4', image: null, stock: 5 },
      { _id: RED_ID, name: 'Đỏ cam', code: '#EF4444', image: null, stock: 0 },
      { _id: 'v3', name: 'Cam san hô', code: '#FB923C', image: null, stock: 3 },
    ],
    totalQuantity: 8,
  });

function alertOf(product: Product, variant: { _id: string; name: string } | null, id = 'a1'): StockAlert {
  return {
    _id: id,
    product: { _id: product._id, name: product.name, slug: product.slug },
    variant,
    createdAt: '2026-03-01T02:00:00.000Z',
  };
}

/** The customer's waiting alerts, kept by the fake routes as the server would. */
function serveAlerts(server: FakeServer, product: Product, waiting: StockAlert[] = []) {
  let alerts = [...waiting];
  server.on('GET /stock-alerts', () => ({ body: { success: true, data: alerts } }));
  server.on('POST /stock-alerts', (body) => {
    const { variantId } = body as { productId: string; variantId?: string };
    const variant = product.variants.find((v) => v._id === variantId) ?? null;
    const alert = alertOf(
      product,
      variant && { _id: variant._id, name: variant.name },
      `a${alerts.length + 1}`,
    );
    alerts = [alert, ...alerts];
    return { status: 201, body: { success: true, message: SUCCESS.stockAlertCreated, data: alert } };
  });
  server.on('DELETE /stock-alerts/a1', () => {
    alerts = alerts.filter((alert) => alert._id !== 'a1');
    return { body: { success: true, message: SUCCESS.stockAlertDeleted, data: { _id: 'a1' } } };
  });
}

const WAITING_TEXT = 'Lumi sẽ báo cho bạn qua thông báo và email khi sản phẩm có hàng trở lại';

let server: FakeServer;
const toasts = { success: vi.fn(), error: vi.fn(), warning: vi.fn() };
let unbind: () => void;
beforeEach(() => {
  server = installFakeServer();
  unbind = bindNotifiers(toasts as unknown as MessageInstance, {} as NotificationInstance);
});
afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.values(toasts).forEach((toast) => toast.mockReset());
});

function renderBox(product: Product, { signedIn = true } = {}) {
  const store = makeStore();
  if (signedIn) store.dispatch(userLoaded(userOf()));
  const router = createMemoryRouter(
    [
      { path: '/detail/:slug', element: <StockAlertBox product={product} /> },
      { path: '/auth', element: <h1>Đăng nhập</h1> },
    ],
    { initialEntries: [`/detail/${product.slug}`] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, container: view.container };
}

describe('StockAlertBox: a product without colours', () => {
  it('waits for a sold-out product: sends { productId } and shows the waiting line', async () => {
    const product = makeProduct();
    serveAlerts(server, product);
    renderBox(product);
    await waitFor(() => expect(server.calls('GET /stock-alerts')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Báo khi có hàng' }));

    expect(await screen.findByText(WAITING_TEXT)).toBeTruthy();
    expect(server.calls('POST /stock-alerts')).toEqual([{ productId: PRODUCT_ID }]);
    expect(screen.queryByRole('button', { name: 'Báo khi có hàng' })).toBeNull();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(SUCCESS.stockAlertCreated));
    // The control that replaced the one pressed takes the focus.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hủy đăng ký' }));
  });

  it('shows the waiting line when already waiting, and "Hủy đăng ký" sends DELETE', async () => {
    const product = makeProduct();
    serveAlerts(server, product, [alertOf(product, null)]);
    renderBox(product);

    expect(await screen.findByText(WAITING_TEXT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hủy đăng ký' }));

    expect(await screen.findByRole('button', { name: 'Báo khi có hàng' })).toBeTruthy();
    expect(server.calls('DELETE /stock-alerts/a1')).toHaveLength(1);
    expect(screen.queryByText(WAITING_TEXT)).toBeNull();
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(SUCCESS.stockAlertDeleted));
  });

  it("shows the server's refusal when the product is back in stock meanwhile", async () => {
    const product = makeProduct();
    server.on('GET /stock-alerts', { body: { success: true, data: [] } });
    server.on('POST /stock-alerts', {
      status: 409,
      body: { success: false, code: 'STOCK_ALERT_IN_STOCK', message: ERRORS.STOCK_ALERT_IN_STOCK.message },
    });
    renderBox(product);

    fireEvent.click(screen.getByRole('button', { name: 'Báo khi có hàng' }));

    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(ERRORS.STOCK_ALERT_IN_STOCK.message));
    expect(screen.getByRole('button', { name: 'Báo khi có hàng' })).toBeTruthy();
    expect(screen.queryByText(WAITING_TEXT)).toBeNull();
  });

  it('renders nothing and asks nothing for a product in stock', async () => {
    const { container } = renderBox(makeProduct({ stock: 4, totalQuantity: 4 }));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(container.innerHTML).toBe('');
    expect(server.requests).toHaveLength(0);
  });
});

describe('StockAlertBox: a product with colours', () => {
  it('lists the sold-out colours only and waits for one: sends { productId, variantId }', async () => {
    const product = withColours();
    serveAlerts(server, product);
    renderBox(product);

    const line = screen.getByRole('listitem');
    expect(line.textContent).toContain('Màu Đỏ cam đã hết hàng');
    expect(screen.queryByText(/Hồng đào/)).toBeNull();
    await waitFor(() => expect(server.calls('GET /stock-alerts')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Báo khi có hàng màu Đỏ cam' }));

    await waitFor(() => expect(line.textContent).toContain('khi màu Đỏ cam có hàng trở lại'));
    expect(server.calls('POST /stock-alerts')).toEqual([{ productId: PRODUCT_ID, variantId: RED_ID }]);
    expect(screen.getByRole('button', { name: 'Hủy đăng ký màu Đỏ cam' })).toBeTruthy();
  });

  it('renders nothing and asks nothing when every colour is in stock', async () => {
    const product = withColours();
    const { container } = renderBox({
      ...product,
      variants: product.variants.map((variant) => ({ ...variant, stock: 2 })),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(container.innerHTML).toBe('');
    expect(server.requests).toHaveLength(0);
  });
});

describe('StockAlertBox: signed out', () => {
  it('goes to the login page, which will bring them back to the product (ADR 0066), and sends nothing', async () => {
    const product = makeProduct();
    serveAlerts(server, product);
    const { router } = renderBox(product, { signedIn: false });

    fireEvent.click(screen.getByRole('button', { name: 'Báo khi có hàng' }));

    expect(await screen.findByRole('heading', { name: 'Đăng nhập' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.state).toEqual({ from: `/detail/${product.slug}` });
    expect(server.requests).toHaveLength(0);
  });

  it('asks nothing for a signed-out visitor on a sold-out colour', async () => {
    const product = withColours();
    serveAlerts(server, product);
    renderBox(product, { signedIn: false });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(screen.getByRole('button', { name: 'Báo khi có hàng màu Đỏ cam' })).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });
});
