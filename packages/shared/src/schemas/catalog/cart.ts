import { z } from 'zod';
import { CART_MAX_QUANTITY } from '../../constants';

// Spec §3 Cart: kept by the client.

export const ColorSchema = z.object({ name: z.string().max(50), code: z.string().max(20) });
export type Color = z.infer<typeof ColorSchema>;

export const CartLineSchema = z.object({
  productId: z.string().min(1),
  name: z.string(),
  image: z.string(),
  slug: z.string().optional(),
  color: ColorSchema.nullable().optional(),
  price: z.number().int().min(0),
  brand: z.string(),
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY),
});
export type CartLine = z.infer<typeof CartLineSchema>;
