import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION, type Product } from '@lumi/shared';
import { AppProvider } from '@/app/provider';
import { adminTheme } from '@/config/theme';
import { createInitialAuthState } from '@/lib/auth-slice';
import { makeStore } from '@/lib/store';
import { installFakeServer, type FakeServer } from '@/testing/fake-server';
import { adminOf } from '@/testing/fixtures';
import { ProductForm } from './product-form';

/*
 * The product form's 'Thành phần và làn da' (issue 32): the INCI list as comma-separated text, the families detected
 * in it as it is typed, the skin types and concerns; loaded from the product, sent as the body's arrays.
 */

// The form checks ids as the server does (UUIDs).
const BRAND_ID = '0b7c1f2e-3a4d-4e5f-8a9b-0c1d2e3f4a5b';
const CATEGORY_ID = '1c8d2a3f-4b5e-4f6a-9bac-1d2e3f4a5b6c';

const image = (id: string) => ({ url: `/uploads/product/${id}.webp`, publicId: `product/${id}` });

const product: Product = {
  _id: 'p1',
  name: 'Serum Retinol đêm',
  slug: 'serum-retinol-dem',
  brand: { _id: BRAND_ID, name: 'Lumi Lab', slug: 'lumi-lab' },
  categories: [{ _id: CATEGORY_ID, name: 'Serum', slug: 'serum', level: 1 }],
  price: 350_000,
  finalPrice: 350_000,
  promotion: null,
  cost: 200_000,
  capacity: '30ml',
  weight: 150,
  expiry: '2099-01-31',
  isAlmostExpired: false,
  isExpired: false,
  tags: [],
  mainImage: image('main'),
  images: [],
  description: '<p>Serum ban đêm.</p>',
  enable: true,
  stock: 20,
  variants: [],
  totalQuantity: 20,
  averageRating: 0,
  totalReviews: 0,
  sold: 0,
  ingredients: ['Aqua', 'Glycerin', 'Retinol'],
  skinTypes: ['dry'],
  concerns: ['aging'],
  ingredientFlags: ['retinoid'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

let server: FakeServer;
beforeEach(() => {
  server = installFakeServer();
  server.on('GET /admin/brands', {
    body: { success: true, data: [{ ...product.brand, logo: null, description: '', productCount: 1 }] },
  });
  server.on('GET /admin/categories', { body: { success: true, data: [] } });
  server.on('PUT /admin/products/p1', (body) => ({
    body: { success: true, data: { ...product, ...(body as Partial<Product>) } },
  }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  const store = makeStore({
    auth: { ...createInitialAuthState(false), isAuthenticatedAdmin: true, adminInfo: adminOf('ADMIN') },
  });
  const onSaved = vi.fn();
  render(
    <AppProvider store={store} theme={adminTheme}>
      <ProductForm product={product} onSaved={onSaved} onCancel={vi.fn()} variant="modal" />
    </AppProvider>,
  );
  return { onSaved };
}

const inciField = () => screen.getByRole('textbox', { name: 'Thành phần (INCI)' }) as HTMLTextAreaElement;
const detected = () =>
  within(screen.getByRole('list', { name: 'Nhóm thành phần nhận diện được' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ProductForm: ingredients and skin', () => {
  it('loads the INCI list as text with its families and the skin choices; sends the edited list as an array', async () => {
    const { onSaved } = renderForm();
    expect(inciField().value).toBe('Aqua, Glycerin, Retinol');
    expect(detected()).toEqual(['Retinoid (retinol, tretinoin…)']);
    const skinTypes = screen.getByText('Loại da phù hợp').closest('.ant-form-item') as HTMLElement;
    expect(within(skinTypes).getByText('Da khô')).toBeTruthy();
    const concerns = screen.getByText('Vấn đề da').closest('.ant-form-item') as HTMLElement;
    expect(within(concerns).getByText('Lão hóa, nếp nhăn')).toBeTruthy();

    fireEvent.change(inciField(), { target: { value: 'Aqua, Glycerin, Salicylic Acid,\nParfum' } });
    await waitFor(() => expect(detected()).toEqual(['Hương liệu', 'BHA (salicylic acid)']));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    });
    await waitFor(() => expect(server.calls('PUT /admin/products/p1')).toHaveLength(1));
    expect(server.calls('PUT /admin/products/p1')[0]).toEqual({
      ingredients: ['Aqua', 'Glycerin', 'Salicylic Acid', 'Parfum'],
    });
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('refuses more than 80 entries with the server’s message', async () => {
    renderForm();
    const many = Array.from({ length: 81 }, (_, i) => `Chiết xuất ${i + 1}`).join(', ');
    fireEvent.change(inciField(), { target: { value: many } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lưu thay đổi' }));
    });
    expect(await screen.findByText(VALIDATION.ingredientsInvalid)).toBeTruthy();
    expect(server.calls('PUT /admin/products/p1')).toHaveLength(0);
  });
});
