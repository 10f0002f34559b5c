/**
 * Giao Hàng Nhanh (GHN) public API client (api-contract §4.7, ADR 0009): master data and the fee of a parcel.
 * Every call carries the `Token` header (the fee also `ShopId`), answers `{ code, message, data }` and is abandoned
 * after the configured timeout (3 s by default). Any failure throws a GhnError; callers decide how to fall back.
 */
export type GhnConfig = { token: string; shopId: string; apiUrl: string; timeoutMs: number };

export type GhnProvince = { ProvinceID: number; ProvinceName: string };
export type GhnDistrict = { DistrictID: number; ProvinceID: number; DistrictName: string };
export type GhnWard = { WardCode: string; DistrictID: number; WardName: string };
export type GhnFee = { total: number; service_fee: number; insurance_fee: number };

export type GhnFeeRequest = {
  toDistrictId: number;
  toWardCode: string;
  weightGrams: number;
  /** Declared value of the goods (VND), insured by GHN. */
  insuranceValue: number;
};

export class GhnError extends Error {
  override readonly name = 'GhnError';
}

export type GhnClient = {
  provinces(): Promise<GhnProvince[]>;
  districts(provinceId: number): Promise<GhnDistrict[]>;
  wards(districtId: number): Promise<GhnWard[]>;
  fee(request: GhnFeeRequest): Promise<GhnFee>;
};

/** GHN refuses an insured value above 5,000,000 ₫ for the standard service. */
const MAX_INSURANCE_VALUE = 5_000_000;
/** Standard service (E-commerce delivery). */
const SERVICE_TYPE_STANDARD = 2;
/** A cosmetics parcel: GHN needs dimensions (cm); the weight decides the price for small boxes. */
const PARCEL = { length: 20, width: 15, height: 10 };

export function createGhnClient(config: GhnConfig): GhnClient {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Record<string, string | number>; body?: unknown; withShop?: boolean } = {},
  ): Promise<T> {
    const url = new URL(`${config.apiUrl}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Token: config.token, Accept: 'application/json' };
    if (options.withShop) headers.ShopId = config.shopId;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      throw new GhnError(`GHN ${path} unreachable: ${reason}`, { cause: err });
    }
    let payload: { code?: unknown; message?: unknown; data?: unknown };
    try {
      payload = (await response.json()) as typeof payload;
    } catch (err) {
      throw new GhnError(`GHN ${path} answered ${response.status} without JSON`, { cause: err });
    }
    if (!response.ok || payload.code !== 200 || payload.data === undefined || payload.data === null) {
      throw new GhnError(
        `GHN ${path} answered ${response.status} (code ${String(payload.code)}): ${String(payload.message)}`,
      );
    }
    return payload.data as T;
  }

  function list<T>(data: unknown, path: string): T[] {
    if (!Array.isArray(data)) throw new GhnError(`GHN ${path} did not answer a list`);
    return data as T[];
  }

  return {
    async provinces() {
      return list<GhnProvince>(await call('GET', '/master-data/province'), '/master-data/province');
    },
    async districts(provinceId) {
      const data = await call('POST', '/master-data/district', { body: { province_id: provinceId } });
      return list<GhnDistrict>(data, '/master-data/district');
    },
    async wards(districtId) {
      const data = await call('GET', '/master-data/ward', { query: { district_id: districtId } });
      return list<GhnWard>(data, '/master-data/ward');
    },
    async fee(request) {
      const data = await call<Partial<GhnFee>>('POST', '/v2/shipping-order/fee', {
        withShop: true,
        body: {
          service_type_id: SERVICE_TYPE_STANDARD,
          to_district_id: request.toDistrictId,
          to_ward_code: request.toWardCode,
          weight: Math.max(1, Math.round(request.weightGrams)),
          insurance_value: Math.min(MAX_INSURANCE_VALUE, Math.max(0, Math.round(request.insuranceValue))),
          ...PARCEL,
        },
      });
      if (typeof data.total !== 'number' || !Number.isFinite(data.total) || data.total < 0) {
        throw new GhnError('GHN /v2/shipping-order/fee answered no total');
      }
      return {
        total: Math.round(data.total),
        service_fee: data.service_fee ?? data.total,
        insurance_fee: data.insurance_fee ?? 0,
      };
    },
  };
}
