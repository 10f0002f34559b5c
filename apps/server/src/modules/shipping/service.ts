import type { FastifyBaseLogger } from 'fastify';
import type {
  AddressIds,
  District,
  Province,
  ShippingAddress,
  ShippingAddressInput,
  ShippingFee,
  ShippingSource,
  Ward,
} from '@lumi/shared';
import type { ShippingConfig } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createGhnClient, type GhnClient } from '../../providers/ghn';
import { loadAddressDataset, regionOfProvince, type Region } from './dataset';
import { FEE_TABLE, addBusinessDays, tableFee, zoneOf } from './fee-table';
import { parcelOf } from '../catalog/products/parcel-repository';

/** The named parts of an address whose ids were checked against the active source. */
export type ResolvedParts = Pick<ShippingAddress, 'province' | 'district' | 'ward'>;

/** What an address part may carry on input: the id, and a name the server replaces. */
export type AddressPartsInput = {
  province: { id: number; name?: string | undefined };
  district: { id: number; name?: string | undefined };
  ward: { id: string; name?: string | undefined };
};

export type ShippingService = {
  /** The active source: GHN when configured, else the built-in dataset and table. */
  source: ShippingSource;
  /** Goods worth this much or more ship free; null when free shipping is off. */
  freeShippingThreshold: number | null;
  provinces(): Promise<Province[]>;
  /** Throws SHIPPING_ADDRESS_INVALID for an unknown province. */
  districts(provinceId: number): Promise<District[]>;
  /** Throws SHIPPING_ADDRESS_INVALID for an unknown district. */
  wards(districtId: number): Promise<Ward[]>;
  /** Checks the chain province → district → ward and fills the names; throws SHIPPING_ADDRESS_INVALID. */
  resolveParts(parts: AddressPartsInput): Promise<ResolvedParts>;
  /** A whole shipping address: the parts checked and named (name, phone and street as validated by the schema). */
  validateAddress(input: ShippingAddressInput): Promise<ShippingAddress>;
  /** The fee of a parcel to this address; never fails on a GHN outage (the table answers). */
  fee(input: { address: AddressIds; weightGrams: number; goodsValue: number }): Promise<ShippingFee>;
  /** POST /shipping/fee: the parcel of these cart lines (weights and prices from the database). */
  feeForProducts(input: {
    address: AddressIds;
    products: readonly { productId: string; quantity: number }[];
  }): Promise<ShippingFee>;
};

/** One administrative source (built-in dataset or GHN master data). `undefined` = unknown parent. */
type AddressSource = {
  provinces(): Promise<Province[]>;
  districts(provinceId: number): Promise<District[] | undefined>;
  wards(districtId: number): Promise<Ward[] | undefined>;
  /** The GSO province and region of one of the source's provinces, for the table; null when unknown. */
  regionOf(provinceId: number): Promise<{ provinceId: number; region: Region } | null>;
};

const invalid = () => new AppError('SHIPPING_ADDRESS_INVALID');

function tableSource(): AddressSource {
  return {
    provinces: async () => [...(await loadAddressDataset()).provinces],
    districts: async (id) => {
      const list = (await loadAddressDataset()).districtsOf(id);
      return list && [...list];
    },
    wards: async (id) => {
      const list = (await loadAddressDataset()).wardsOf(id);
      return list && [...list];
    },
    regionOf: async (id) =>
      (await loadAddressDataset()).province(id) ? { provinceId: id, region: regionOfProvince(id) } : null,
  };
}

/** Master data change a few times a year: kept a day in memory. */
const MASTER_DATA_TTL_MS = 24 * 3_600_000;

function ghnSource(client: GhnClient, clock: Clock): AddressSource {
  type Entry<T> = { at: number; value: T };
  let provinces: Entry<Province[]> | null = null;
  const districts = new Map<number, Entry<District[]>>();
  const wards = new Map<number, Entry<Ward[]>>();
  const fresh = <T>(entry: Entry<T> | null | undefined): entry is Entry<T> =>
    !!entry && clock.now().getTime() - entry.at < MASTER_DATA_TTL_MS;

  async function provinceList(): Promise<Province[]> {
    if (fresh(provinces)) return provinces.value;
    const value = (await client.provinces())
      .map((p) => ({ id: p.ProvinceID, name: p.ProvinceName.trim() }))
      .sort((a, b) => a.name.localeCompare(b.name, 'vi', { numeric: true }));
    provinces = { at: clock.now().getTime(), value };
    return value;
  }
  async function districtList(provinceId: number): Promise<District[] | undefined> {
    const cached = districts.get(provinceId);
    if (fresh(cached)) return cached.value;
    if (!(await provinceList()).some((p) => p.id === provinceId)) return undefined;
    const value = (await client.districts(provinceId))
      .filter((d) => d.ProvinceID === provinceId)
      .map((d) => ({ id: d.DistrictID, name: d.DistrictName.trim() }))
      .sort((a, b) => a.name.localeCompare(b.name, 'vi', { numeric: true }));
    districts.set(provinceId, { at: clock.now().getTime(), value });
    return value;
  }
  async function wardList(districtId: number): Promise<Ward[] | undefined> {
    const cached = wards.get(districtId);
    if (fresh(cached)) return cached.value;
    const list = await client.wards(districtId);
    // GHN answers an empty list (or an error) for an unknown district.
    if (list.length === 0) return undefined;
    const value = list
      .filter((w) => w.DistrictID === districtId)
      .map((w) => ({ id: String(w.WardCode), name: w.WardName.trim() }))
      .sort((a, b) => a.name.localeCompare(b.name, 'vi', { numeric: true }));
    wards.set(districtId, { at: clock.now().getTime(), value });
    return value;
  }
  return {
    provinces: async () => [...(await provinceList())],
    districts: districtList,
    wards: wardList,
    async regionOf(provinceId) {
      const province = (await provinceList()).find((p) => p.id === provinceId);
      if (!province) return null;
      const gso = (await loadAddressDataset()).provinceByName(province.name);
      return gso ? { provinceId: gso.id, region: regionOfProvince(gso.id) } : null;
    },
  };
}

