export { Breadcrumb, PageHead, ShopPage, type BreadcrumbItem } from './shop-page';
