import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@lumi/shared';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { HeaderSearch } from './header-search';

const summary = (i: number, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  _id: `p${i}`,
  name: `Kem dưỡng số ${i}`,
  slug: `kem-duong-${i}`,
  brand: { _id: 'b1', name: 'Lumi Lab', slug: 'lumi-lab' },
  mainImage: { url: `/uploads/products/kem-${i}.webp`, publicId: `products/kem-${i}` },
  images: [],
  price: 300_000,
  finalPrice: 300_000,
  promotion: null,
  tags: [],
  variants: [],
  totalQuantity: 10,
  averageRating: 0,
  totalReviews: 0,
  sold: 0,
  skinTypes: [],
  concerns: [],
  ingredientFlags: [],
  ...overrides,
});

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /products/search', (_body, url) => {
    const search = url.searchParams.get('search') ?? '';
    const products = search.startsWith('kem')
      ? [summary(1, { finalPrice: 240_000 }), summary(2), summary(3)]
      : [];
    return { body: { success: true, data: products } };
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderSearch() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HeaderSearch /> },
      { path: '/search', element: <HeaderSearch /> },
      { path: '/detail/:slug', element: <HeaderSearch /> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const box = () => screen.getByRole('combobox', { name: 'Tìm kiếm sản phẩm' }) as HTMLInputElement;
/** Enter in the box submits its form (implicit submission). */
const pressEnter = () => fireEvent.submit(box().form as HTMLFormElement);
const searchCalls = () => server.requests.filter((r) => r.route === 'GET /products/search').length;

async function typeAndWait(text: string) {
  fireEvent.focus(box());
  fireEvent.change(box(), { target: { value: text } });
  return screen.findAllByRole('option', { name: /Kem dưỡng số/ }, { timeout: 2000 });
}

describe('HeaderSearch suggestions', () => {
  it('asks once typing settles and lists products with image, name and price, then "see all"', async () => {
    renderSearch();
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'k' } });
    fireEvent.change(box(), { target: { value: 'ke' } });
    fireEvent.change(box(), { target: { value: 'kem' } });
    expect(searchCalls()).toBe(0);
    const options = await screen.findAllByRole('option', { name: /Kem dưỡng số/ }, { timeout: 2000 });
    expect(searchCalls()).toBe(1);
    expect(options).toHaveLength(3);
    expect(within(options[0] as HTMLElement).getByText('240.000 ₫')).toBeTruthy();
    expect(within(options[0] as HTMLElement).getByText('300.000 ₫')).toBeTruthy();
    expect(screen.getByRole('option', { name: /Xem tất cả kết quả cho “kem”/ })).toBeTruthy();
    expect(box().getAttribute('aria-expanded')).toBe('true');
  });

  it('never asks for blank input', async () => {
    renderSearch();
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searchCalls()).toBe(0);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('says so when nothing matches, still offering the search page', async () => {
    renderSearch();
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'xyz' } });
    expect(
      await screen.findByText('Không tìm thấy sản phẩm phù hợp với “xyz”', {}, { timeout: 2000 }),
    ).toBeTruthy();
    expect(screen.getByRole('option', { name: /Xem tất cả kết quả/ })).toBeTruthy();
  });
});

describe('HeaderSearch keyboard', () => {
  it('↓ and ↑ move the highlight through the products and "see all", then back to none', async () => {
    renderSearch();
    const options = await typeAndWait('kem');
    const seeAll = screen.getByRole('option', { name: /Xem tất cả kết quả/ });
    const highlighted = () => box().getAttribute('aria-activedescendant');

    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(highlighted()).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(highlighted()).toBe(options[1]?.id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(highlighted()).toBe(options[0]?.id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(highlighted()).toBeNull();
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(highlighted()).toBe(seeAll.id);
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(highlighted()).toBeNull();
  });

  it('Enter on a highlighted product opens it', async () => {
    const router = renderSearch();
    await typeAndWait('kem');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    pressEnter();
    await waitFor(() => expect(router.state.location.pathname).toBe('/detail/kem-duong-2'));
  });

  it('Enter with nothing highlighted, or on "see all", opens /search?q=…', async () => {
    const router = renderSearch();
    await typeAndWait('kem');
    pressEnter();
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=kem');

    await typeAndWait('kem duong');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    pressEnter();
    await waitFor(() => expect(router.state.location.search).toBe('?q=kem+duong'));
  });

  it('Esc closes the list, a second Esc clears the box', async () => {
    renderSearch();
    await typeAndWait('kem');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(box().value).toBe('kem');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box().value).toBe('');
  });

  it('↓ reopens a closed list', async () => {
    renderSearch();
    await typeAndWait('kem');
    fireEvent.keyDown(box(), { key: 'Escape' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(box().getAttribute('aria-activedescendant')).toBe(
      screen.getAllByRole('option', { name: /Kem dưỡng số/ })[0]?.id,
    );
  });
});
