import { expect, test } from '../../fixtures/test';
import { type Locator, type Page } from '@playwright/test';
import { expectPageWhole } from '../../fixtures/api';
import {
  parseVnd,
  productDetail,
  publicGet,
  purchaseColumn,
  trackPageErrors,
  vnd,
  type ApiPriceRange,
  type CategoryListing,
} from '../../fixtures/catalog';

/*
 * Issue 3, shop side: home → a category → filters by brand and price band (kept in the address) →
 * a product with colours → colour and quantity → the cart, stored in local storage and kept on reload.
 * The demo catalogue (apps/server/src/seed/catalog-data.ts) has Velvet Muse lipsticks in 'Trang điểm',
 * e.g. 'Son kem lì mịn môi' with five shades; no promotion runs on make-up at seeding.
 */
const CATEGORY = 'Trang điểm';
const BRAND = 'Velvet Muse';
const PRODUCT = 'Son kem lì mịn môi';
const COLOUR = 'Hồng đất';

/** The number of products the listing toolbar announces ('12 sản phẩm'). */
const resultCount = (results: Locator) => results.getByText(/^\d+ sản phẩm$/);

/** The storage key `cart` as the site wrote it. */
async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('cart');
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });
}

test.describe('shop: browse, filter, product with colours, cart', () => {
  test('a visitor filters a category by brand and price, adds a colour ×2 and finds it in the cart after a reload', async ({
    page,
    request,
  }) => {
    const errors = trackPageErrors(page);
    // ── home → the category from the header menu ──────────────────────────────
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Danh mục sản phẩm' });
    await menu.getByRole('link', { name: CATEGORY, exact: true }).click();
    await expect(page).toHaveURL(/\/categories\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: CATEGORY })).toBeVisible();
    const slug = new URL(page.url()).pathname.split('/').pop() ?? '';

    // What the server lists in this category, to choose the filters and check the page against.
    const all = await publicGet<CategoryListing>(request, `/products/categories/${slug}`);
    const brand = all.filters.brands.find((b) => b.name === BRAND);
    expect(brand, `${BRAND} among the brands of ${CATEGORY}`).toBeDefined();
    const brandId = brand?._id ?? '';
    const lipstick = (
      await publicGet<CategoryListing>(request, `/products/categories/${slug}?brands=${brandId}&pageSize=50`)
    ).data.find((p) => p.name === PRODUCT);
    expect(lipstick, `${PRODUCT} listed under ${BRAND}`).toBeDefined();
    const price = lipstick?.finalPrice ?? 0;
    // The band that holds the lipstick's price (bands are [min, max], the last one open).
    const band = all.filters.priceRanges.find(
      (r: ApiPriceRange) => r.min <= price && (r.max === null || price < r.max),
    );
    expect(band, `a price band around ${price}`).toBeDefined();
    const priceRange = band?.value ?? '';
    const filtered = await publicGet<CategoryListing>(
      request,
      `/products/categories/${slug}?brands=${brandId}&priceRange=${priceRange}`,
    );
    expect(filtered.pagination.totalItems).toBeGreaterThan(0);
    expect(filtered.pagination.totalItems).toBeLessThan(all.pagination.totalItems);

    const filters = page.getByRole('complementary', { name: 'Bộ lọc sản phẩm' });
    const results = page.getByRole('region', { name: `Sản phẩm ${CATEGORY}` });
    const grid = results.getByRole('list', { name: `Sản phẩm ${CATEGORY}` });
    await expect(resultCount(results)).toHaveText(`${all.pagination.totalItems} sản phẩm`);
    await expect(grid.getByRole('article')).toHaveCount(Math.min(12, all.pagination.totalItems));

    // ── filter: the brand, then the price band ────────────────────────────────
    const brandBox = filters.getByRole('checkbox', { name: BRAND, exact: true });
    // Long brand lists show eight until 'Xem thêm'.
    await expect(filters.getByRole('radiogroup', { name: 'Khoảng giá' })).toBeVisible();
    if ((await brandBox.count()) === 0) {
      await filters.getByRole('button', { name: /^Xem thêm \d+ thương hiệu$/ }).click();
    }
    // The boxes follow the address (a controlled state): click, then wait for it.
    await brandBox.click();
    await expect(page).toHaveURL(new RegExp(`[?&]brands=${brandId}(&|$)`));
    const bandRadio = filters.getByRole('radio', { name: band?.label ?? '', exact: true });
    await bandRadio.click();
    await expect(bandRadio).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`[?&]priceRange=${priceRange}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]brands=${brandId}(&|$)`));
    await expect(brandBox).toBeChecked();

    // The list follows: the server's count, every card of the brand and inside the band.
    await expect(resultCount(results)).toHaveText(`${filtered.pagination.totalItems} sản phẩm`);
    const cards = grid.getByRole('article');
    await expect(cards).toHaveCount(Math.min(12, filtered.pagination.totalItems));
    await expect(results.getByRole('group', { name: 'Bộ lọc đang áp dụng' })).toContainText(BRAND);
    for (const card of await cards.all()) {
      await expect(card.getByText(BRAND, { exact: true })).toBeVisible();
      const cardPrice = parseVnd((await card.textContent()) ?? '');
      expect(cardPrice).toBeGreaterThanOrEqual(band?.min ?? 0);
      if (band?.max != null) expect(cardPrice).toBeLessThanOrEqual(band.max);
    }
    const card = cards.filter({ has: page.getByRole('link', { name: PRODUCT, exact: true }) });
    await expect(card.getByRole('list', { name: /^\d+ màu$/ })).toBeVisible();
    await expectPageWhole(page);

    // The filters are in the address: opening it anew shows the same list.
    await page.reload();
    await expect(resultCount(results)).toHaveText(`${filtered.pagination.totalItems} sản phẩm`);
    await expect(filters.getByRole('checkbox', { name: BRAND, exact: true })).toBeChecked();
    await expect(filters.getByRole('radio', { name: band?.label ?? '', exact: true })).toBeChecked();

    // ── the product: a colour, quantity 2, into the cart ──────────────────────
    await card.getByRole('link', { name: PRODUCT, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/detail/${lipstick?.slug ?? ''}$`));
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
    const detail = await productDetail(request, lipstick?.slug ?? '');
    const colour = detail.variants.find((v) => v.name === COLOUR);
    expect(colour, `${PRODUCT} comes in ${COLOUR}`).toBeDefined();

    const shownPrice = purchaseColumn(page, PRODUCT).getByText(`Giá: ${vnd(detail.finalPrice)}`);
    await expect(shownPrice).toBeVisible();
    const unitPrice = parseVnd((await shownPrice.textContent()) ?? '');
    expect(unitPrice).toBe(detail.finalPrice);

    const colours = page.getByRole('radiogroup', { name: /^Màu sắc:/ });
    await expect(colours.getByRole('radio')).toHaveCount(detail.variants.length);
    const swatch = colours.getByRole('radio', { name: new RegExp(`^${COLOUR},`) });
    await swatch.click();
    await expect(swatch).toHaveAttribute('aria-checked', 'true');
    await expect(colours).toHaveAccessibleName(`Màu sắc: ${COLOUR}`);

    const quantity = page.getByRole('group', { name: `Số lượng ${PRODUCT}` });
    await quantity.getByRole('button', { name: 'Tăng số lượng' }).click();
    await expect(quantity.getByRole('textbox', { name: 'Số lượng' })).toHaveValue('2');
    await expectPageWhole(page);

    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(page.getByText('Đã thêm vào giỏ hàng')).toBeVisible();
    await expect(page.getByText(`Giỏ hàng đang có 2 sản phẩm màu ${COLOUR}`)).toBeVisible();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Giỏ hàng, 2 sản phẩm' }).click();
    await page
      .getByRole('dialog', { name: 'Giỏ hàng của bạn' })
      .getByRole('link', { name: 'Xem giỏ hàng (2)' })
      .click();

    // ── the cart ──────────────────────────────────────────────────────────────
    await expect(page).toHaveURL(/\/cart$/);
    const total = 2 * unitPrice;
    const expectCart = async () => {
      await expect(page.getByRole('heading', { level: 1, name: /^Giỏ hàng/ })).toContainText('(2 sản phẩm)');
      const lines = page.getByRole('list', { name: 'Sản phẩm trong giỏ hàng' }).getByRole('listitem');
      await expect(lines).toHaveCount(1);
      const line = lines.first();
      await expect(line.getByRole('link', { name: PRODUCT, exact: true })).toBeVisible();
      await expect(line.getByText(`Màu: ${COLOUR}`)).toBeVisible();
      await expect(
        line.getByRole('group', { name: `Số lượng ${PRODUCT}` }).getByRole('textbox', { name: 'Số lượng' }),
      ).toHaveValue('2');
      await expect(line.getByText(vnd(unitPrice), { exact: true })).toBeVisible();
      await expect(line.getByText(`Thành tiền: ${vnd(total)}`)).toBeVisible();
      const summary = page.getByRole('complementary', { name: 'Tóm tắt đơn hàng' });
      await expect(summary.getByRole('term').filter({ hasText: 'Tạm tính (2 sản phẩm)' })).toBeVisible();
      await expect(
        summary.getByRole('term').filter({ hasText: 'Tổng cộng' }).locator('xpath=following-sibling::dd[1]'),
      ).toHaveText(vnd(total));

      // Local storage `cart` = { products: [the line], totalAmount }.
      expect(await storedCart(page)).toEqual({
        products: [
          expect.objectContaining({
            productId: detail._id,
            name: PRODUCT,
            slug: detail.slug,
            brand: BRAND,
            color: { name: COLOUR, code: colour?.code },
            price: unitPrice,
            quantity: 2,
          }),
        ],
        totalAmount: total,
      });
    };
    await expectCart();
    await expectPageWhole(page);

    await page.reload();
    await expectCart();
    await expect(header.getByRole('button', { name: 'Giỏ hàng, 2 sản phẩm' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
