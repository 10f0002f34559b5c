import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../constants';
import { SEARCH_TYPES } from '../../enums';
import { VALIDATION } from '../../messages/vi';
import { PageQuerySchema, PaginationSchema, optionalQuery } from '../common';
import { ClinicSummarySchema, DoctorSummarySchema } from '../clinic';
import { skinFilters } from './listing';
import { ProductSummarySchema } from './product';

export const SearchSuggestQuerySchema = z.object({
  search: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .string({ error: VALIDATION.searchRequired })
      .trim()
      .min(1, VALIDATION.searchRequired)
      .max(100, VALIDATION.invalid),
  ),
});
export type SearchSuggestQuery = z.input<typeof SearchSuggestQuerySchema>;

export const SiteSearchQuerySchema = z.object({
  search: SearchSuggestQuerySchema.shape.search,
  type: optionalQuery(z.enum(SEARCH_TYPES, { error: VALIDATION.invalid })),
  // Narrow the products (only) by skin (issue 32).
  ...skinFilters,
  page: PageQuerySchema.shape.page,
  pageSize: optionalQuery(
    z.coerce.number().int().min(1, VALIDATION.invalid).max(MAX_PAGE_SIZE, VALIDATION.invalid),
  ),
});
export type SiteSearchQuery = z.input<typeof SiteSearchQuerySchema>;

export const SiteSearchResponseSchema = z.union([
  z.object({
    success: z.literal(true),
    data: z.object({
      products: z.array(ProductSummarySchema),
      doctors: z.array(DoctorSummarySchema),
      clinics: z.array(ClinicSummarySchema),
      totals: z.object({ products: z.number().int(), doctors: z.number().int(), clinics: z.number().int() }),
    }),
  }),
  z.object({
    success: z.literal(true),
    data: z.union([
      z.array(ProductSummarySchema),
      z.array(DoctorSummarySchema),
      z.array(ClinicSummarySchema),
    ]),
    pagination: PaginationSchema,
  }),
]);
export type SiteSearchResponse = z.infer<typeof SiteSearchResponseSchema>;
