import { describe, expect, it } from 'vitest';
import { foldProvinceName, loadAddressDataset, regionOfProvince } from './dataset';
import { FEE_TABLE, addBusinessDays, tableFee, zoneOf } from './fee-table';

describe('built-in address dataset', () => {
  it('holds the whole country: 63 provinces, 705 districts, 10,599 wards, linked by id', async () => {
    const data = await loadAddressDataset();
    expect(data.provinces).toHaveLength(63);
    let districts = 0;
    let wards = 0;
    for (const province of data.provinces) {
      const list = data.districtsOf(province.id) ?? [];
      expect(list.length, province.name).toBeGreaterThan(0);
      districts += list.length;
      for (const district of list) {
        expect(data.district(district.id)?.provinceId).toBe(province.id);
        wards += (data.wardsOf(district.id) ?? []).length;
      }
    }
    expect(districts).toBe(705);
    expect(wards).toBe(10_599);
    expect(data.province(1)).toEqual({ id: 1, name: 'Hà Nội' });
    expect(data.district(1)).toEqual({ id: 1, name: 'Quận Ba Đình', provinceId: 1 });
    expect(data.ward('00001')).toEqual({ id: '00001', name: 'Phường Phúc Xá', districtId: 1 });
    expect(data.districtsOf(3)).toBeUndefined();
    expect(data.wardsOf(999_999)).toBeUndefined();
    // Loaded once.
    expect(await loadAddressDataset()).toBe(data);
  });

  it('sorts by name with the Vietnamese collation, numbers in order', async () => {
    const data = await loadAddressDataset();
    const names = data.provinces.map((p) => p.name);
    // ă follows a, đ follows d (Vietnamese alphabet).
    expect(names.slice(0, 4)).toEqual(['An Giang', 'Bà Rịa - Vũng Tàu', 'Bạc Liêu', 'Bắc Giang']);
    expect(names.indexOf('Đà Nẵng')).toBeGreaterThan(names.indexOf('Cần Thơ'));
    expect(names.indexOf('Đà Nẵng')).toBeLessThan(names.indexOf('Gia Lai'));
    const hcm = data.provinces.find((p) => p.name === 'Hồ Chí Minh')!;
    const quan = (data.districtsOf(hcm.id) ?? []).map((d) => d.name).filter((n) => /^Quận \d+$/.test(n));
    expect(quan.slice(0, 3)).toEqual(['Quận 1', 'Quận 3', 'Quận 4']);
  });

  it('matches province names across sources and knows the regions', async () => {
    const data = await loadAddressDataset();
    expect(foldProvinceName('Thành phố Hồ Chí Minh')).toBe('ho chi minh');
    expect(data.provinceByName('TP. Hồ Chí Minh')?.id).toBe(79);
    expect(data.provinceByName('Tỉnh Thừa Thiên Huế')?.id).toBe(46);
    expect(data.provinceByName('Atlantis')).toBeUndefined();
    expect(regionOfProvince(1)).toBe('north');
    expect(regionOfProvince(37)).toBe('north');
    expect(regionOfProvince(38)).toBe('central');
    expect(regionOfProvince(48)).toBe('central');
    expect(regionOfProvince(68)).toBe('central');
    expect(regionOfProvince(79)).toBe('south');
  });
});

describe('fee table', () => {
  const hanoi = { provinceId: 1, region: 'north' as const };

  it('zones by province and region', () => {
    expect(zoneOf(hanoi, { provinceId: 1, region: 'north' })).toBe('intra');
    expect(zoneOf(hanoi, { provinceId: 31, region: 'north' })).toBe('region');
    expect(zoneOf(hanoi, { provinceId: 48, region: 'central' })).toBe('inter');
    expect(zoneOf(hanoi, { provinceId: 79, region: 'south' })).toBe('inter');
    expect(zoneOf(hanoi, null)).toBe('inter');
  });

  it('prices by weight: first 500 g, 1 kg, 2 kg, then each further 500 g', () => {
    expect(tableFee('intra', 0)).toBe(22_000);
    expect(tableFee('intra', 500)).toBe(22_000);
    expect(tableFee('intra', 501)).toBe(25_000);
    expect(tableFee('intra', 1000)).toBe(25_000);
    expect(tableFee('intra', 1001)).toBe(30_000);
    expect(tableFee('intra', 2000)).toBe(30_000);
    expect(tableFee('intra', 2001)).toBe(32_500);
    expect(tableFee('intra', 2500)).toBe(32_500);
    expect(tableFee('intra', 3200)).toBe(30_000 + 3 * 2_500);
    expect(tableFee('region', 400)).toBe(30_000);
    expect(tableFee('region', 2600)).toBe(38_000 + 2 * 4_000);
    expect(tableFee('inter', 900)).toBe(40_000);
    expect(tableFee('inter', 1500)).toBe(45_000);
    expect(tableFee('inter', 10_000)).toBe(45_000 + 16 * 5_000);
    expect(FEE_TABLE.intra.businessDays).toBeLessThan(FEE_TABLE.region.businessDays);
    expect(FEE_TABLE.region.businessDays).toBeLessThan(FEE_TABLE.inter.businessDays);
  });

  it('counts business days from the local day, skipping Sundays', () => {
    // Friday 2026-03-06 10:00 in Hà Nội.
    const friday = new Date('2026-03-06T03:00:00Z');
    expect(addBusinessDays(friday, 1)).toBe('2026-03-07');
    expect(addBusinessDays(friday, 2)).toBe('2026-03-09');
    expect(addBusinessDays(friday, 5)).toBe('2026-03-12');
    // 23:30 UTC on Saturday is already Sunday in Hà Nội.
    expect(addBusinessDays(new Date('2026-03-07T23:30:00Z'), 1)).toBe('2026-03-09');
  });
});
