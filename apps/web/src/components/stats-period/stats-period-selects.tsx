import { Select } from 'antd';

/** The select's value for 'Cả năm' (no month). */
const WHOLE_YEAR = 0;
const MONTH_OPTIONS = [
  { value: WHOLE_YEAR, label: 'Cả năm' },
  ...Array.from({ length: 12 }, (_v, i) => ({ value: i + 1, label: `Tháng ${i + 1}` })),
];

type MonthSelectProps = {
  /** 1–12, or undefined for the whole year. */
  month: number | undefined;
  onChange: (month: number | undefined) => void;
  ariaLabel?: string;
  width?: number;
};

/** 'Cả năm' or one month, for the statistics pages (site, clinic, doctor). */
export function MonthSelect({ month, onChange, ariaLabel = 'Chọn tháng', width = 120 }: MonthSelectProps) {
  return (
    <Select<number>
      value={month ?? WHOLE_YEAR}
      options={MONTH_OPTIONS}
      // Thirteen short options: all of them in the list, none hidden by virtual scrolling.
      virtual={false}
      listHeight={420}
      onChange={(value) => onChange(value === WHOLE_YEAR ? undefined : value)}
      style={{ width }}
      aria-label={ariaLabel}
    />
  );
}

type YearSelectProps = {
  year: number;
  /** The years offered, newest first (`yearChoices`). */
  years: readonly number[];
  onChange: (year: number) => void;
  ariaLabel?: string;
  width?: number;
};

/** 'Năm 2026', 'Năm 2025', … for the statistics pages. */
export function YearSelect({ year, years, onChange, ariaLabel = 'Chọn năm', width = 120 }: YearSelectProps) {
  return (
    <Select<number>
      value={year}
      options={years.map((y) => ({ value: y, label: `Năm ${y}` }))}
      virtual={false}
      onChange={onChange}
      style={{ width }}
      aria-label={ariaLabel}
    />
  );
}
