import { DatePicker } from 'antd';
import dayjs from 'dayjs';

type ListDateRangeProps = {
  /** The range applied now (from the address), as local dates `YYYY-MM-DD`. */
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
  /** Either end may stay empty ('from this day on', 'up to this day'); otherwise both ends or none. */
  openEnded?: boolean;
  'aria-label': string;
  className?: string;
};

/** A list's date filter: two local days shown as DD/MM/YYYY, kept in the address as YYYY-MM-DD. */
export function ListDateRange({ from, to, onChange, openEnded = false, ...rest }: ListDateRangeProps) {
  const shown = openEnded ? Boolean(from || to) : Boolean(from && to);
  return (
    <DatePicker.RangePicker
      format="DD/MM/YYYY"
      placeholder={['Từ ngày', 'Đến ngày']}
      value={shown ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null}
      onChange={(range) => onChange(range?.[0]?.format('YYYY-MM-DD'), range?.[1]?.format('YYYY-MM-DD'))}
      {...(openEnded ? { allowEmpty: [true, true] as [boolean, boolean] } : {})}
      allowClear
      {...rest}
    />
  );
}
