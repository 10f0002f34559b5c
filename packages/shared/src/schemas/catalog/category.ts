import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../constants';
import { VALIDATION } from '../../messages/vi';
import { IdSchema, PaginationSchema, SearchParamSchema, optionalQuery } from '../common';
import { RefSchema } from './ref';

export const CategoryLevelSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const CategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  level: CategoryLevelSchema,
  parent: RefSchema.nullable(),
  productCount: z.number().int().optional(),
});
export type Category = z.infer<typeof CategorySchema>;

export type CategoryNode = {
  _id: string;
  name: string;
  slug: string;
  level: 0 | 1 | 2;
  parent: string | null;
  children: CategoryNode[];
};
export const CategoryNodeSchema: z.ZodType<CategoryNode> = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  level: CategoryLevelSchema,
  parent: z.string().nullable(),
  get children() {
    return z.array(CategoryNodeSchema);
  },
});

export const CategoryFilterItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  level: CategoryLevelSchema,
  parent: z.string().nullable(),
});
export type CategoryFilterItem = z.infer<typeof CategoryFilterItemSchema>;

// ── admin ────────────────────────────────────────────────────────────────────

export const ListAdminCategoriesQuerySchema = z.object({
  page: optionalQuery(z.coerce.number().int().min(1, VALIDATION.invalid)),
  pageSize: optionalQuery(
    z.coerce.number().int().min(1, VALIDATION.invalid).max(MAX_PAGE_SIZE, VALIDATION.invalid),
  ),
  name: SearchParamSchema,
});
export type ListAdminCategoriesQuery = z.input<typeof ListAdminCategoriesQuerySchema>;

export const CategoryNameSchema = z
  .string({ error: VALIDATION.categoryNameRequired })
  .trim()
  .min(1, VALIDATION.categoryNameRequired)
  .min(2, VALIDATION.categoryNameLength)
  .max(100, VALIDATION.categoryNameLength);

export const CreateCategoryBodySchema = z.object({
  name: CategoryNameSchema,
  parent: IdSchema.nullable().optional(),
  level: CategoryLevelSchema.optional(),
});
export type CreateCategoryBody = z.input<typeof CreateCategoryBodySchema>;
export const UpdateCategoryBodySchema = CreateCategoryBodySchema.partial();
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBodySchema>;

/**
 * Admin lists that are whole without page/pageSize and paginated with them (api-contract §3.4). The paginated shape
 * comes first: a union answers with its first matching member, and an empty page would also match the whole list
 * (losing its pagination).
 */
export const CategoriesAdminListResponseSchema = z.union([
  z.object({ success: z.literal(true), data: z.array(CategorySchema), pagination: PaginationSchema }),
  z.object({ success: z.literal(true), data: z.array(CategoryNodeSchema) }),
]);
