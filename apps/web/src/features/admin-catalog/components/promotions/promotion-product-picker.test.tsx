import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductPromotion, PromotionCandidate } from '@lumi/shared';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import type { PeriodDays } from '../../utils/promotion-overlap';
import { PromotionProductPicker } from './promotion-product-picker';

function promo(id: string, name: string, start: string, end: string): ProductPromotion {
  return {
    _id: id,
    name,
    slug: id,
    discountPercentage: 20,
    maxDiscountAmount: null,
    remainingQty: null,
    startDate: new Date(`${start}T00:00:00.000+07:00`).toISOString(),
    endDate: new Date(`${end}T23:59:59.999+07:00`).toISOString(),
  };
}

function candidate(id: string, name: string, over: Partial<PromotionCandidate> = {}): PromotionCandidate {
  return {
    _id: id,
    name,
    slug: id,
    brand: { _id: 'b1', name: 'Lumi Lab', slug: 'lumi-lab' },
    mainImage: { url: `/uploads/product/${id}.webp`, publicId: `product/${id}` },
    images: [],
    price: 200_000,
    finalPrice: 200_000,
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
    expiry: '2028-01-01',
    cost: 120_000,
    upcomingPromotion: null,
    ...over,
  };
}

const candidates = [
  candidate('p1', 'Son kem lì', {
    upcomingPromotion: promo('x', 'Tuần lễ trang điểm', '2026-12-02', '2026-12-09'),
  }),
  candidate('p2', 'Sữa rửa mặt dịu nhẹ'),
];

let server: FakeServer;
let searched: (string | null)[];
beforeEach(() => {
  searched = [];
  server = installFakeServer();
  server.on('GET /admin/products/promotion-create', (_body, url) => {
    searched.push(url.searchParams.get('name'));
    return {
      body: {
        success: true,
        data: candidates,
        pagination: {
          page: Number(url.searchParams.get('page') ?? 1),
          pageSize: 8,
          totalPage: 1,
          totalItems: 2,
        },
      },
    };
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderPicker(period: PeriodDays | null, selectedIds: string[] = []) {
  const onAdd = vi.fn();
  const onRemove = vi.fn();
  render(
    <Provider store={makeStore()}>
      <App>
        <PromotionProductPicker period={period} selectedIds={selectedIds} onAdd={onAdd} onRemove={onRemove} />
      </App>
    </Provider>,
  );
  return { onAdd, onRemove };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Chọn ${name}` }) as HTMLInputElement;

describe('PromotionProductPicker', () => {
  it('disables a product already in a promotion on the chosen days, naming it', async () => {
    renderPicker({ startDate: '2026-12-05', endDate: '2026-12-20' });
    await screen.findByText('Son kem lì');
    expect(checkbox('Son kem lì').disabled).toBe(true);
    expect(checkbox('Sữa rửa mặt dịu nhẹ').disabled).toBe(false);
    const row = screen.getByText('Son kem lì').closest('tr');
    expect(row?.getAttribute('title')).toBe(
      'Đã thuộc khuyến mãi "Tuần lễ trang điểm (02/12/2026 - 09/12/2026)" trùng thời gian đã chọn',
    );
  });

  it('lets it in on other days', async () => {
    renderPicker({ startDate: '2026-12-10', endDate: '2026-12-20' });
    await screen.findByText('Son kem lì');
    expect(checkbox('Son kem lì').disabled).toBe(false);
  });

  it('adds and removes products', async () => {
    const { onAdd, onRemove } = renderPicker({ startDate: '2026-12-10', endDate: '2026-12-20' }, ['p1']);
    await screen.findByText('Son kem lì');
    expect(checkbox('Son kem lì').checked).toBe(true);
    await act(async () => {
      fireEvent.click(checkbox('Sữa rửa mặt dịu nhẹ'));
    });
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ _id: 'p2' })]);
    await act(async () => {
      fireEvent.click(checkbox('Son kem lì'));
    });
    expect(onRemove).toHaveBeenCalledWith(['p1']);
  });

  it('searches by name once typing settles', async () => {
    renderPicker(null);
    await screen.findByText('Son kem lì');
    fireEvent.change(screen.getByRole('textbox', { name: 'Tìm sản phẩm để thêm vào khuyến mãi' }), {
      target: { value: 'sua rua' },
    });
    expect(searched).toEqual([null]);
    await waitFor(() => expect(searched.at(-1)).toBe('sua rua'), { timeout: 3000 });
    expect(server.requests.every((r) => r.headers.has('accept'))).toBe(true);
  });
});
