import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListingFilterOptions } from '../utils/filter-options';
import { DEFAULT_LISTING_PARAMS, type ListingParams } from '../utils/listing-params';
import { FilterDrawer } from './filter-drawer';
import { FilterPanel } from './filter-panel';
import { SortSelect } from './sort-select';

/*
 * The listing's controls are plain HTML now (no antd on the public pages): the roles and names the
 * end-to-end tests and assistive technology rely on, and the drawer's dialog behaviour.
 */

const brands = Array.from({ length: 10 }, (_, i) => ({ _id: `b${i}`, name: `Hãng ${i + 1}` }));
const options: ListingFilterOptions = {
  priceRanges: [
    { value: '0-100000', label: 'Dưới 100.000 ₫', min: 0, max: 100000 },
    { value: '100000-300000', label: '100.000 ₫ - 300.000 ₫', min: 100000, max: 300000 },
  ],
  brands,
  tags: ['HOT'],
};

/** Keeps the params as the address would, so the controls are controlled as on the page. */
function Panel({ onParams }: { onParams?: (params: ListingParams) => void }) {
  const [params, setParams] = useState(DEFAULT_LISTING_PARAMS);
  const change = (next: Partial<ListingParams>) => {
    const merged = { ...params, ...next };
    setParams(merged);
    onParams?.(merged);
  };
  return (
    <>
      <FilterPanel options={options} params={params} onChange={change} />
      <SortSelect value={params.sortOrder} onChange={(sortOrder) => change({ sortOrder })} />
    </>
  );
}

afterEach(cleanup);

describe('filter panel and sort (native controls)', () => {
  it('price band and rating are radio groups; brands are checkboxes, eight until "Xem thêm"', () => {
    let latest = DEFAULT_LISTING_PARAMS;
    render(<Panel onParams={(params) => (latest = params)} />);

    const price = screen.getByRole('radiogroup', { name: 'Khoảng giá' });
    expect(within(price).getByRole('radio', { name: 'Tất cả' })).toHaveProperty('checked', true);
    fireEvent.click(within(price).getByRole('radio', { name: '100.000 ₫ - 300.000 ₫' }));
    expect(latest.priceRange).toBe('100000-300000');
    expect(within(price).getByRole('radio', { name: '100.000 ₫ - 300.000 ₫' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(price).getByRole('radio', { name: 'Tất cả' })).toHaveProperty('checked', false);

    const rating = screen.getByRole('radiogroup', { name: 'Đánh giá' });
    fireEvent.click(within(rating).getByRole('radio', { name: 'Từ 4 sao trở lên' }));
    expect(latest.rating).toBe(4);
    fireEvent.click(within(rating).getByRole('radio', { name: 'Tất cả' }));
    expect(latest.rating).toBeUndefined();

    const brandList = screen.getByRole('list', { name: 'Thương hiệu' });
    expect(within(brandList).getAllByRole('checkbox')).toHaveLength(8);
    expect(screen.queryByRole('checkbox', { name: 'Hãng 10' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Xem thêm 2 thương hiệu' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hãng 10' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hãng 2' }));
    expect(latest.brands).toEqual(['b9', 'b1']);
    expect(screen.getByRole('checkbox', { name: 'Hãng 10' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hãng 10' }));
    expect(latest.brands).toEqual(['b1']);
  });

  it('the sort order is a native select; the default order stays out of the address', () => {
    let latest = DEFAULT_LISTING_PARAMS;
    render(<Panel onParams={(params) => (latest = params)} />);
    const sort = screen.getByRole('combobox', { name: 'Sắp xếp theo' });
    expect((sort as HTMLSelectElement).value).toBe('asc');
    fireEvent.change(sort, { target: { value: 'desc' } });
    expect(latest.sortOrder).toBe('desc');
    expect((sort as HTMLSelectElement).value).toBe('desc');
    fireEvent.change(sort, { target: { value: 'asc' } });
    expect(latest.sortOrder).toBeUndefined();
  });
});

describe('filter drawer', () => {
  function renderDrawer(activeCount = 2) {
    let cleared = 0;
    render(
      <FilterDrawer
        options={options}
        params={DEFAULT_LISTING_PARAMS}
        onChange={() => undefined}
        onClear={() => (cleared += 1)}
        activeCount={activeCount}
        totalItems={7}
      />,
    );
    return { cleared: () => cleared };
  }

  it('opens as a modal dialog that locks the page scroll; Esc closes it and gives focus back', () => {
    renderDrawer();
    const opener = screen.getByRole('button', { name: /Bộ lọc/ });
    expect(screen.queryByRole('dialog')).toBeNull();

    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Bộ lọc sản phẩm' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(within(dialog).getByRole('radiogroup', { name: 'Khoảng giá' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside: from the last button back to the first, and Shift+Tab the other way', () => {
    renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Đóng' });
    const show = within(dialog).getByRole('button', { name: 'Xem 7 sản phẩm' });

    show.focus();
    fireEvent.keyDown(show, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(show);
  });

  it('"Xóa bộ lọc" clears (off when nothing is applied); "Xem N sản phẩm" closes', () => {
    const { cleared } = renderDrawer();
    fireEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Xóa bộ lọc' }));
    expect(cleared()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Xem 7 sản phẩm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    renderDrawer(0);
    fireEvent.click(screen.getByRole('button', { name: /Bộ lọc/ }));
    expect(screen.getByRole('button', { name: 'Xóa bộ lọc' })).toHaveProperty('disabled', true);
  });
});
