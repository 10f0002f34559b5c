import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '@lumi/shared';
import { paginationItems } from './pagination';
import { formatSold } from './format-sold';
import { ProductCard } from './product-card';

function product(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    _id: 'p1',
    name: 'Kem chống nắng Lumi Aqua SPF50+ PA++++ dịu nhẹ cho da nhạy cảm',
    slug: 'kem-chong-nang-lumi-aqua',
    brand: { _id: 'b1', name: 'La Roche-Posay', slug: 'la-roche-posay' },
    mainImage: { url: '/uploads/kem.webp', publicId: 'kem' },
    images: [],
    price: 400_000,
    finalPrice: 400_000,
    promotion: null,
    tags: [],
    variants: [],
    totalQuantity: 25,
    averageRating: 4.5,
    totalReviews: 12,
    sold: 1_234,
    skinTypes: [],
    concerns: [],
    ingredientFlags: [],
    ...overrides,
  };
}

function renderCard(p: ProductSummary) {
  render(
    <MemoryRouter>
      <ProductCard product={p} />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: p.name });
}

describe('ProductCard', () => {
  it('links the name to the product page and shows brand, rating and units sold', () => {
    const card = renderCard(product());
    const link = within(card).getByRole('link', { name: product().name });
    expect(link.getAttribute('href')).toBe('/detail/kem-chong-nang-lumi-aqua');
    expect(within(card).getByText('La Roche-Posay')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Đánh giá 4,5 trên 5 sao, 12 lượt đánh giá' })).toBeTruthy();
    expect(within(card).getByText('Đã bán 1,2k')).toBeTruthy();
  });

  it('shows only the price when there is no saving', () => {
    const card = renderCard(product());
    expect(within(card).getByText('400.000 ₫')).toBeTruthy();
    expect(card.querySelector('del')).toBeNull();
    expect(within(card).queryByText(/^-\d+%$/)).toBeNull();
  });

  it('shows the final price, the struck list price and the saving badge', () => {
    const card = renderCard(product({ price: 400_000, finalPrice: 300_000, tags: ['SALE'] }));
    expect(within(card).getByText('300.000 ₫')).toBeTruthy();
    const listPrice = card.querySelector('del');
    expect(listPrice?.textContent).toBe('Giá gốc: 400.000 ₫');
    expect(within(card).getByLabelText('Giảm 25%').textContent).toBe('-25%');
  });

  it('rounds the saving percentage as the shared savingPercent does', () => {
    const card = renderCard(product({ price: 299_000, finalPrice: 199_000 }));
    expect(within(card).getByLabelText('Giảm 33%')).toBeTruthy();
  });

  it('marks a sold-out product and lists its colours', () => {
    const card = renderCard(
      product({
        totalQuantity: 0,
        variants: [
          { _id: 'v1', name: 'Hồng đào', code: '#F4A6B6', image: null, stock: 0 },
          { _id: 'v2', name: 'Đỏ cam', code: '#E0523A', image: null, stock: 0 },
        ],
      }),
    );
    expect(within(card).getByText('Hết hàng')).toBeTruthy();
    const colours = within(card).getByRole('list', { name: '2 màu' });
    expect(
      within(colours)
        .getAllByRole('listitem')
        .map((dot) => dot.getAttribute('aria-label')),
    ).toEqual(['Hồng đào', 'Đỏ cam']);
  });

  it('shows at most two tag ribbons, HOT and NEW first', () => {
    const card = renderCard(product({ tags: ['TREND', 'NEW', 'HOT', 'SELLING'] }));
    const ribbons = within(card).getByRole('list', { name: 'Nhãn sản phẩm' });
    expect(
      within(ribbons)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(['HOT', 'NEW']);
  });

  it('shows the SALE ribbon only when the product really costs less now', () => {
    const ribbonsOf = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('listitem')
        .filter((item) => item.closest('ul')?.getAttribute('aria-label') === 'Nhãn sản phẩm')
        .map((item) => item.textContent);
    const tagged = product({ _id: 'p-tag', name: 'Sữa rửa mặt', tags: ['SALE', 'NEW'] });
    expect(ribbonsOf(renderCard(tagged))).toEqual(['NEW']);
    const discounted = product({
      _id: 'p-sale',
      name: 'Toner',
      tags: ['SALE'],
      price: 400_000,
      finalPrice: 300_000,
    });
    expect(ribbonsOf(renderCard(discounted))).toEqual(['SALE']);
  });

  it('says when a product has no review yet and hides “Đã bán 0”', () => {
    const card = renderCard(product({ totalReviews: 0, averageRating: 0, sold: 0 }));
    expect(within(card).getByRole('img', { name: 'Chưa có đánh giá' })).toBeTruthy();
    expect(within(card).queryByText(/Đã bán/)).toBeNull();
  });
});

describe('formatSold', () => {
  it('abbreviates thousands the Vietnamese way', () => {
    expect(formatSold(856)).toBe('Đã bán 856');
    expect(formatSold(1_000)).toBe('Đã bán 1k');
    expect(formatSold(1_290)).toBe('Đã bán 1,2k');
    expect(formatSold(15_400)).toBe('Đã bán 15k');
  });
});

describe('paginationItems', () => {
  it('lists every page when few, and keeps the first, last and neighbours otherwise', () => {
    expect(paginationItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-end', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'gap-start', 9, 10, 11, 'gap-end', 20]);
    expect(paginationItems(20, 20)).toEqual([1, 'gap-start', 16, 17, 18, 19, 20]);
  });
});
