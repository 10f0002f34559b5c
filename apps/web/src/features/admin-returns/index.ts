export { ReturnsList } from './components/returns-list';
export { prefetchAdminReturns } from './prefetch';
