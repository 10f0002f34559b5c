import { describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIES, STORAGE_KEYS } from '@lumi/shared';
import { getCookie } from './cookies';
import {
  cartLineCount,
  cartStore,
  cartTotal,
  cartUnitCount,
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

  it('mirrors the admin and doctor tokens in cookies for the server to render their back office (ADR 0041)', () => {
    tokens.set('admin', 'a-mirror');
    tokens.set('doctor', 'd-mirror');
    tokens.set('user', 'u-private');
    expect(getCookie(SESSION_COOKIES.admin)).toBe('a-mirror');
    expect(getCookie(SESSION_COOKIES.doctor)).toBe('d-mirror');
    // The customer's token never leaves local storage: no page is rendered for a customer.
    expect(document.cookie).not.toContain('u-private');
    tokens.clear('admin');
    expect(getCookie(SESSION_COOKIES.admin)).toBeNull();
    expect(getCookie(SESSION_COOKIES.doctor)).toBe('d-mirror');
    tokens.clear('doctor');
    tokens.clear('user');
  });

  it('brings the mirrors in step with local storage at start: a stored token gets its cookie, a stale cookie goes', () => {
    localStorage.setItem(STORAGE_KEYS.adminToken, 'a-before-mirrors');
    document.cookie = `${SESSION_COOKIES.doctor}=d-signed-out; path=/`;
    tokens.syncMirrors();
    expect(getCookie(SESSION_COOKIES.admin)).toBe('a-before-mirrors');
    expect(getCookie(SESSION_COOKIES.doctor)).toBeNull();
    tokens.clear('admin');
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

describe('cartStore (the shared cart functions through local storage)', () => {
  const pink = { name: 'Hồng đào', code: '#F9A8D4' };
  const red = { name: 'Đỏ cam', code: '#EF4444' };
  const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as unknown;

  it('adds a new line, then adds to the quantity of the same product and colour', () => {
    cartStore.add(line({ color: pink, quantity: 1 }));
    cartStore.add(line({ color: { name: 'Hồng đào', code: '#f9a8d4' }, quantity: 2 }));
    expect(readCart().products).toEqual([line({ color: pink, quantity: 3 })]);
    expect(stored()).toEqual({ products: [line({ color: pink, quantity: 3 })], totalAmount: 750_000 });
  });

  it('keeps another colour of the same product as its own line', () => {
    cartStore.add(line({ color: pink, quantity: 1 }));
    cartStore.add(line({ color: red, quantity: 1 }));
    cartStore.add(line({ productId: 'p2', color: null, quantity: 1, price: 100_000 }));
    expect(cartLineCount()).toBe(3);
    expect(cartUnitCount()).toBe(3);
    expect(readCart().totalAmount).toBe(600_000);
  });

  it('treats an empty colour object as no colour', () => {
    cartStore.add(line({ color: { name: '', code: '' }, quantity: 1 }));
    cartStore.add(line({ color: null, quantity: 1 }));
    expect(readCart().products).toEqual([line({ color: null, quantity: 2 })]);
  });

  it('increments by 1 unless told, never beyond 99', () => {
    cartStore.add(line({ quantity: 1 }));
    cartStore.increment({ productId: 'p1', color: null });
    expect(readCart().products[0]?.quantity).toBe(2);
    cartStore.increment({ productId: 'p1', color: null }, 5);
    expect(readCart().products[0]?.quantity).toBe(7);
    cartStore.increment({ productId: 'p1', color: null }, 500);
    expect(readCart().products[0]?.quantity).toBe(99);
  });

  it('decrements, and a decrement at quantity 1 removes the line', () => {
    cartStore.add(line({ quantity: 2 }));
    cartStore.add(line({ productId: 'p2', quantity: 1 }));
    cartStore.decrement({ productId: 'p1' });
    expect(readCart().products.map((l) => [l.productId, l.quantity])).toEqual([
      ['p1', 1],
      ['p2', 1],
    ]);
    cartStore.decrement({ productId: 'p1' });
    expect(readCart().products.map((l) => l.productId)).toEqual(['p2']);
    expect(readCart().totalAmount).toBe(250_000);
  });

  it('sets a quantity within 1–99 and removes one line by product and colour', () => {
    cartStore.add(line({ color: pink, quantity: 1 }));
    cartStore.add(line({ color: red, quantity: 1 }));
    cartStore.setQuantity({ productId: 'p1', color: red }, 150);
    expect(readCart().products[1]?.quantity).toBe(99);
    cartStore.setQuantity({ productId: 'p1', color: red }, 0);
    expect(readCart().products[1]?.quantity).toBe(1);
    cartStore.remove({ productId: 'p1', color: pink });
    expect(readCart().products).toEqual([line({ color: red, quantity: 1 })]);
  });

  it('removes the ordered lines only (same product and colour)', () => {
    cartStore.add(line({ color: pink, quantity: 1 }));
    cartStore.add(line({ color: red, quantity: 1 }));
    cartStore.add(line({ productId: 'p2', quantity: 1 }));
    cartStore.removeOrdered([
      { productId: 'p1', color: red },
      { productId: 'p2', color: null },
    ]);
    expect(readCart().products).toEqual([line({ color: pink, quantity: 1 })]);
  });

  it('tells subscribers after every change, and clear empties the cart', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    cartStore.add(line({ quantity: 1 }));
    cartStore.increment({ productId: 'p1' });
    cartStore.decrement({ productId: 'p1' });
    cartStore.clear();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(readCart()).toEqual({ products: [], totalAmount: 0 });
    unsubscribe();
  });

  it('refreshes one line’s stored name, image and price, writing only when something changed', () => {
    cartStore.add(line({ color: pink, quantity: 1 }));
    cartStore.add(line({ color: red, quantity: 2 }));
    const listener = vi.fn();
    const unsubscribe = subscribeCart(listener);
    expect(
      cartStore.refreshLine({ productId: 'p1', color: red }, { name: 'Serum cấp ẩm', price: 250_000 }),
    ).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(
      cartStore.refreshLine({ productId: 'p1', color: red }, { price: 200_000, image: '/uploads/red.webp' }),
    ).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readCart().products.map((l) => [l.price, l.image])).toEqual([
      [250_000, '/uploads/serum.webp'],
      [200_000, '/uploads/red.webp'],
    ]);
    expect(readCart().totalAmount).toBe(650_000);
    unsubscribe();
  });

  it('reads stored lines as contract CartLines: slug kept, {} colour as none, quantity at most 99', () => {
    localStorage.setItem(
      STORAGE_KEYS.cart,
      JSON.stringify({
        products: [{ ...line({ quantity: 120 }), slug: 'serum-cap-am', color: {} }],
        totalAmount: 0,
      }),
    );
    expect(readCart().products).toEqual([{ ...line({ quantity: 99 }), slug: 'serum-cap-am', color: null }]);
    expect(readCart().totalAmount).toBe(24_750_000);
  });
});
