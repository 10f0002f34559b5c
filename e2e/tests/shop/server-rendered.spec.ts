import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { publicGet, trackPageErrors } from '../../fixtures/catalog';

/*
 * Issue 14: the public pages come from the server whole (ADR 0025). A link preview (Zalo, Facebook) or a crawler
 * reads the product's name, price and picture in the HTML itself; a visitor without JavaScript reads the page; with
 * JavaScript the page takes over the markup without fetching what it was rendered from again.
 */

type Envelope<T> = { data: T };
type Listed = { _id: string; name: string; slug: string; finalPrice: number; mainImage: { url: string } };
type DoctorListed = { _id: string; name: string; slug: string };

/** The JSON-LD blocks of an HTML document, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

function metaContent(html: string, property: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}

/** '1.250.000' (the digits of a price as the pages print it, before ' ₫'). */
const digits = (amount: number) => new Intl.NumberFormat('vi-VN').format(amount);

/** Text as it appears in HTML (the five characters HTML escapes). */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A product on promotion (the demo data has several): the pages below are its. */
async function promotedProduct(request: APIRequestContext): Promise<Listed> {
  const product = (await publicGet<Envelope<Listed[]>>(request, '/products/promotions?pageSize=1')).data[0];
  if (!product) throw new Error('no promoted product');
  return product;
}

