import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DistrictSchema,
  DistrictsQuerySchema,
  ProvinceSchema,
  ShippingFeeBodySchema,
  ShippingFeeSchema,
  WardSchema,
  WardsQuerySchema,
  envelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../plugins/route-context';
import type { ShippingService } from './service';

/** Address picker and fee (api-contract §4.7): public; provider tokens never reach the browser. */
export async function shippingRoutes(app: FastifyInstance, ctx: RouteContext<{ shipping: ShippingService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const shipping = ctx.services.shipping;
  const tags = ['Shipping'];

  r.get('/shipping/provinces', {
    schema: {
      tags,
      summary: 'Tỉnh/thành phố',
      response: { 200: envelope(z.array(ProvinceSchema)) },
    },
    handler: async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: await shipping.provinces() };
    },
  });

  r.get('/shipping/districts', {
    schema: {
      tags,
      summary: 'Quận/huyện của một tỉnh/thành phố',
      querystring: DistrictsQuerySchema,
      response: { 200: envelope(z.array(DistrictSchema)) },
    },
    handler: async (req, reply) => {
      const data = await shipping.districts(req.query.province_id);
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data };
    },
  });

  r.get('/shipping/wards', {
    schema: {
      tags,
      summary: 'Phường/xã của một quận/huyện',
      querystring: WardsQuerySchema,
      response: { 200: envelope(z.array(WardSchema)) },
    },
    handler: async (req, reply) => {
      const data = await shipping.wards(req.query.district_id);
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data };
    },
  });

  r.post('/shipping/fee', {
    schema: {
      tags,
      summary: 'Phí vận chuyển',
      body: ShippingFeeBodySchema,
      response: { 200: envelope(ShippingFeeSchema) },
    },
    handler: async (req) => {
      const { province, district, ward, products } = req.body;
      const data = await shipping.feeForProducts({
        address: { province: { id: province.id }, district: { id: district.id }, ward: { id: ward.id } },
        products,
      });
      return { success: true as const, data };
    },
  });
}
