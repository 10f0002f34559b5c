import { DatePicker, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatLocalDate, toLocalDate } from '@lumi/shared';
import styles from './admin-clinic.module.css';

type HolidaysFieldProps = {
  /** antd Form control: local dates 'YYYY-MM-DD', kept sorted. */
  value?: string[];
  onChange?: (dates: string[]) => void;
  id?: string;
};

/** 'Ngày nghỉ': pick a day to add it (today or later), close a tag to remove it. */
export function HolidaysField({ value = [], onChange, id }: HolidaysFieldProps) {
  const today = toLocalDate(new Date());
  const add = (date: string) => {
    if (value.includes(date)) return;
    onChange?.([...value, date].sort());
  };
  return (
    <div>
      <DatePicker
        id={id}
        format="DD/MM/YYYY"
        placeholder="Thêm ngày nghỉ"
        value={null as Dayjs | null}
        disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < today}
        onChange={(day: Dayjs | null) => {
          if (day) add(day.format('YYYY-MM-DD'));
        }}
        aria-label="Thêm ngày nghỉ"
        defaultPickerValue={dayjs(today)}
      />
      <div className={styles.chips} style={{ marginTop: 8 }} aria-label="Các ngày nghỉ">
        {value.length === 0 && <span className={styles.secondary}>Chưa có ngày nghỉ nào</span>}
        {value.map((date) => (
          <Tag
            key={date}
            color="red"
            closable
            onClose={() => onChange?.(value.filter((d) => d !== date))}
            closeIcon={<span aria-label={`Bỏ ngày nghỉ ${formatLocalDate(date)}`}>×</span>}
          >
            {formatLocalDate(date)}
          </Tag>
        ))}
      </div>
    </div>
  );
}
