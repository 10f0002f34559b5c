export { MonthSelect, YearSelect } from './stats-period-selects';
export { currentYearMonth, yearChoices } from './years';
