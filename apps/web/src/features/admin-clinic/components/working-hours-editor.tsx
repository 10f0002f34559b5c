import { Checkbox, Form, Select } from 'antd';
import type { FormRule } from 'antd';
import { weekdayName, workingDayIssues, type WorkingDayField, type WorkingDayInput } from '@lumi/shared';
import { QUARTER_HOURS } from '../utils/working-hours';
import styles from './admin-clinic.module.css';

const TIME_OPTIONS = QUARTER_HOURS.map((time) => ({ value: time, label: time }));
const FIELDS: { field: WorkingDayField; label: string; optional: boolean }[] = [
  { field: 'startTime', label: 'Giờ mở cửa', optional: false },
  { field: 'endTime', label: 'Giờ đóng cửa', optional: false },
  { field: 'breakStart', label: 'Bắt đầu nghỉ', optional: true },
  { field: 'breakEnd', label: 'Kết thúc nghỉ', optional: true },
];

/** A field's rule: the day's cross-checks (reference §5.1), read from the whole day as it is now. */
function dayRule(index: number, field: WorkingDayField): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      const day = getFieldValue(['workingHours', index]) as WorkingDayInput | undefined;
      const issue = day ? workingDayIssues(day)[field] : undefined;
      if (issue) throw new Error(issue);
    },
  });
}

/** 'Lịch làm việc': seven days, each with '(Ngày nghỉ)', opening hours and an optional break, in 15-minute steps. */
export function WorkingHoursEditor() {
  return (
    <Form.List name="workingHours">
      {(days) => (
        <div className={styles.days}>
          {days.map(({ key, name: index }) => (
            <DayRow key={key} index={index} />
          ))}
        </div>
      )}
    </Form.List>
  );
}

function DayRow({ index }: { index: number }) {
  const form = Form.useFormInstance();
  const isOpen = Form.useWatch(['workingHours', index, 'isOpen'], form) as boolean | undefined;
  // The rows are Monday to Sunday in order (toWorkingDays numbers them the same way).
  const dayName = weekdayName(index + 1);
  const siblings = FIELDS.map(({ field }) => ['workingHours', index, field]);
  return (
    <div className={styles.day} role="group" aria-label={`Lịch làm việc ${dayName}`}>
      <span className={styles.dayName}>{dayName}</span>
      <Form.Item
        name={[index, 'isOpen']}
        valuePropName="checked"
        getValueProps={(open: boolean) => ({ checked: !open })}
        getValueFromEvent={(event: { target: { checked: boolean } }) => !event.target.checked}
        noStyle
      >
        <Checkbox aria-label={`${dayName} ngày nghỉ`}>(Ngày nghỉ)</Checkbox>
      </Form.Item>
      {FIELDS.map(({ field, label, optional }) => (
        <Form.Item
          key={field}
          name={[index, field]}
          rules={isOpen === false ? [] : [dayRule(index, field)]}
          dependencies={siblings.filter((path) => path[2] !== field)}
          style={{ marginBottom: 0 }}
        >
          <Select
            placeholder={label}
            options={TIME_OPTIONS}
            disabled={isOpen === false}
            allowClear={optional}
            showSearch
            aria-label={`${dayName} ${label.toLowerCase()}`}
          />
        </Form.Item>
      ))}
    </div>
  );
}
