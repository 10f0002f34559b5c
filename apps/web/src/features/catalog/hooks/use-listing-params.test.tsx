import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/lib/store';
import {
  DEFAULT_LISTING_PARAMS,
  parseListingParams,
  toListingSearchParams,
  type ListingParams,
} from '../utils/listing-params';
import { useListingParams, type ListingParamsControls } from './use-listing-params';

const latest: { controls: ListingParamsControls | null } = { controls: null };

function Harness() {
  const controls = useListingParams();
  useEffect(() => {
    latest.controls = controls;
  });
  return <output aria-label="view">{JSON.stringify(controls.params)}</output>;
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/categories/:slug', element: <Harness /> }], {
    initialEntries: [address],
  });
  // The store: 'Phù hợp với da tôi' reads the signed-in customer's skin record (a visitor here).
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  const current = () => {
    if (!latest.controls) throw new Error('not rendered');
    return latest.controls;
  };
  const view = () =>
    JSON.parse(screen.getByRole('status', { name: 'view' }).textContent ?? '{}') as ListingParams;
  return { router, current, view };
}

const full: ListingParams = {
  page: 3,
  pageSize: 24,
  priceRange: '100000-300000',
  brands: ['b1', 'b2'],
  rating: 4,
  categories: ['c1'],
  tags: ['HOT', 'NEW'],
  sortOrder: 'bestSelling',
  skinTypes: ['dry', 'sensitive'],
  concerns: ['acne'],
  forMySkin: true,
};

describe('listing params ↔ address', () => {
  it('writes every filter with comma-joined lists and reads the same view back', () => {
    const params = toListingSearchParams(full);
    expect(params.toString()).toBe(
      'priceRange=100000-300000&brands=b1%2Cb2&rating=4&categories=c1&tags=HOT%2CNEW&skinTypes=dry%2Csensitive&concerns=acne&forMySkin=1&sortOrder=bestSelling&page=3&pageSize=24',
    );
    expect(params.get('brands')).toBe('b1,b2');
    expect(parseListingParams(params)).toEqual(full);
  });

  it('leaves defaults out of the address', () => {
    expect(toListingSearchParams(DEFAULT_LISTING_PARAMS).toString()).toBe('');
    expect(parseListingParams(new URLSearchParams())).toEqual(DEFAULT_LISTING_PARAMS);
  });

  it('accepts repeated keys, open price ranges and drops malformed values', () => {
    const parsed = parseListingParams(
      new URLSearchParams(
        'brands=a&brands=b,a&priceRange=500000-&rating=9&tags=hot,BOGUS&sortOrder=cheap&page=0&pageSize=1000&skinTypes=oily,greasy&concerns=wrinkles&forMySkin=yes',
      ),
    );
    expect(parsed).toEqual({
      ...DEFAULT_LISTING_PARAMS,
      brands: ['a', 'b'],
      priceRange: '500000-',
      tags: ['HOT'],
      skinTypes: ['oily'],
    });
    expect(parseListingParams(new URLSearchParams('priceRange=300-100')).priceRange).toBeUndefined();
    expect(parseListingParams(new URLSearchParams('priceRange=abc')).priceRange).toBeUndefined();
  });

  it('keeps keys it does not own (the search page’s q)', () => {
    const params = toListingSearchParams(
      { ...DEFAULT_LISTING_PARAMS, page: 2 },
      new URLSearchParams('q=kem&page=5'),
    );
    expect(params.toString()).toBe('q=kem&page=2');
  });
});

describe('useListingParams', () => {
  it('reads the view from the address', () => {
    const { view } = renderAt(
      '/categories/kem-chong-nang?brands=b1,b2&priceRange=100000-300000&rating=4&page=2',
    );
    expect(view()).toEqual({
      ...DEFAULT_LISTING_PARAMS,
      brands: ['b1', 'b2'],
      priceRange: '100000-300000',
      rating: 4,
      page: 2,
    });
  });

  it('writes a filter change into the address and goes back to page 1', () => {
    const { router, current, view } = renderAt('/categories/kem-chong-nang?page=4');
    act(() => current().update({ brands: ['b1', 'b2'], tags: ['SALE'] }));
    expect(router.state.location.search).toBe('?brands=b1%2Cb2&tags=SALE');
    expect(view()).toMatchObject({ page: 1, brands: ['b1', 'b2'], tags: ['SALE'] });
    // A filter change replaces the history entry.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('adds a history entry when only the page changes', () => {
    const { router, current } = renderAt('/categories/kem-chong-nang?sortOrder=desc');
    act(() => current().setPage(3));
    expect(router.state.location.search).toBe('?sortOrder=desc&page=3');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('clears the filters but keeps the sort', () => {
    const { router, current, view } = renderAt(
      `/categories/kem-chong-nang?${toListingSearchParams(full).toString()}`,
    );
    act(() => current().clearFilters());
    expect(router.state.location.search).toBe('?sortOrder=bestSelling&pageSize=24');
    expect(view()).toEqual({ ...DEFAULT_LISTING_PARAMS, sortOrder: 'bestSelling', pageSize: 24 });
  });

  it('reproduces the same view from a shared link', () => {
    const first = renderAt('/categories/serum');
    act(() => first.current().update({ priceRange: '200000-500000', rating: 3, categories: ['c9'] }));
    act(() => first.current().setPage(2));
    const link = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    const expected = first.view();
    cleanup();
    first.router.dispose();

    const second = renderAt(link);
    expect(second.view()).toEqual(expected);
  });
});
