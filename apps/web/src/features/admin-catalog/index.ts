export { BrandsManager } from './components/brands/brands-manager';
export { CategoriesManager } from './components/categories/categories-manager';
export { AlmostExpiredTable } from './components/dashboard/almost-expired-table';
export { ProductForm } from './components/products/product-form';
export { ProductsManager } from './components/products/products-manager';
export { PromotionDetail } from './components/promotions/promotion-detail';
export { PromotionForm } from './components/promotions/promotion-form';
export { PromotionsManager } from './components/promotions/promotions-manager';