/** A GHN master-data outage while listing: the picker cannot work with another source's ids. */
function unavailable(log: FastifyBaseLogger, err: unknown): AppError {
  log.warn({ err }, 'GHN master data unavailable');
  return new AppError('SERVICE_UNAVAILABLE');
}

export function createShippingService(deps: {
  db: Db;
  clock: Clock;
  config: ShippingConfig;
  log: FastifyBaseLogger;
  /** Replaces the GHN client built from the configuration (tests use the real client against a local double). */
  ghn?: GhnClient;
}): ShippingService {
  const { config, clock, log } = deps;
  const ghn = deps.ghn ?? (config.ghn ? createGhnClient(config.ghn) : null);
  const source: ShippingSource = ghn ? 'ghn' : 'table';
  const addresses = ghn ? ghnSource(ghn, clock) : tableSource();
  const origin = { provinceId: config.shopProvinceId, region: regionOfProvince(config.shopProvinceId) };

  /** Runs a master-data read: GHN failures become 503 (table reads never fail). */
  async function master<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unavailable(log, err);
    }
  }

  async function resolveParts(parts: AddressPartsInput): Promise<ResolvedParts> {
    try {
      const province = (await addresses.provinces()).find((p) => p.id === parts.province.id);
      if (!province) throw invalid();
      const district = (await addresses.districts(province.id))?.find((d) => d.id === parts.district.id);
      if (!district) throw invalid();
      const ward = (await addresses.wards(district.id))?.find((w) => w.id === parts.ward.id);
      if (!ward) throw invalid();
      return { province, district, ward };
    } catch (err) {
      if (err instanceof AppError) throw err;
      // GHN cannot be asked: keep the names the picker showed (they came from GHN) rather than refuse the order.
      const { province, district, ward } = parts;
      if (province.name && district.name && ward.name) {
        log.warn({ err }, 'GHN master data unavailable: address accepted with the names sent');
        return {
          province: { id: province.id, name: province.name },
          district: { id: district.id, name: district.name },
          ward: { id: ward.id, name: ward.name },
        };
      }
      throw unavailable(log, err);
    }
  }

  async function tableAnswer(
    address: AddressIds,
    weightGrams: number,
    free: boolean,
  ): Promise<{ fee: number; expectedDeliveryDate: string }> {
    const destination = await addresses.regionOf(address.province.id).catch(() => null);
    const zone = zoneOf(origin, destination);
    return {
      fee: free ? 0 : tableFee(zone, weightGrams),
      expectedDeliveryDate: addBusinessDays(clock.now(), FEE_TABLE[zone].businessDays),
    };
  }

  async function fee(input: {
    address: AddressIds;
    weightGrams: number;
    goodsValue: number;
  }): Promise<ShippingFee> {
    const { address, weightGrams, goodsValue } = input;
    // Unknown ids are refused; a GHN master-data outage is not a reason to refuse a fee (the fee call decides).
    await resolveParts(address).catch((err: unknown) => {
      if (!(err instanceof AppError && err.code === 'SERVICE_UNAVAILABLE')) throw err;
    });
    const threshold = config.freeShippingThreshold;
    const free = threshold !== null && goodsValue >= threshold;
    const table = await tableAnswer(address, weightGrams, free);
    const answer = (fee: number, used: ShippingSource): ShippingFee => ({
      fee,
      freeShipping: free,
      freeShippingThreshold: threshold,
      source: used,
      expectedDeliveryDate: table.expectedDeliveryDate,
    });
    if (!ghn || free) return answer(table.fee, source);
    try {
      const quoted = await ghn.fee({
        toDistrictId: address.district.id,
        toWardCode: address.ward.id,
        weightGrams,
        insuranceValue: goodsValue,
      });
      return answer(quoted.total, 'ghn');
    } catch (err) {
      log.warn({ err }, 'GHN fee unavailable: the built-in table answers');
      return answer(table.fee, 'table');
    }
  }

  return {
    source,
    freeShippingThreshold: config.freeShippingThreshold,
    provinces: () => master(() => addresses.provinces()),
    async districts(provinceId) {
      const list = await master(() => addresses.districts(provinceId));
      if (!list) throw invalid();
      return list;
    },
    async wards(districtId) {
      const list = await master(() => addresses.wards(districtId));
      if (!list) throw invalid();
      return list;
    },
    resolveParts,
    async validateAddress(input) {
      const parts = await resolveParts(input);
      return { name: input.name, phone: input.phone, address: input.address, ...parts };
    },
    fee,
    async feeForProducts({ address, products }) {
      const parcel = await parcelOf(deps.db, products, clock.now());
      return fee({ address, ...parcel });
    },
  };
}
