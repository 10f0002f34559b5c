export { AccountMenu } from './components/account-menu';
export { HomeBanners } from './components/home-banners';
export { HomeBrands, HomeCategories, HomePromotions } from './components/home-catalog';
export { HomeCollection } from './components/home-collections';
export { HomeClinic, HomeMember, HomeServices } from './components/home-sections';
export { SiteFooter } from './components/site-footer';
export { SiteHeader } from './components/site-header';
export { prefetchHomePage, prefetchShopFrame } from './prefetch';
