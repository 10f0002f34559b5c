import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { District, Province, ShippingFee, Ward } from '@lumi/shared';
import { buildTestApp, injectAs, type TestApp } from '../../../test/helpers';
import { expectFailure } from '../../../test/assertions';
import { rowsOf } from '../../db/sql';
import { FEE_TABLE, addBusinessDays, tableFee } from '../../modules/shipping/fee-table';
import { createShippingService } from '../../modules/shipping/service';

/**
 * A local double of GHN's public API speaking its JSON shapes (`{ code, message, data }`), with switchable
 * failures: an HTTP 500, a slow answer (past the client's timeout) or a refusal in GHN's envelope.
 */
type Mode = 'ok' | 'error500' | 'slow' | 'refused';
type Received = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };

const TOKEN = 'ghn-test-token';
const SHOP_ID = '885';
const PROVINCES = [
  { ProvinceID: 202, ProvinceName: 'Hồ Chí Minh', CountryID: 1, Code: '8' },
  { ProvinceID: 201, ProvinceName: 'Hà Nội', CountryID: 1, Code: '4' },
];
const DISTRICTS = [
  { DistrictID: 1442, ProvinceID: 202, DistrictName: 'Quận 1', Code: '0201' },
  { DistrictID: 1443, ProvinceID: 202, DistrictName: 'Quận 2', Code: '0202' },
  { DistrictID: 1485, ProvinceID: 201, DistrictName: 'Quận Ba Đình', Code: '0101' },
];
const WARDS = [
  { WardCode: '20109', DistrictID: 1442, WardName: 'Phường Bến Nghé' },
  { WardCode: '20101', DistrictID: 1442, WardName: 'Phường Bến Thành' },
  { WardCode: '1A0101', DistrictID: 1485, WardName: 'Phường Phúc Xá' },
];

