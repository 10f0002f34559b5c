export * from './accounts';
export * from './clinics';
export * from './system';
export * from './catalog';
export * from './orders';
export * from './payments';
export * from './reviews';
export * from './idempotency';
