export { StockAlertsReport } from './components/stock-alerts-report';
