export { StatCard, percentOf, type StatTone } from './stat-card';