function startGhnDouble() {
  const state = { mode: 'ok' as Mode, masterMode: 'ok' as Mode, received: [] as Received[] };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://ghn.test');
      const path = url.pathname.replace('/shiip/public-api', '');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      state.received.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (req.headers.token !== TOKEN)
        return send(res, 401, { code: 401, message: 'Token is not valid', data: null });
      const isFee = path === '/v2/shipping-order/fee';
      const mode = isFee ? state.mode : state.masterMode;
      if (mode === 'error500')
        return send(res, 500, { code: 500, message: 'Internal Server Error', data: null });
      if (mode === 'refused') return send(res, 200, { code: 400, message: 'Sai thông tin', data: null });
      const answer = () => {
        if (path === '/master-data/province')
          return send(res, 200, { code: 200, message: 'Success', data: PROVINCES });
        if (path === '/master-data/district') {
          const id = Number(body?.province_id);
          return send(res, 200, {
            code: 200,
            message: 'Success',
            data: DISTRICTS.filter((d) => d.ProvinceID === id),
          });
        }
        if (path === '/master-data/ward') {
          const id = Number(url.searchParams.get('district_id'));
          return send(res, 200, {
            code: 200,
            message: 'Success',
            data: WARDS.filter((w) => w.DistrictID === id),
          });
        }
        if (isFee) {
          if (req.headers.shopid !== SHOP_ID)
            return send(res, 400, { code: 400, message: 'ShopID invalid', data: null });
          const weight = Number(body?.weight);
          const service_fee = 16_500 + Math.ceil(Math.max(0, weight - 500) / 500) * 2_500;
          const insurance_fee = Math.round(Number(body?.insurance_value) * 0.005);
          return send(res, 200, {
            code: 200,
            message: 'Success',
            data: {
              total: service_fee + insurance_fee,
              service_fee,
              insurance_fee,
              pick_station_fee: 0,
              r2s_fee: 0,
            },
          });
        }
        return send(res, 404, { code: 404, message: 'Not found', data: null });
      };
      if (mode === 'slow') setTimeout(answer, 1_000);
      else answer();
    });
  });
  return new Promise<{ url: string; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}/shiip/public-api`,
        state,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

describe('shipping through GHN (local double)', () => {
  let t: TestApp;
  let ghn: Awaited<ReturnType<typeof startGhnDouble>>;
  let product: { id: string; price: number; weight: number };
  const Q1 = { province: { id: 202 }, district: { id: 1442 }, ward: { id: '20109' } };

  beforeAll(async () => {
    ghn = await startGhnDouble();
    t = await buildTestApp({
      env: { GHN_TOKEN: TOKEN, GHN_SHOP_ID: SHOP_ID, GHN_API_URL: `${ghn.url}/`, GHN_TIMEOUT_MS: '300' },
    });
    [product] = (await rowsOf<{ id: string; price: number; weight: number }>(
      t.database.db,
      sql`select p.id, p.price, p.weight from products p
        where p.enable and p.price < 200000
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.price limit 1`,
    )) as [{ id: string; price: number; weight: number }];
  });
  afterAll(async () => {
    await t?.close();
    await ghn?.close();
  });
  beforeEach(() => {
    ghn.state.mode = 'ok';
    ghn.state.masterMode = 'ok';
    ghn.state.received = [];
  });

  const quote = async (quantity = 2) => {
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: '/shipping/fee',
      payload: { ...Q1, products: [{ productId: product.id, quantity }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: ShippingFee }>().data;
  };

  it('serves GHN master data with GHN ids, sorted by name', async () => {
    const provinces = await injectAs(t.app, null, { method: 'GET', url: '/shipping/provinces' });
    expect(provinces.json<{ data: Province[] }>().data).toEqual([
      { id: 201, name: 'Hà Nội' },
      { id: 202, name: 'Hồ Chí Minh' },
    ]);
    const districts = await injectAs(t.app, null, {
      method: 'GET',
      url: '/shipping/districts?province_id=202',
    });
    expect(districts.json<{ data: District[] }>().data).toEqual([
      { id: 1442, name: 'Quận 1' },
      { id: 1443, name: 'Quận 2' },
    ]);
    const wards = await injectAs(t.app, null, { method: 'GET', url: '/shipping/wards?district_id=1442' });
    expect(wards.json<{ data: Ward[] }>().data).toEqual([
      { id: '20109', name: 'Phường Bến Nghé' },
      { id: '20101', name: 'Phường Bến Thành' },
    ]);
    const district = ghn.state.received.find((r) => r.path === '/master-data/district')!;
    expect(district).toMatchObject({ method: 'POST', body: { province_id: 202 } });
    expect(district.headers.token).toBe(TOKEN);
    // Cached: asking again does not call GHN.
    const calls = ghn.state.received.length;
    await injectAs(t.app, null, { method: 'GET', url: '/shipping/provinces' });
    expect(ghn.state.received).toHaveLength(calls);
    expectFailure(
      await injectAs(t.app, null, { method: 'GET', url: '/shipping/districts?province_id=999' }),
      'SHIPPING_ADDRESS_INVALID',
    );
  });

  it('quotes GHN’s fee with the token, shop id, weight and insured value', async () => {
    const data = await quote(2);
    const weight = product.weight * 2;
    const serviceFee = 16_500 + Math.ceil(Math.max(0, weight - 500) / 500) * 2_500;
    expect(data).toEqual({
      fee: serviceFee + Math.round(product.price * 2 * 0.005),
      freeShipping: false,
      freeShippingThreshold: 500_000,
      source: 'ghn',
      // Hồ Chí Minh is in another region than the shop (Hà Nội).
      expectedDeliveryDate: addBusinessDays(t.clock.now(), FEE_TABLE.inter.businessDays),
    });
    const call = ghn.state.received.find((r) => r.path === '/v2/shipping-order/fee')!;
    expect(call.method).toBe('POST');
    expect(call.headers).toMatchObject({ token: TOKEN, shopid: SHOP_ID });
    expect(call.body).toMatchObject({
      service_type_id: 2,
      to_district_id: 1442,
      to_ward_code: '20109',
      weight,
      insurance_value: product.price * 2,
    });
  });

  it('falls back to the table on a 500, a refusal and a timeout', async () => {
    const expected = { fee: tableFee('inter', product.weight * 2), source: 'table', freeShipping: false };
    ghn.state.mode = 'error500';
    expect(await quote(2)).toMatchObject(expected);
    ghn.state.mode = 'refused';
    expect(await quote(2)).toMatchObject(expected);
    ghn.state.mode = 'slow';
    const started = Date.now();
    expect(await quote(2)).toMatchObject(expected);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('ships free above the threshold without asking GHN', async () => {
    const data = await quote(Math.ceil(500_000 / product.price));
    expect(data).toMatchObject({ fee: 0, freeShipping: true, source: 'ghn' });
    expect(ghn.state.received.filter((r) => r.path === '/v2/shipping-order/fee')).toHaveLength(0);
  });

  it('validates addresses against GHN master data', async () => {
    const service = createShippingService({
      db: t.database.db,
      clock: t.clock,
      config: t.config.shipping,
      log: t.app.log,
    });
    const input = { name: 'Trần Thị Bình', phone: '0987654321', address: '1 Lê Lợi', ...Q1 };
    expect(await service.validateAddress(input)).toMatchObject({
      province: { id: 202, name: 'Hồ Chí Minh' },
      district: { id: 1442, name: 'Quận 1' },
      ward: { id: '20109', name: 'Phường Bến Nghé' },
    });
    await expect(service.validateAddress({ ...input, ward: { id: '1A0101' } })).rejects.toMatchObject({
      code: 'SHIPPING_ADDRESS_INVALID',
    });
    await expect(service.validateAddress({ ...input, province: { id: 201 } })).rejects.toMatchObject({
      code: 'SHIPPING_ADDRESS_INVALID',
    });
    expect(service.source).toBe('ghn');
  });

  it('keeps taking orders when GHN master data is down', async () => {
    ghn.state.masterMode = 'error500';
    const service = createShippingService({
      db: t.database.db,
      clock: t.clock,
      config: t.config.shipping,
      log: t.app.log,
    });
    const named = {
      name: 'Trần Thị Bình',
      phone: '0987654321',
      address: '1 Lê Lợi',
      province: { id: 202, name: 'Hồ Chí Minh' },
      district: { id: 1442, name: 'Quận 1' },
      ward: { id: '20109', name: 'Phường Bến Nghé' },
    };
    expect(await service.validateAddress(named)).toEqual(named);
    await expect(service.validateAddress({ ...named, ward: { id: '20109' } })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    await expect(service.provinces()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    // The fee still answers (GHN's fee endpoint is up; the table's date needs no master data).
    const fee = await service.fee({ address: Q1, weightGrams: 700, goodsValue: 100_000 });
    expect(fee.source).toBe('ghn');
    // Both down: the table answers; without master data the destination counts as another region.
    ghn.state.mode = 'error500';
    expect(await service.fee({ address: Q1, weightGrams: 700, goodsValue: 100_000 })).toMatchObject({
      fee: tableFee('inter', 700),
      source: 'table',
      expectedDeliveryDate: addBusinessDays(t.clock.now(), FEE_TABLE.inter.businessDays),
    });
  });

  it('tells the client configuration that GHN is the source', async () => {
    const res = await injectAs(t.app, null, { method: 'GET', url: '/config' });
    expect(res.json<{ data: { shipping: unknown } }>().data.shipping).toEqual({
      source: 'ghn',
      freeShippingThreshold: 500_000,
    });
  });
});
