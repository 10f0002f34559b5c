import { z } from 'zod';
import { VALIDATION } from '../../messages/vi';
import { ImageSchema, PaginationSchema } from '../common';
import { ListAdminCategoriesQuerySchema } from './category';

/** The contract's Brand, with the logo and description the storefront shows on brand pages. */
export const BrandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  logo: ImageSchema.nullable(),
  description: z.string(),
  productCount: z.number().int().optional(),
});
export type Brand = z.infer<typeof BrandSchema>;
/** A brand inside a listing's filter block: the contract's Brand without logo and description. */
export const BrandRefSchema = BrandSchema.pick({ _id: true, name: true, slug: true });
export type BrandRef = z.infer<typeof BrandRefSchema>;

// ── admin ────────────────────────────────────────────────────────────────────

export const ListAdminBrandsQuerySchema = ListAdminCategoriesQuerySchema;
export type ListAdminBrandsQuery = z.input<typeof ListAdminBrandsQuerySchema>;

export const BrandNameSchema = z
  .string({ error: VALIDATION.brandNameRequired })
  .trim()
  .min(1, VALIDATION.brandNameRequired)
  .max(100, VALIDATION.brandNameMax);

export const CreateBrandBodySchema = z.object({
  name: BrandNameSchema,
  logo: ImageSchema.nullable().optional(),
  description: z.string().trim().max(2000, VALIDATION.promotionDescriptionMax).optional(),
});
export type CreateBrandBody = z.input<typeof CreateBrandBodySchema>;
export const UpdateBrandBodySchema = CreateBrandBodySchema.partial();
export type UpdateBrandBody = z.input<typeof UpdateBrandBodySchema>;

/** Whole without page/pageSize, paginated with them (the paginated shape first, as for categories). */
export const BrandsAdminListResponseSchema = z.union([
  z.object({ success: z.literal(true), data: z.array(BrandSchema), pagination: PaginationSchema }),
  z.object({ success: z.literal(true), data: z.array(BrandSchema) }),
]);
