import type { LoyaltyProgram, LoyaltySummary, Pagination, PointEntry } from '@lumi/shared';
import { api, pickData, type ListEnvelope } from '@/lib/api';

export type PointEntriesPage = { items: PointEntry[]; pagination: Pagination };

/** The customer's points follow their orders: placing, cancelling and delivering one changes them. */
const ORDERS = { type: 'Order' as const, id: 'LIST' };

/**
 * Points and tiers (ADR 0063): the programme (public), the signed-in customer's balance, tier and history. Read by
 * the checkout (paying with points) and the account's 'Điểm thưởng' tab.
 */
export const loyaltyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /loyalty/program`: rates, cap and the four tiers. */
    getLoyaltyProgram: build.query<LoyaltyProgram, void>({
      query: () => ({ url: '/loyalty/program' }),
      transformResponse: pickData<LoyaltyProgram>,
    }),
    /** `GET /loyalty/me`: balance, 12-month spend, tier and the next one. */
    getMyLoyalty: build.query<LoyaltySummary, void>({
      query: () => ({ url: '/loyalty/me' }),
      transformResponse: pickData<LoyaltySummary>,
      providesTags: [ORDERS],
    }),
    /** `GET /loyalty/me/entries?page&pageSize`: the history, newest first. */
    getMyPointEntries: build.query<PointEntriesPage, { page: number; pageSize: number }>({
      query: (params) => ({ url: '/loyalty/me/entries', params }),
      transformResponse: (response: ListEnvelope<PointEntry>) => ({
        items: response.data,
        pagination: response.pagination,
      }),
      providesTags: [ORDERS],
    }),
  }),
});

export const { useGetLoyaltyProgramQuery, useGetMyLoyaltyQuery, useGetMyPointEntriesQuery } = loyaltyApi;
