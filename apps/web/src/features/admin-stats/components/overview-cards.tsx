import {
  CalendarOutlined,
  CarOutlined,
  DollarOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { formatVnd, type SiteOverview } from '@lumi/shared';
import { StatCard, percentOf, type StatTone } from '@/components/stat-card';
import { previousPeriodLabel } from '../utils/period';
import { StatChange } from './stat-change';
import styles from './admin-stats.module.css';

type CardSpec = {
  key: string;
  title: string;
  icon: ReactNode;
  tone: StatTone;
  value: string | number;
  footer: ReactNode;
  now: number;
  before: number;
};

const count = new Intl.NumberFormat('vi-VN');
const rating = (value: number) => value.toFixed(1).replace('.', ',');

/** The six headline figures of the period, each against the period before. */
export function cardsOf(data: SiteOverview): CardSpec[] {
  const { order, user, review, booking, previous } = data;
  const delivered = order.status.delivered;
  return [
    {
      key: 'revenue',
      title: 'Lợi nhuận',
      icon: <DollarOutlined />,
      tone: 'emerald',
      value: formatVnd(order.revenue),
      footer: `Doanh số: ${formatVnd(order.totalAmount)}`,
      now: order.revenue,
      before: previous.order.revenue,
    },
    {
      key: 'orders',
      title: 'Đơn hàng',
      icon: <ShoppingCartOutlined />,
      tone: 'indigo',
      value: order.total,
      footer: `Hoàn thành: ${percentOf(delivered.count, order.total)}%`,
      now: order.total,
      before: previous.order.total,
    },
    {
      key: 'delivered',
      title: 'Đã giao',
      icon: <CarOutlined />,
      tone: 'cyan',
      value: delivered.count,
      footer: `Giá trị hàng: ${formatVnd(delivered.amount)}`,
      now: delivered.count,
      before: previous.order.delivered,
    },
    {
      key: 'new-customers',
      title: 'Khách hàng mới',
      icon: <UserAddOutlined />,
      tone: 'pink',
      value: user.new,
      footer: `Tổng: ${count.format(user.total)} · Đang hoạt động: ${count.format(user.active)}`,
      now: user.new,
      before: previous.user.new,
    },
    {
      key: 'reviews',
      title: 'Đánh giá',
      icon: <StarOutlined />,
      tone: 'amber',
      value: review.total > 0 ? `${rating(review.averageRating)}/5` : 'Chưa có',
      footer: `${count.format(review.total)} đánh giá trong kỳ`,
      now: review.averageRating,
      before: previous.review.averageRating,
    },
    {
      key: 'bookings',
      title: 'Lịch khám',
      icon: <CalendarOutlined />,
      tone: 'violet',
      value: booking.total,
      footer: `Doanh thu phòng khám: ${formatVnd(booking.revenue.actual)} · Không đến: ${booking.noShowRate.toLocaleString('vi-VN')}%`,
      now: booking.total,
      before: previous.booking.total,
    },
  ];
}

const CARD_KEYS = ['revenue', 'orders', 'delivered', 'new-customers', 'reviews', 'bookings'];
const colProps = { xs: 12, md: 8, xxl: 4 } as const;

/** Two cards to a row on a phone, three on a tablet or laptop, six on a wide screen. */
export function OverviewCards({ data, byMonth }: { data: SiteOverview | undefined; byMonth: boolean }) {
  if (!data) {
    return (
      <Row gutter={[16, 16]} className={styles.cards} aria-busy="true">
        {CARD_KEYS.map((key) => (
          <Col key={key} {...colProps}>
            <div className={styles.cardSlot}>
              <StatCard title="" value="" icon={null} tone="indigo" loading compact />
            </div>
          </Col>
        ))}
      </Row>
    );
  }
  const against = previousPeriodLabel(data.period.previousFrom, byMonth);
  return (
    <Row gutter={[16, 16]} className={styles.cards}>
      {cardsOf(data).map((card) => (
        <Col key={card.key} {...colProps}>
          <div className={styles.cardSlot}>
            <StatCard
              testId={`stat-card-${card.key}`}
              title={card.title}
              value={card.value}
              icon={card.icon}
              tone={card.tone}
              compact
              badge={<StatChange now={card.now} before={card.before} against={against} />}
              footer={card.footer}
            />
          </div>
        </Col>
      ))}
    </Row>
  );
}
