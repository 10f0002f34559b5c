import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages/vi';
import { DistrictsQuerySchema, ShippingAddressSchema, ShippingFeeBodySchema } from './shipping';

const valid = {
  name: '  Nguyễn Văn An ',
  phone: '0912345678',
  address: ' 12 Phố Phúc Xá ',
  province: { id: 1 },
  district: { id: '1' },
  ward: { id: '00001', name: 'Phường Phúc Xá' },
};

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('ShippingAddressSchema', () => {
  it('trims, accepts numeric strings for numeric ids and keeps ward codes as strings', () => {
    expect(ShippingAddressSchema.parse(valid)).toEqual({
      name: 'Nguyễn Văn An',
      phone: '0912345678',
      address: '12 Phố Phúc Xá',
      province: { id: 1 },
      district: { id: 1 },
      ward: { id: '00001', name: 'Phường Phúc Xá' },
    });
  });

  it('answers in Vietnamese', () => {
    const result = ShippingAddressSchema.safeParse({
      ...valid,
      name: 'A',
      phone: '123',
      address: '   ',
      province: { id: 0 },
      district: undefined,
      ward: { id: '' },
    });
    expect(messages(result)).toEqual([
      ['name', VALIDATION.nameMin],
      ['phone', VALIDATION.phoneInvalid],
      ['address', VALIDATION.streetAddressRequired],
      ['province.id', VALIDATION.provinceRequired],
      ['district', VALIDATION.districtRequired],
      ['ward.id', VALIDATION.wardRequired],
    ]);
    expect(messages(ShippingAddressSchema.safeParse({ ...valid, address: 'x'.repeat(256) }))).toEqual([
      ['address', VALIDATION.streetAddressMax],
    ]);
  });
});

describe('shipping queries and fee body', () => {
  it('requires a province id', () => {
    expect(DistrictsQuerySchema.parse({ province_id: '79' })).toEqual({ province_id: 79 });
    expect(messages(DistrictsQuerySchema.safeParse({}))).toEqual([
      ['province_id', VALIDATION.provinceRequired],
    ]);
  });

  it('requires 1–50 products with quantities of 1–99', () => {
    const base = { province: { id: 1 }, district: { id: 1 }, ward: { id: '00001' } };
    expect(
      ShippingFeeBodySchema.parse({ ...base, products: [{ productId: 'p', quantity: 2, color: null }] })
        .products,
    ).toEqual([{ productId: 'p', quantity: 2, color: null }]);
    expect(messages(ShippingFeeBodySchema.safeParse({ ...base, products: [] }))).toEqual([
      ['products', VALIDATION.shippingProductsRequired],
    ]);
    expect(
      messages(ShippingFeeBodySchema.safeParse({ ...base, products: [{ productId: 'p', quantity: 100 }] })),
    ).toEqual([['products.0.quantity', VALIDATION.quantityInvalid]]);
  });
});
