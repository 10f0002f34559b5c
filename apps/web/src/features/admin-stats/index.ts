export { AdminStatsDashboard } from './components/admin-stats-dashboard';
export { prefetchSiteStatistics } from './prefetch';
