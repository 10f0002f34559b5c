import type { District, Province, Ward } from '@lumi/shared';
import { api, pickData } from '@/lib/api';

/**
 * The administrative places of a shipping address (api-contract §4.7), read by every address form: the checkout's
 * and the customer's order edit (ADR 0029).
 */
export const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProvinces: build.query<Province[], void>({
      query: () => '/shipping/provinces',
      transformResponse: pickData<Province[]>,
      keepUnusedDataFor: 3600,
    }),
    getDistricts: build.query<District[], number>({
      query: (provinceId) => ({ url: '/shipping/districts', params: { province_id: provinceId } }),
      transformResponse: pickData<District[]>,
      keepUnusedDataFor: 3600,
    }),
    getWards: build.query<Ward[], number>({
      query: (districtId) => ({ url: '/shipping/wards', params: { district_id: districtId } }),
      transformResponse: pickData<Ward[]>,
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetProvincesQuery, useGetDistrictsQuery, useGetWardsQuery } = shippingApi;
