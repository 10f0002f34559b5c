export { AdminStatsDashboard } from './components/admin-stats-dashboard';
