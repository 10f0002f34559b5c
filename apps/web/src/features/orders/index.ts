export { MyOrders } from './components/my-orders';
export { OrderDetailPage } from './components/order-detail-page';
export { OrderReturnPage } from './components/order-return-page';
