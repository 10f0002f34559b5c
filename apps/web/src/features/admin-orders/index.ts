export { OrderAdminDetail } from './components/order-admin-detail';
export { OrdersList } from './components/orders-list';
