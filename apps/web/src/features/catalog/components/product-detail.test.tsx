import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warningSentence, type Product } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { userLoaded } from '@/lib/auth-slice';
import { skinApi } from '@/lib/skin-api';
import { makeStore } from '@/lib/store';
import ProductDetailRoute from '@/app/routes/product-detail';
import { readCart } from '@/lib/storage';
import { doctorSummaryOf, paginationOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { userOf } from '@/testing/fixtures';
import { CALM_ANSWERS, noteOf, recordOf } from '@/testing/skin-fixtures';
import { COLOR_REQUIRED_MESSAGE } from '../utils/purchase';

/** A pregnant customer whose doctor also wrote 'avoid retinoids' (issue 32): retinoid and hydroquinone avoided. */
const PREGNANT = recordOf({ ...CALM_ANSWERS, pregnancy: ['yes'] }, [noteOf()]);

const image = (name: string) => ({ url: `/uploads/products/${name}.webp`, publicId: `products/${name}` });

function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p-son',
    name: 'Son kem lì Velvet Matte',
    slug: 'son-kem-li-velvet-matte',
    brand: { _id: 'b1', name: 'Lumi Beauty', slug: 'lumi-beauty' },
    categories: [
      { _id: 'c0', name: 'Trang điểm', slug: 'trang-diem', level: 0 },
      { _id: 'c1', name: 'Trang điểm môi', slug: 'trang-diem-moi', level: 1 },
      { _id: 'c2', name: 'Son kem', slug: 'son-kem', level: 2 },
    ],
    price: 250_000,
    finalPrice: 200_000,
    promotion: {
      _id: 'pr1',
      name: 'Tuần lễ son môi',
      slug: 'tuan-le-son-moi',
      discountPercentage: 20,
      maxDiscountAmount: null,
      remainingQty: 7,
      startDate: '2026-01-01T00:00:00.000Z',
      endDate: '2099-12-31T16:59:59.999Z',
    },
    capacity: '5g',
    weight: 120,
    expiry: '2028-06-30',
    isAlmostExpired: false,
    isExpired: false,
    tags: ['HOT'],
    mainImage: image('son-main'),
    images: [image('son-2')],
    description: '<p>Chất son <strong>mịn lì</strong>, lâu trôi.</p>',
    enable: true,
    stock: null,
    variants: [
      { _id: 'v1', name: 'Hồng đào', code: '#F9A8D4', image: image('son-hong-dao'), stock: 5 },
      { _id: 'v2', name: 'Đỏ cam', code: '#EF4444', image: image('son-do-cam'), stock: 0 },
      { _id: 'v3', name: 'Cam san hô', code: '#FB923C', image: null, stock: 3 },
    ],
    totalQuantity: 8,
    averageRating: 0,
    totalReviews: 0,
    sold: 42,
    ingredients: [],
    skinTypes: [],
    concerns: [],
    ingredientFlags: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /categories', { body: { success: true, data: [] } });
  server.on('GET /products/categories/son-kem', {
    body: {
      success: true,
      data: [],
      pagination: { page: 1, pageSize: 8, totalItems: 0, totalPage: 0 },
      category: { _id: 'c2', name: 'Son kem', slug: 'son-kem', level: 2, parent: null },
      filters: { priceRanges: [], brands: [], subcategories: [], tags: [], skinTypes: [], concerns: [] },
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.getElementById('lumi-jsonld-product')?.remove();
});

function serve(product: Product) {
  server.on(`GET /products/detail/${product.slug}`, { body: { success: true, data: product } });
}

function renderDetail(slug: string) {
  const router = createMemoryRouter(
    [
      { path: '/detail/:slug', element: <ProductDetailRoute /> },
      { path: '/cart', element: <h1>Trang giỏ hàng</h1> },
    ],
    { initialEntries: [`/detail/${slug}`] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const addButton = () => screen.getByRole('button', { name: 'Thêm vào giỏ hàng' });

describe('product detail: colour required', () => {
  it('refuses to add a product with colours until one is chosen', async () => {
    const product = makeProduct();
    serve(product);
    const router = renderDetail(product.slug);
    await screen.findByRole('heading', { level: 1, name: product.name });

    fireEvent.click(addButton());
    expect(screen.getByRole('alert').textContent).toContain(COLOR_REQUIRED_MESSAGE);
    expect(readCart().products).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Mua ngay' }));
    expect(readCart().products).toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/detail/${product.slug}`);
  });

  it('adds the chosen colour as a CartLine at the final price', async () => {
    const product = makeProduct();
    serve(product);
    renderDetail(product.slug);
    await screen.findByRole('heading', { level: 1, name: product.name });

    const colours = screen.getByRole('radiogroup');
    expect((within(colours).getByRole('radio', { name: /Đỏ cam/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(addButton());
    expect(screen.getByRole('alert')).toBeTruthy();

    fireEvent.click(within(colours).getByRole('radio', { name: /Hồng đào/ }));
    // The message goes away once a colour is chosen, and the gallery shows the colour's picture.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('img', { name: product.name }).getAttribute('src')).toBe(
      '/uploads/products/son-hong-dao.webp',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    fireEvent.click(addButton());

    expect(readCart()).toEqual({
      products: [
        {
          productId: 'p-son',
          name: product.name,
          image: '/uploads/products/son-hong-dao.webp',
          slug: product.slug,
          color: { name: 'Hồng đào', code: '#F9A8D4' },
          price: 200_000,
          brand: 'Lumi Beauty',
          quantity: 2,
        },
      ],
      totalAmount: 400_000,
    });
    expect(await screen.findByText(/Giỏ hàng đang có 2 sản phẩm màu Hồng đào/)).toBeTruthy();
  });

  it('keeps the quantity within the chosen colour’s stock', async () => {
    const product = makeProduct();
    serve(product);
    renderDetail(product.slug);
    await screen.findByRole('heading', { level: 1, name: product.name });
    fireEvent.click(screen.getByRole('radio', { name: /Cam san hô/ }));
    const plus = screen.getByRole('button', { name: 'Tăng số lượng' }) as HTMLButtonElement;
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(plus.disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Số lượng' }) as HTMLInputElement).value).toBe('3');
  });

  it('adds a product without colours directly, and "Mua ngay" opens the cart', async () => {
    const product = makeProduct({
      _id: 'p-kem',
      name: 'Kem chống nắng Daily SPF50',
      slug: 'kem-chong-nang-daily',
      variants: [],
      stock: 10,
      totalQuantity: 10,
      promotion: null,
      finalPrice: 250_000,
    });
    serve(product);
    const router = renderDetail(product.slug);
    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(screen.queryByRole('radiogroup')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mua ngay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(readCart().products).toEqual([
      expect.objectContaining({ productId: 'p-kem', color: null, price: 250_000, quantity: 1 }),
    ]);
  });
});

describe('product detail: the page', () => {
  it('shows the promotion, the honest empty reviews and the JSON-LD Product', async () => {
    const product = makeProduct();
    serve(product);
    renderDetail(product.slug);
    await screen.findByRole('heading', { level: 1, name: product.name });

    expect(screen.getAllByText('-20%').length).toBe(2);
    expect(screen.getByText('Tiết kiệm', { exact: false }).textContent).toContain('50.000 ₫');
    expect(screen.getByText(/Chỉ còn 7 suất giá khuyến mãi/)).toBeTruthy();
    expect(screen.getByText(/Kết thúc sau/)).toBeTruthy();
    expect(screen.getAllByText(/HSD: 30\/06\/2028/).length).toBeGreaterThan(0);
    expect(screen.getByText('Chưa có đánh giá nào cho sản phẩm này')).toBeTruthy();

    const jsonLd = JSON.parse(document.getElementById('lumi-jsonld-product')?.textContent ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.name,
      sku: 'p-son',
      description: 'Chất son mịn lì, lâu trôi.',
      brand: { name: 'Lumi Beauty' },
      offers: { price: 200_000, priceCurrency: 'VND', availability: 'https://schema.org/InStock' },
    });
    expect(jsonLd.aggregateRating).toBeUndefined();
  });

  it('a product that does not exist shows a friendly not-found page', async () => {
    server.on('GET /products/detail/khong-co', {
      status: 404,
      body: { success: false, code: 'PRODUCT_NOT_FOUND', message: 'Không tìm thấy sản phẩm' },
    });
    renderDetail('khong-co');
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy sản phẩm' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toBeTruthy();
  });

  it('recommends doctors matching the product’s categories, linking to their pages', async () => {
    const product = makeProduct();
    serve(product);
    const asked: URL[] = [];
    server.on('GET /doctors/doctor-recommend', (_body, url) => {
      asked.push(url);
      return {
        body: {
          success: true,
          data: [{ ...doctorSummaryOf(), score: 0.9 }],
          pagination: paginationOf(1, 1, 5),
        },
      };
    });
    renderDetail(product.slug);
    const section = await screen.findByRole('region', { name: 'Bác sĩ da liễu tư vấn' });
    expect(
      within(section)
        .getByRole('link', { name: /Nguyễn Văn An/ })
        .getAttribute('href'),
    ).toBe('/doctor-detail/nguyen-van-an');
    expect(asked[0]!.searchParams.get('categories')).toBe('c0,c1,c2');
    expect(asked[0]!.searchParams.get('pageSize')).toBe('5');
  });
});

describe('product detail: the customer’s skin record (issue 32)', () => {
  const serum = makeProduct({
    _id: 'p-serum',
    name: 'Serum Retinol đêm 0.3%',
    slug: 'serum-retinol-dem',
    variants: [],
    stock: 10,
    totalQuantity: 10,
    promotion: null,
    finalPrice: 250_000,
    ingredients: ['Aqua', 'Glycerin', 'Retinol', 'Parfum'],
    ingredientFlags: ['retinoid', 'fragrance'],
    skinTypes: ['dry', 'normal'],
    concerns: ['aging'],
  });

  /** The page for a signed-in customer whose record avoids retinoids and hydroquinone, inside the shop's antd scope. */
  function renderForCustomer(product: Product) {
    serve(product);
    server.on('GET /skin/record', { body: { success: true, data: PREGNANT } });
    const store = makeStore();
    store.dispatch(userLoaded(userOf()));
    const router = createMemoryRouter(
      [
        { path: '/detail/:slug', element: <ProductDetailRoute /> },
        { path: '/cart', element: <h1>Trang giỏ hàng</h1> },
      ],
      { initialEntries: [`/detail/${product.slug}`] },
    );
    render(
      <AppProvider store={store}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    return { router, store };
  }

  it('warns with the reasons, marks the avoided ingredients, and asks before adding: cancel adds nothing', async () => {
    renderForCustomer(serum);
    const warning = await screen.findByRole('note', { name: 'Cảnh báo thành phần' });
    expect(warning.textContent).toContain(warningSentence([PREGNANT.avoid[0]!]));
    expect(within(warning).getByText('Hồ sơ da: đang mang thai hoặc cho con bú')).toBeTruthy();
    expect(within(warning).getByText(PREGNANT.avoid[0]!.reasons[1]!)).toBeTruthy();
    expect(within(warning).getByRole('link', { name: 'Xem hồ sơ da' }).getAttribute('href')).toBe(
      '/account?tab=skin',
    );

    // 'Thành phần': the INCI list, the retinoid entry marked (fragrance is not on this record), the skin chips.
    const section = screen.getByRole('region', { name: 'Thành phần' });
    const inci = within(section).getByText('Retinol').closest('p');
    expect(inci?.textContent).toBe('Aqua, Glycerin, Retinol (cần tránh), Parfum');
    expect([...section.querySelectorAll('mark')].map((mark) => mark.firstChild?.textContent)).toEqual([
      'Retinol',
    ]);
    expect(
      within(within(section).getByRole('list', { name: 'Phù hợp với' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Da khô', 'Da thường']);
    expect(within(section).getByRole('list', { name: 'Hỗ trợ cải thiện' }).textContent).toBe(
      'Lão hóa, nếp nhăn',
    );

    fireEvent.click(addButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Sản phẩm có thành phần bạn cần tránh').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(PREGNANT.avoid[0]!.reasons[1]!)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readCart().products).toHaveLength(0);
  });

  it('adds once the customer confirms', async () => {
    renderForCustomer(serum);
    await screen.findByRole('note', { name: 'Cảnh báo thành phần' });
    fireEvent.click(addButton());
    const dialog = await screen.findByRole('dialog');
    expect(readCart().products).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vẫn thêm vào giỏ' }));
    await waitFor(() =>
      expect(readCart().products).toEqual([
        expect.objectContaining({ productId: 'p-serum', quantity: 1, price: 250_000 }),
      ]),
    );
  });

  it('a product without an avoided family shows no warning and adds at once', async () => {
    const cream = makeProduct({
      ...serum,
      _id: 'p-kem',
      name: 'Kem dưỡng ẩm Ceramide',
      slug: 'kem-duong-am-ceramide',
      ingredients: ['Aqua', 'Ceramide NP', 'Parfum'],
      // Fragrance is on the product but not on this customer's record.
      ingredientFlags: ['fragrance'],
    });
    const { store } = renderForCustomer(cream);
    await screen.findByRole('region', { name: 'Thành phần' });
    // The record has arrived before the button is pressed: no warning is a decision, not a record still loading.
    await waitFor(() =>
      expect(skinApi.endpoints.getSkinRecord.select()(store.getState()).data?.avoid).toEqual(PREGNANT.avoid),
    );
    fireEvent.click(addButton());
    expect(readCart().products).toEqual([expect.objectContaining({ productId: 'p-kem', quantity: 1 })]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('note', { name: 'Cảnh báo thành phần' })).toBeNull();
  });
});
