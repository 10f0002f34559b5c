import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION, type District, type Province, type ShippingFee, type Ward } from '@lumi/shared';
import { buildTestApp, injectAs, type TestApp } from '../../../test/helpers';
import { expectFailure, expectValidation } from '../../../test/assertions';
import { rowsOf } from '../../db/sql';
import { loadAddressDataset } from './dataset';
import { FEE_TABLE, addBusinessDays, tableFee } from './fee-table';
import { createShippingService, type ShippingService } from './service';

type Row = { id: string; price: number; weight: number };

describe('shipping with the built-in dataset and table', () => {
  let t: TestApp;
  let service: ShippingService;
  /** Enabled products outside every promotion, so their goods value is price × quantity. */
  let cheap: Row[];
  const HANOI = { province: { id: 1 }, district: { id: 1 }, ward: { id: '00001' } };
  let haiPhong: typeof HANOI;
  let hcm: typeof HANOI;

  async function firstAddressOf(provinceId: number) {
    const data = await loadAddressDataset();
    const district = data.districtsOf(provinceId)![0]!;
    const ward = data.wardsOf(district.id)![0]!;
    return { province: { id: provinceId }, district: { id: district.id }, ward: { id: ward.id } };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    service = createShippingService({
      db: t.database.db,
      clock: t.clock,
      config: t.config.shipping,
      log: t.app.log,
    });
    cheap = await rowsOf<Row>(
      t.database.db,
      sql`select p.id, p.price, p.weight from products p
        where p.enable and p.price < 150000
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.price limit 3`,
    );
    expect(cheap).toHaveLength(3);
    haiPhong = await firstAddressOf(31);
    hcm = await firstAddressOf(79);
  });
  afterAll(async () => t?.close());

  it('lists the provinces, publicly, sorted by Vietnamese name', async () => {
    const res = await injectAs(t.app, null, { method: 'GET', url: '/shipping/provinces' });
    expect(res.statusCode).toBe(200);
    const data = res.json<{ data: Province[] }>().data;
    expect(data).toHaveLength(63);
    expect(data).toContainEqual({ id: 1, name: 'Hà Nội' });
    expect(data).toContainEqual({ id: 79, name: 'Hồ Chí Minh' });
    expect(data[0]).toEqual({ id: 89, name: 'An Giang' });
  });

  it('lists the districts of a province and the wards of a district', async () => {
    const districts = await injectAs(t.app, null, {
      method: 'GET',
      url: '/shipping/districts?province_id=1',
    });
    expect(districts.statusCode).toBe(200);
    const dList = districts.json<{ data: District[] }>().data;
    expect(dList).toHaveLength(30);
    expect(dList).toContainEqual({ id: 1, name: 'Quận Ba Đình' });
    const wards = await injectAs(t.app, null, { method: 'GET', url: '/shipping/wards?district_id=1' });
    expect(wards.statusCode).toBe(200);
    const wList = wards.json<{ data: Ward[] }>().data;
    expect(wList).toHaveLength(14);
    expect(wList).toContainEqual({ id: '00001', name: 'Phường Phúc Xá' });
  });

  it('refuses missing ids (400) and unknown ids (422)', async () => {
    expectValidation(
      await injectAs(t.app, null, { method: 'GET', url: '/shipping/districts' }),
      'province_id',
      VALIDATION.provinceRequired,
    );
    expectValidation(
      await injectAs(t.app, null, { method: 'GET', url: '/shipping/districts?province_id=abc' }),
      'province_id',
      VALIDATION.provinceRequired,
    );
    expectValidation(
      await injectAs(t.app, null, { method: 'GET', url: '/shipping/wards?district_id=' }),
      'district_id',
      VALIDATION.districtRequired,
    );
    expectFailure(
      await injectAs(t.app, null, { method: 'GET', url: '/shipping/districts?province_id=3' }),
      'SHIPPING_ADDRESS_INVALID',
    );
    expectFailure(
      await injectAs(t.app, null, { method: 'GET', url: '/shipping/wards?district_id=999999' }),
      'SHIPPING_ADDRESS_INVALID',
    );
  });

  it('quotes the fee from the products’ weights and prices, by zone', async () => {
    const [a, b] = cheap as [Row, Row];
    const products = [
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 2, color: null },
    ];
    const weight = a.weight + 2 * b.weight;
    const goods = a.price + 2 * b.price;
    expect(goods).toBeLessThan(500_000);
    const quote = async (address: typeof HANOI) => {
      const res = await injectAs(t.app, null, {
        method: 'POST',
        url: '/shipping/fee',
        payload: { ...address, products },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ data: ShippingFee }>().data;
    };
    expect(await quote(HANOI)).toEqual({
      fee: tableFee('intra', weight),
      freeShipping: false,
      freeShippingThreshold: 500_000,
      source: 'table',
      expectedDeliveryDate: addBusinessDays(t.clock.now(), FEE_TABLE.intra.businessDays),
    });
    expect(await quote(haiPhong)).toMatchObject({
      fee: tableFee('region', weight),
      expectedDeliveryDate: addBusinessDays(t.clock.now(), FEE_TABLE.region.businessDays),
    });
    expect(await quote(hcm)).toMatchObject({
      fee: tableFee('inter', weight),
      expectedDeliveryDate: addBusinessDays(t.clock.now(), FEE_TABLE.inter.businessDays),
    });
    // Lines of one product are merged; unknown products weigh nothing.
    const merged = await injectAs(t.app, null, {
      method: 'POST',
      url: '/shipping/fee',
      payload: {
        ...HANOI,
        products: [
          ...products,
          { productId: b.id, quantity: 1 },
          { productId: 'khong-ton-tai', quantity: 3 },
        ],
      },
    });
    expect(merged.json<{ data: ShippingFee }>().data.fee).toBe(tableFee('intra', weight + b.weight));
  });

  it('ships free from the threshold on', async () => {
    const [a] = cheap as [Row];
    const quantity = Math.ceil(500_000 / a.price);
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: '/shipping/fee',
      payload: { ...hcm, products: [{ productId: a.id, quantity }] },
    });
    expect(res.json<{ data: ShippingFee }>().data).toMatchObject({
      fee: 0,
      freeShipping: true,
      source: 'table',
    });

    const at = await service.fee({ address: hcm, weightGrams: 1200, goodsValue: 500_000 });
    expect(at).toMatchObject({ fee: 0, freeShipping: true, freeShippingThreshold: 500_000 });
    const below = await service.fee({ address: hcm, weightGrams: 1200, goodsValue: 499_999 });
    expect(below).toMatchObject({ fee: tableFee('inter', 1200), freeShipping: false });

    const off = createShippingService({
      db: t.database.db,
      clock: t.clock,
      config: { ...t.config.shipping, freeShippingThreshold: null },
      log: t.app.log,
    });
    expect(await off.fee({ address: HANOI, weightGrams: 300, goodsValue: 9_000_000 })).toMatchObject({
      fee: 22_000,
      freeShipping: false,
      freeShippingThreshold: null,
    });
  });

  it('validates the fee body', async () => {
    const products = [{ productId: cheap[0]!.id, quantity: 1 }];
    expectValidation(
      await injectAs(t.app, null, {
        method: 'POST',
        url: '/shipping/fee',
        payload: { province: HANOI.province, district: HANOI.district, products },
      }),
      'ward',
      VALIDATION.wardRequired,
    );
    expectValidation(
      await injectAs(t.app, null, {
        method: 'POST',
        url: '/shipping/fee',
        payload: { ...HANOI, products: [] },
      }),
      'products',
      VALIDATION.shippingProductsRequired,
    );
    expectValidation(
      await injectAs(t.app, null, {
        method: 'POST',
        url: '/shipping/fee',
        payload: { ...HANOI, products: [{ productId: cheap[0]!.id, quantity: 0 }] },
      }),
      'products.0.quantity',
      VALIDATION.quantityInvalid,
    );
    // A ward of another district, a district of another province.
    for (const address of [
      { ...HANOI, ward: hcm.ward },
      { ...HANOI, province: hcm.province },
      { ...HANOI, ward: { id: '99999' } },
    ]) {
      expectFailure(
        await injectAs(t.app, null, {
          method: 'POST',
          url: '/shipping/fee',
          payload: { ...address, products },
        }),
        'SHIPPING_ADDRESS_INVALID',
      );
    }
  });

  it('validates an address chain and fills the names from the dataset', async () => {
    const input = {
      name: 'Nguyễn Văn An',
      phone: '0912345678',
      address: '12 Phố Phúc Xá',
      province: { id: 1, name: 'Sai tên' },
      district: { id: 1 },
      ward: { id: '00001' },
    };
    expect(await service.validateAddress(input)).toEqual({
      name: 'Nguyễn Văn An',
      phone: '0912345678',
      address: '12 Phố Phúc Xá',
      province: { id: 1, name: 'Hà Nội' },
      district: { id: 1, name: 'Quận Ba Đình' },
      ward: { id: '00001', name: 'Phường Phúc Xá' },
    });
    await expect(service.validateAddress({ ...input, district: { id: 760 } })).rejects.toMatchObject({
      code: 'SHIPPING_ADDRESS_INVALID',
    });
    await expect(service.validateAddress({ ...input, ward: hcm.ward })).rejects.toMatchObject({
      code: 'SHIPPING_ADDRESS_INVALID',
    });
    await expect(service.validateAddress({ ...input, province: { id: 0 } })).rejects.toMatchObject({
      code: 'SHIPPING_ADDRESS_INVALID',
    });
    expect(service.source).toBe('table');
    expect(service.freeShippingThreshold).toBe(500_000);
  });

  it('tells the client configuration the shipping source', async () => {
    const res = await injectAs(t.app, null, { method: 'GET', url: '/config' });
    expect(res.json<{ data: { shipping: unknown } }>().data.shipping).toEqual({
      source: 'table',
      freeShippingThreshold: 500_000,
    });
  });
});