/**
 * Holds back the app's main module, as a slow phone's network and CPU would, until the returned function is
 * called: the server's markup can be used before any of React runs.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('server-rendered public pages', () => {
  test('a product page’s HTML has its name, price, picture and JSON-LD Product', async ({ request }) => {
    const product = await promotedProduct(request);

    const answer = await request.get(`/detail/${product.slug}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/html');
    const html = await answer.text();

    expect(html).toContain(`<title>${asHtml(product.name)} | Lumi</title>`);
    expect(html).toContain(`<h1`);
    expect(html).toContain(asHtml(product.name));
    expect(html).toContain(`${digits(product.finalPrice)} ₫`);
    expect(metaContent(html, 'og:title')).toBe(`${asHtml(product.name)} | Lumi`);
    expect(metaContent(html, 'og:type')).toBe('product');
    // Pictures are answered absolute on PUBLIC_URL (ADR 0030); the picture's preload names its sized variants there.
    expect(product.mainImage.url).toMatch(/^https?:\/\/[^/]+\/uploads\/.+\.webp$/);
    expect(metaContent(html, 'og:image')).toBe(product.mainImage.url);
    const variants = product.mainImage.url.replace(/\.webp$/, '');
    expect(html).toContain(`imagesrcset="${variants}-w160.avif 160w`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/detail/${product.slug}"`));

    const blocks = jsonLd(html);
    const described = blocks.find((block) => block['@type'] === 'Product');
    expect(described, 'JSON-LD Product').toBeTruthy();
    expect(described?.name).toBe(product.name);
    expect((described?.offers as { price?: unknown; priceCurrency?: unknown }).price).toBe(
      product.finalPrice,
    );
    expect((described?.offers as { priceCurrency?: unknown }).priceCurrency).toBe('VND');
    // The page is handed the answers it was rendered from.
    expect(html).toContain('<script type="application/json" id="lumi-state">');
  });

  test('a doctor page’s HTML has the doctor and JSON-LD Physician', async ({ request }) => {
    const doctor = (
      await publicGet<Envelope<DoctorListed[]>>(request, '/doctors/by-customer?page=1&pageSize=1')
    ).data[0];
    expect(doctor, 'a listed doctor').toBeTruthy();
    if (!doctor) return;
    const answer = await request.get(`/doctor-detail/${doctor.slug}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain(asHtml(doctor.name));
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\//);
    const physician = jsonLd(html).find((block) => block['@type'] === 'Physician');
    expect(physician, 'JSON-LD Physician').toBeTruthy();
  });

  test('/home-booking’s HTML holds its featured clinics and doctors with their ItemList, the booking area’s picture and no antd; live, it fetches none of them again (issue 26)', async ({
    page,
    request,
  }) => {
    const clinic = (await publicGet<Envelope<DoctorListed[]>>(request, '/clinics/by-customer')).data[0];
    const doctor = (await publicGet<Envelope<DoctorListed[]>>(request, '/doctors/by-customer')).data[0];
    if (!clinic || !doctor) throw new Error('demo data without clinics or doctors');
    const answer = await request.get('/home-booking');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('<title>Lumi Clinic - Phòng khám da liễu</title>');
    expect(html).toContain(asHtml(clinic.name));
    expect(html).toContain(asHtml(doctor.name));
    expect(metaContent(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/share-clinic\.png$/);
    const lists = jsonLd(html).filter((block) => block['@type'] === 'ItemList');
    const urls = lists.flatMap((list) =>
      (list.itemListElement as { url: string }[]).map((item) => new URL(item.url).pathname),
    );
    expect(urls).toContain(`/clinic-detail/${clinic.slug}`);
    expect(urls).toContain(`/doctor-detail/${doctor.slug}`);
    // A plain page (ADR 0025): no antd markup, no antd styles in the head.
    expect(html).not.toMatch(/class="[^"]*\bant-/);
    expect(html).not.toMatch(/\bcss-[a-z0-9]+\b/);

    const errors = trackPageErrors(page);
    const refetched: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/v1\/(clinics|doctors)\/by-customer/.test(r.url())) refetched.push(r.url());
    });
    await page.goto('/home-booking');
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
    // The guest's sign-in prompt (decision 10) opens once the page is live.
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Phòng khám nổi bật' }).getByText(clinic.name)).toBeVisible();
    expect(refetched).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('pages without a picture of their own share the shop’s or the booking area’s picture (issue 26)', async ({
    request,
  }) => {
    for (const [path, picture] of [
      ['/', '/share-shop.png'],
      ['/clinics', '/share-clinic.png'],
    ] as const) {
      // A link shared from Zalo: its tracking parameter does not change the page.
      const html = await (await request.get(`${path}?zarsrc=30&utm_source=zalo`)).text();
      const image = metaContent(html, 'og:image');
      expect(image, `og:image of ${path}`).toMatch(
        new RegExp(`^https?://[^/]+${picture.replace('.', '\\.')}$`),
      );
      const file = await request.get(picture);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
    }
  });

  test('no public page preloads antd: what it loads before it is live is its plain code alone (issue 26)', async ({
    request,
  }) => {
    const product = await promotedProduct(request);
    const doctor = (
      await publicGet<Envelope<DoctorListed[]>>(request, '/doctors/by-customer?page=1&pageSize=1')
    ).data[0];
    const clinic = (
      await publicGet<Envelope<{ slug: string }[]>>(request, '/clinics/by-customer?page=1&pageSize=1')
    ).data[0];
    if (!doctor || !clinic) throw new Error('no doctor or clinic in the demo data');
    for (const path of [
      '/',
      `/detail/${product.slug}`,
      '/search?keyword=kem',
      '/clinics',
      '/doctors',
      '/home-booking',
      `/doctor-detail/${doctor.slug}`,
      `/clinic-detail/${clinic.slug}`,
    ]) {
      const html = await (await request.get(path)).text();
      // Every script of the page's first load is in its HTML: the entry, and the app's and the routes' modulepreloads
      // in the template the entry adds once the page is drawn (ADR 0039).
      const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1] ?? '',
      );
      expect(scripts.length, path).toBeGreaterThan(5);
      // antd's style engine is its own chunk (vite.config.ts): whatever page needs antd loads it.
      expect(
        scripts.filter((script) => /\/antd-core-/.test(script)),
        path,
      ).toEqual([]);
    }
  });

  test('a clinic page is written without antd; its sign-in prompt is plain too, and registering brings production’s antd (issue 26)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/clinics')).text();
    // A plain page (ADR 0034): no antd markup and no antd styles in the document.
    expect(html).not.toMatch(/class="[^"]*\bant-/);
    expect(html).not.toMatch(/\bcss-[a-z0-9]+\b/);
    const errors = trackPageErrors(page);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/clinics');
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
    // The guest's sign-in prompt (decision 10) opens once the page is live, without a UI library: a visitor who only
    // reads the page downloads no antd (its style engine is what every antd component needs).
    const signIn = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(signIn.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const antdNow = () =>
      page.evaluate(() => document.querySelectorAll('[class*="ant-"], style[data-css-hash]').length);
    expect(await antdNow()).toBe(0);
    expect(scripts.filter((path) => /antd-core/.test(path))).toEqual([]);
    // Registering is the full dialog: antd, the browser bundle's production build (ADR 0027), never dev-only names.
    await signIn.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByRole('dialog', { name: 'Đăng ký tài khoản' })).toBeVisible();
    const names = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[class*="css-"]')).flatMap((element) =>
        (element.getAttribute('class') ?? '').split(/\s+/).filter((name) => name.startsWith('css-')),
      ),
    );
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name.startsWith('css-dev-only'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('an unknown product and an unknown address answer 404 with the page', async ({ request }) => {
    const missing = await request.get('/detail/khong-co-san-pham-nay-123');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Không tìm thấy sản phẩm');
    const unknown = await request.get('/khong-co-trang-nay');
    expect(unknown.status()).toBe(404);
    // Pages of signed-in people stay the browser's: the bare shell.
    const cart = await request.get('/cart');
    expect(cart.status()).toBe(200);
    expect(await cart.text()).not.toContain('id="lumi-state"');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a product page shows its name and price', async ({ page, request }) => {
      const product = await promotedProduct(request);
      await page.goto(`/detail/${product.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
      await expect(page.getByText(`${digits(product.finalPrice)} ₫`).first()).toBeVisible();
      await expect(page).toHaveTitle(`${product.name} | Lumi`);
    });
  });

  test('with JavaScript the page takes over without fetching its product again', async ({
    page,
    request,
  }) => {
    const product = await promotedProduct(request);
    const errors = trackPageErrors(page);
    const refetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/products/detail/')) refetched.push(r.url());
    });
    await page.goto(`/detail/${product.slug}`);
    // The server's markup first (the button is there before any script runs), then React takes it over.
    const add = page.getByRole('button', { name: 'Thêm vào giỏ hàng' });
    await expect(add).toBeEnabled();
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
    // Live: the quantity stepper answers clicks (hydrated, not just painted).
    const group = page.getByRole('group', { name: `Số lượng ${product.name}` });
    await group.getByRole('button', { name: 'Tăng số lượng' }).click();
    await expect(group.getByRole('textbox', { name: 'Số lượng' })).toHaveValue('2');
    expect(refetched).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a rendered page asks for the app’s code only once it is drawn, all of it at once (ADR 0039)', async ({
    page,
    request,
  }) => {
    const product = await promotedProduct(request);
    const errors = trackPageErrors(page);
    for (const path of ['/', `/detail/${product.slug}`, '/clinics']) {
      await page.goto(path);
      await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
      const { painted, scripts, preloads } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
        preloads: Array.from(
          document.querySelectorAll<HTMLLinkElement>('#lumi-app-modules ~ link[rel="modulepreload"]'),
          (link) => new URL(link.href).pathname,
        ),
      }));
      expect(painted, path).not.toBeNull();
      // Until the page is on screen: the entry and what it imports itself (Vite's preload helper) alone.
      const early = scripts.filter((script) => script.start < painted!).map((script) => script.name);
      expect(early.length, path).toBeGreaterThan(0);
      expect(
        early.filter((name) => !/\/(index|preload-helper)-[^/]+\.js$/.test(name)),
        path,
      ).toEqual([]);
      // After it, the template's preloads went into the head: the app, React and the page's route modules.
      expect(preloads.length, path).toBeGreaterThan(5);
      expect(
        preloads.some((name) => /\/main-[^/]+\.js$/.test(name)),
        path,
      ).toBe(true);
      expect(
        preloads.some((name) => /\/react-[^/]+\.js$/.test(name)),
        path,
      ).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  test('a tap before the page is live is not lost: its button gets it once React runs the page', async ({
    page,
    request,
  }) => {
    const product = await promotedProduct(request);
    const errors = trackPageErrors(page);
    // The server's markup is shown and tapped before any of React runs.
    const release = await holdApp(page);
    await page.goto(`/detail/${product.slug}`, { waitUntil: 'domcontentloaded' });
    const group = page.getByRole('group', { name: `Số lượng ${product.name}` });
    const quantity = group.getByRole('textbox', { name: 'Số lượng' });
    await group.getByRole('button', { name: 'Tăng số lượng' }).click();
    await expect(quantity).toHaveValue('1');
    await expect(page.locator('html[data-live]')).toHaveCount(0);

    release();
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
    await expect(quantity).toHaveValue('2');
    // Live, a tap is React's at once, and only once.
    await group.getByRole('button', { name: 'Tăng số lượng' }).click();
    await expect(quantity).toHaveValue('3');
    expect(errors).toEqual([]);
  });

  test('text typed into the header search before the page is live is what Enter searches for', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('search', { name: 'Tìm kiếm sản phẩm' }).first().getByRole('combobox');
    await box.fill('kem chống nắng');
    await expect(page.locator('html[data-live]')).toHaveCount(0);

    release();
    await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
    await expect(box).toHaveValue('kem chống nắng');
    await box.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('kem chống nắng');
    expect(new URL(page.url()).pathname).toBe('/search');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('kem chống nắng');
    expect(errors).toEqual([]);
  });
});
