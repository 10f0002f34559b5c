import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@lumi/shared';
import {
  cartLineCount,
  cartTotal,
  clearCart,
  readCart,
  subscribeCart,
  tokens,
  writeCart,
  type CartLine,
} from './storage';

const line = (overrides: Partial<CartLine> = {}): CartLine => ({
  productId: 'p1',
  name: 'Serum cấp ẩm',
  image: '/uploads/serum.webp',
  price: 250_000,
  brand: 'Lumi',
  quantity: 2,
  ...overrides,
});

describe('tokens', () => {
  it('uses the spec storage keys, one per kind', () => {
    tokens.set('user', 'u-token');
    tokens.set('admin', 'a-token');
    tokens.set('doctor', 'd-token');
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('u-token');
    expect(localStorage.getItem('ACCESS_TOKEN_ADMIN')).toBe('a-token');
    expect(localStorage.getItem('ACCESS_TOKEN_DOCTOR')).toBe('d-token');
    expect(tokens.all()).toEqual({ user: 'u-token', admin: 'a-token', doctor: 'd-token' });
  });

  it('clears one kind without touching the others', () => {
    tokens.set('user', 'u');
    tokens.set('doctor', 'd');
    tokens.clear('user');
    expect(tokens.get('user')).toBeNull();
    expect(tokens.get('doctor')).toBe('d');
  });

  it('treats an empty stored value as no token', () => {
    localStorage.setItem('ACCESS_TOKEN', '  ');
    expect(tokens.get('user')).toBeNull();
  });
});

describe('cart', () => {
  it('counts the lines of the stored cart, not the quantities', () => {
    writeCart([line(), line({ productId: 'p2', quantity: 5 })]);
    expect(cartLineCount()).toBe(2);
  });

  it('stores products and totalAmount = Σ price × quantity under the key "cart"', () => {
    writeCart([line(), line({ productId: 'p2', price: 99_000, quantity: 1 })]);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '{}');
    expect(stored.totalAmount).toBe(599_000);
    expect(stored.products).toHaveLength(2);
    expect(cartTotal(readCart().products)).toBe(599_000);
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['no products', '{"totalAmount":10}'],
    ['products not a list', '{"products":"x"}'],
  ])('reads %s as an empty cart', (_label, raw) => {
    if (raw !== null) localStorage.setItem(STORAGE_KEYS.cart, raw);
    expect(readCart()).toEqual({ products: [], totalAmount: 0 });
    expect(cartLineCount()).toBe(0);
  });

  it('drops malformed lines and recomputes the total', () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({
        products: [line(), { name: 'no id' }, line({ productId: 'p3', quantity: 0 })],
        totalAmount: 1,
      }),
    );
    expect(readCart()).toEqual({ products: [line()], totalAmount: 500_000 });
  });

  it('clearCart empties it and tells subscribers', () => {
    writeCart([line()]);
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    clearCart();
    expect(cartLineCount()).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    writeCart([line()]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows changes made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cart }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'ACCESS_TOKEN' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
