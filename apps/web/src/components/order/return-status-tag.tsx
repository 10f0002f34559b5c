import { Tag } from 'antd';
import { RETURN_STATUS_LABELS, type ReturnStatus } from '@lumi/shared';

/**
 * A return's status as a tag, the same on the customer's order page, the admin's returns page and order page: antd's
 * preset colours, with the darker text the order tags use where the preset reads under 4.5:1 (gold, green).
 */
const STATUS_COLORS: Record<ReturnStatus, { color: string; text?: string }> = {
  requested: { color: 'gold', text: '#874d00' },
  accepted: { color: 'blue' },
  refunded: { color: 'green', text: '#237804' },
  refused: { color: 'red' },
};

export function ReturnStatusTag({ status }: { status: ReturnStatus }) {
  const { color, text } = STATUS_COLORS[status];
  return (
    <Tag color={color} style={text ? { color: text } : undefined}>
      {RETURN_STATUS_LABELS[status]}
    </Tag>
  );
}
