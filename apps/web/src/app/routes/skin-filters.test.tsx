import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userLoaded } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { paginationOf } from '@/testing/clinic-fixtures';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { userOf } from '@/testing/fixtures';
import { CALM_ANSWERS, noteOf, recordOf } from '@/testing/skin-fixtures';
import CategoryRoute from './category';
import SearchRoute from './search';

/** A pregnant customer whose doctor also wrote 'avoid retinoids' (issue 32): retinoid and hydroquinone avoided. */
const PREGNANT = recordOf({ ...CALM_ANSWERS, pregnancy: ['yes'] }, [noteOf()]);

/*
 * The listings' skin filters (issue 32): 'Loại da' and 'Vấn đề da' from the answer's `filters`, kept in the address
 * and sent; 'Phù hợp với da tôi' sends the families the customer's skin record avoids, and is off with the way to the
 * quiz for a visitor.
 */

let server: FakeServer;
let categoryRequests: URLSearchParams[];
let searchRequests: URLSearchParams[];
beforeEach(() => {
  categoryRequests = [];
  searchRequests = [];
  server = installFakeServer();
  server.on('GET /categories', { body: { success: true, data: [] } });
  server.on('GET /products/categories/serum', (_body, url) => {
    categoryRequests.push(url.searchParams);
    return {
      body: {
        success: true,
        data: [],
        pagination: paginationOf(0, 1, 12),
        category: { _id: 'c1', name: 'Serum', slug: 'serum', level: 1, parent: null },
        filters: {
          priceRanges: [],
          brands: [],
          subcategories: [],
          tags: [],
          skinTypes: ['dry', 'oily', 'sensitive'],
          concerns: ['acne', 'aging'],
        },
      },
    };
  });
  server.on('GET /search', (_body, url) => {
    searchRequests.push(url.searchParams);
    if (url.searchParams.get('type') === 'products')
      return { body: { success: true, data: [], pagination: paginationOf(0, 1, 12) } };
    return {
      body: {
        success: true,
        data: { products: [], doctors: [], clinics: [], totals: { products: 0, doctors: 0, clinics: 0 } },
      },
    };
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderAt(address: string, { signedIn }: { signedIn: boolean }) {
  const store = makeStore();
  if (signedIn) {
    store.dispatch(userLoaded(userOf()));
    server.on('GET /skin/record', { body: { success: true, data: PREGNANT } });
  }
  const router = createMemoryRouter(
    [
      { path: '/categories/:slug', element: <CategoryRoute /> },
      { path: '/search', element: <SearchRoute /> },
    ],
    { initialEntries: [address] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

const sidebar = () => screen.getByRole('complementary', { name: 'Bộ lọc sản phẩm' });
const skinSwitch = (scope: HTMLElement) => within(scope).getByRole('switch', { name: 'Phù hợp với da tôi' });

describe('a category page', () => {
  it('"Phù hợp với da tôi" sends the record’s families as avoid, keeps forMySkin=1 in the address and shows a chip', async () => {
    const router = renderAt('/categories/serum', { signedIn: true });
    await within(sidebar()).findByText(/Ẩn sản phẩm chứa thành phần hồ sơ da của bạn cần tránh/);
    const toggle = skinSwitch(sidebar()) as HTMLInputElement;
    expect(toggle.disabled).toBe(false);
    expect(toggle.checked).toBe(false);
    expect(categoryRequests.at(-1)?.has('avoid')).toBe(false);

    fireEvent.click(toggle);
    await waitFor(() => expect(categoryRequests.at(-1)?.get('avoid')).toBe('retinoid,hydroquinone'));
    expect(router.state.location.search).toBe('?forMySkin=1');
    expect((skinSwitch(sidebar()) as HTMLInputElement).checked).toBe(true);
    const chips = screen.getByRole('group', { name: 'Bộ lọc đang áp dụng' });
    expect(within(chips).getByText('Phù hợp với da tôi')).toBeTruthy();

    // Off again from its chip (the first answer, without `avoid`, comes back from the cache).
    fireEvent.click(within(chips).getByRole('button', { name: 'Bỏ lọc Phù hợp với da tôi' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((skinSwitch(sidebar()) as HTMLInputElement).checked).toBe(false);
  });

  it('skin types and concerns are checkboxes from the answer, sent as skinTypes= and concerns=', async () => {
    const router = renderAt('/categories/serum', { signedIn: false });
    const types = await within(sidebar()).findByRole('list', { name: 'Loại da' });
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Da khô', 'Da dầu', 'Da nhạy cảm']);
    fireEvent.click(within(types).getByRole('checkbox', { name: 'Da khô' }));
    fireEvent.click(within(types).getByRole('checkbox', { name: 'Da nhạy cảm' }));
    await waitFor(() => expect(categoryRequests.at(-1)?.get('skinTypes')).toBe('dry,sensitive'));
    fireEvent.click(within(sidebar()).getByRole('checkbox', { name: 'Mụn' }));
    await waitFor(() => expect(categoryRequests.at(-1)?.get('concerns')).toBe('acne'));
    expect(router.state.location.search).toBe('?skinTypes=dry%2Csensitive&concerns=acne');
  });

  it('a visitor sees the switch off and disabled, with the way to the quiz; a shared forMySkin=1 sends nothing', async () => {
    renderAt('/categories/serum?forMySkin=1', { signedIn: false });
    const toggle = (await within(sidebar()).findByRole('switch', {
      name: 'Phù hợp với da tôi',
    })) as HTMLInputElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.checked).toBe(false);
    expect(within(sidebar()).getByRole('link', { name: 'Làm trắc nghiệm da' }).getAttribute('href')).toBe(
      '/account?tab=skin',
    );
    await waitFor(() => expect(categoryRequests.length).toBeGreaterThan(0));
    expect(categoryRequests.every((params) => !params.has('avoid'))).toBe(true);
  });

  it('on a phone the switch and the skin groups are in the "Bộ lọc" drawer', async () => {
    renderAt('/categories/serum', { signedIn: true });
    await within(sidebar()).findByText(/Ẩn sản phẩm chứa/);
    fireEvent.click(screen.getByRole('button', { name: /^Bộ lọc/ }));
    const drawer = screen.getByRole('dialog', { name: 'Bộ lọc sản phẩm' });
    fireEvent.click(skinSwitch(drawer));
    await waitFor(() => expect(categoryRequests.at(-1)?.get('avoid')).toBe('retinoid,hydroquinone'));
    expect(within(drawer).getByRole('list', { name: 'Vấn đề da' })).toBeTruthy();
  });
});

describe('the search page’s products', () => {
  it('sends the skin filters and the avoided families with the product search, and keeps them across pages', async () => {
    const router = renderAt('/search?q=serum&type=products', { signedIn: true });
    await within(sidebar()).findByText(/Ẩn sản phẩm chứa/);
    fireEvent.click(skinSwitch(sidebar()));
    fireEvent.click(within(sidebar()).getByRole('checkbox', { name: 'Da dầu' }));
    await waitFor(() => {
      const products = searchRequests.filter((params) => params.get('type') === 'products').at(-1);
      expect(products?.get('avoid')).toBe('retinoid,hydroquinone');
      expect(products?.get('skinTypes')).toBe('oily');
    });
    expect(router.state.location.search).toBe('?q=serum&type=products&skinTypes=oily&forMySkin=1');
    // The overview's totals count the same products.
    expect(
      searchRequests
        .filter((params) => !params.has('type'))
        .at(-1)
        ?.get('avoid'),
    ).toBe('retinoid,hydroquinone');
  });
});
