// The catalogue's contracts, one file per entity; `schemas/catalog` keeps answering every import.
export * from './category';
export * from './brand';
export * from './product';
export * from './product-admin';
export * from './promotion';
export * from './listing';
export * from './search';
export * from './cart';
