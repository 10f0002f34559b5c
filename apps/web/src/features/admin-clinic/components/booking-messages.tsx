import { Alert, Skeleton, Table, Tag, type TableProps } from 'antd';
import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_PURPOSE_LABELS,
  MESSAGE_STATUS_LABELS,
  formatDateTime,
  type OutboundMessage,
} from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import { useGetClinicBookingMessagesQuery } from '../api/admin-clinic-api';

const STATUS_COLORS: Record<OutboundMessage['status'], string> = {
  sending: 'processing',
  sent: 'blue',
  delivered: 'success',
  failed: 'error',
};

const columns: TableProps<OutboundMessage>['columns'] = [
  {
    title: 'Kênh',
    key: 'channel',
    render: (_v, m) => (
      <>
        <strong>{MESSAGE_CHANNEL_LABELS[m.channel]}</strong>
        <div style={{ fontSize: 12, color: '#64748b' }}>{MESSAGE_PURPOSE_LABELS[m.purpose] ?? m.purpose}</div>
      </>
    ),
  },
  {
    // The time under the state, not in a third column: the drawer is the phone's width, and a third column was
    // scrolled out of sight there.
    title: 'Trạng thái',
    key: 'status',
    render: (_v, m) => (
      <>
        <Tag color={STATUS_COLORS[m.status]}>{MESSAGE_STATUS_LABELS[m.status]}</Tag>
        <div style={{ fontSize: 12, color: '#64748b', marginTop: 4 }}>
          {formatDateTime(m.settledAt ?? m.sentAt ?? m.createdAt)}
        </div>
        {m.error && <div style={{ fontSize: 12, color: '#b91c1c' }}>{m.error}</div>}
        {m.status === 'sending' && m.attempts > 0 && (
          <div style={{ fontSize: 12, color: '#64748b' }}>Đã thử {m.attempts} lần, sẽ thử lại</div>
        )}
      </>
    ),
  },
];

/**
 * The reminders of a booking sent by SMS and Zalo and what their gateways reported (issue 30, ADR 0059), under the
 * booking in the clinic's drawer.
 */
export function BookingMessages({ bookingId }: { bookingId: string }) {
  const { data, error, isLoading } = useGetClinicBookingMessagesQuery(bookingId, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <section aria-label="Tin nhắn nhắc lịch" style={{ marginTop: 24 }}>
      <h3 style={{ fontSize: 16, margin: '0 0 8px' }}>Tin nhắn nhắc lịch (SMS, Zalo)</h3>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : error ? (
        <Alert type="error" showIcon message={getErrorMessage(error)} />
      ) : !data || data.length === 0 ? (
        <p style={{ color: '#64748b', margin: 0 }}>
          Chưa gửi tin nhắn nào. Lịch đã xác nhận được nhắc qua SMS và Zalo vào tối hôm trước.
        </p>
      ) : (
        <Table<OutboundMessage>
          size="small"
          rowKey={(m) => `${m.purpose}-${m.channel}`}
          columns={columns}
          dataSource={data}
          pagination={false}
        />
      )}
    </section>
  );
}
