export { OrderAdminDetail } from './components/order-admin-detail';
export { OrdersList } from './components/orders-list';
export { prefetchAdminOrders } from './prefetch';
