export { shippingRoutes } from './routes';
export { createShippingService, type ShippingService, type ResolvedParts } from './service';
