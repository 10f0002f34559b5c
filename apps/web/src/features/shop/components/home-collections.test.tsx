import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@lumi/shared';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { HomeCollection } from './home-collections';

const summary = (id: string, name: string, price: number, finalPrice: number): ProductSummary => ({
  _id: id,
  name,
  slug: id,
  brand: { _id: 'b1', name: 'Lumi Lab', slug: 'lumi-lab' },
  mainImage: { url: `/uploads/${id}.webp`, publicId: id },
  images: [],
  price,
  finalPrice,
  promotion: null,
  tags: ['SALE'],
  variants: [],
  totalQuantity: 10,
  averageRating: 0,
  totalReviews: 0,
  sold: 0,
  skinTypes: [],
  concerns: [],
  ingredientFlags: [],
});

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('HomeCollection SALE', () => {
  it('lists only the SALE-tagged products that really cost less now', async () => {
    server.on('GET /products/home', {
      body: {
        success: true,
        data: [
          {
            tag: 'SALE',
            products: [
              summary('p-real', 'Toner giảm giá thật', 185_000, 148_000),
              summary('p-tag-only', 'Kem chỉ gắn nhãn', 89_000, 89_000),
            ],
          },
        ],
      },
    });
    render(
      <Provider store={makeStore()}>
        <MemoryRouter>
          <HomeCollection tag="SALE" />
        </MemoryRouter>
      </Provider>,
    );
    const section = await screen.findByRole('region', { name: 'Đang giảm giá' });
    expect(await within(section).findByRole('article', { name: 'Toner giảm giá thật' })).toBeTruthy();
    expect(within(section).queryByRole('article', { name: 'Kem chỉ gắn nhãn' })).toBeNull();
  });
});
