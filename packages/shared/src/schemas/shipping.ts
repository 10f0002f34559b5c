import '../zod-setup';
import { z } from 'zod';
import { CART_MAX_QUANTITY } from '../constants';
import { VALIDATION } from '../messages/vi';
import { LocalDateSchema, PersonNameSchema, PhoneSchema, VndSchema } from './common';
import { ColorSchema } from './catalog';

// ── addresses (api-contract §2 ShippingAddress, §4.7) ─────────────────────────

/** A numeric id of the active source (provinces, districts); numeric strings are accepted. */
function numericId(message: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).positive(message),
  );
}

/** A ward code of the active source (strings, as GHN's `WardCode`). Numbers are not accepted: codes may start with 0. */
function wardCode(message: string) {
  return z.string({ error: message }).trim().min(1, message).max(20, VALIDATION.invalid);
}

const partName = z.string().trim().max(100, VALIDATION.invalid);

/** Input part `{ id, name? }`: the server fills the name from the dataset. */
export const ProvincePartInputSchema = z.object(
  { id: numericId(VALIDATION.provinceRequired), name: partName.optional() },
  { error: VALIDATION.provinceRequired },
);
export const DistrictPartInputSchema = z.object(
  { id: numericId(VALIDATION.districtRequired), name: partName.optional() },
  { error: VALIDATION.districtRequired },
);
export const WardPartInputSchema = z.object(
  { id: wardCode(VALIDATION.wardRequired), name: partName.optional() },
  { error: VALIDATION.wardRequired },
);

/** Stored/answered parts: names always present. */
export const ProvinceSchema = z.object({ id: z.number().int(), name: z.string() });
export type Province = z.infer<typeof ProvinceSchema>;
export const DistrictSchema = z.object({ id: z.number().int(), name: z.string() });
export type District = z.infer<typeof DistrictSchema>;
export const WardSchema = z.object({ id: z.string(), name: z.string() });
export type Ward = z.infer<typeof WardSchema>;

/** `AddressPart<T>` of api-contract §2. */
export const AddressPartSchema = {
  province: ProvinceSchema,
  district: DistrictSchema,
  ward: WardSchema,
} as const;

export const StreetAddressSchema = z
  .string({ error: VALIDATION.streetAddressRequired })
  .trim()
  .min(1, VALIDATION.streetAddressRequired)
  .max(255, VALIDATION.streetAddressMax);

/** The three ids of an address (what the fee needs). */
export const AddressIdsInputSchema = z.object({
  province: ProvincePartInputSchema,
  district: DistrictPartInputSchema,
  ward: WardPartInputSchema,
});
export type AddressIdsInput = z.input<typeof AddressIdsInputSchema>;
export type AddressIds = {
  province: { id: number };
  district: { id: number };
  ward: { id: string };
};

/**
 * ShippingAddress as sent by a client (orders, quotes, address edits): validated, with the parts' names
 * optional — the server checks the id chain and fills the names from the active source.
 */
export const ShippingAddressSchema = z.object({
  name: PersonNameSchema,
  phone: PhoneSchema,
  address: StreetAddressSchema,
  province: ProvincePartInputSchema,
  district: DistrictPartInputSchema,
  ward: WardPartInputSchema,
});
export type ShippingAddressInput = z.output<typeof ShippingAddressSchema>;

/** ShippingAddress as stored and answered (api-contract §2): every name filled. */
export const ShippingAddressAnswerSchema = z.object({
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  province: ProvinceSchema,
  district: DistrictSchema,
  ward: WardSchema,
});
export type ShippingAddress = z.infer<typeof ShippingAddressAnswerSchema>;

// ── queries and fee (api-contract §4.7) ───────────────────────────────────────

export const DistrictsQuerySchema = z.object({
  province_id: numericId(VALIDATION.provinceRequired),
});
export type DistrictsQuery = z.input<typeof DistrictsQuerySchema>;

export const WardsQuerySchema = z.object({
  district_id: numericId(VALIDATION.districtRequired),
});
export type WardsQuery = z.input<typeof WardsQuerySchema>;

export const ShippingFeeProductSchema = z.object({
  productId: z.string({ error: VALIDATION.invalid }).min(1, VALIDATION.invalid),
  color: ColorSchema.nullable().optional(),
  quantity: z
    .number({ error: VALIDATION.quantityInvalid })
    .int(VALIDATION.quantityInvalid)
    .min(1, VALIDATION.quantityInvalid)
    .max(CART_MAX_QUANTITY, VALIDATION.quantityInvalid),
});

export const ShippingFeeBodySchema = AddressIdsInputSchema.extend({
  products: z
    .array(ShippingFeeProductSchema, { error: VALIDATION.shippingProductsRequired })
    .min(1, VALIDATION.shippingProductsRequired)
    .max(50, VALIDATION.shippingProductsMax),
});
export type ShippingFeeBody = z.input<typeof ShippingFeeBodySchema>;

export const ShippingSourceSchema = z.enum(['ghn', 'table']);
export type ShippingSource = z.infer<typeof ShippingSourceSchema>;

export const ShippingFeeSchema = z.object({
  fee: VndSchema,
  freeShipping: z.boolean(),
  freeShippingThreshold: VndSchema.nullable(),
  source: ShippingSourceSchema,
  expectedDeliveryDate: LocalDateSchema.nullable(),
});
export type ShippingFee = z.infer<typeof ShippingFeeSchema>;
