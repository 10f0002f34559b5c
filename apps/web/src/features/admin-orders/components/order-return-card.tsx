import { RollbackOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { Link } from 'react-router';
import { REFUND_METHOD_LABELS, formatVnd } from '@lumi/shared';
import { ReturnStatusTag } from '@/components/order/return-status-tag';
import { paths } from '@/config/paths';
import { useGetAdminOrderReturnQuery } from '../api/admin-orders-api';
import styles from './admin-orders.module.css';

/**
 * A delivered order's return, when the customer asked for one: its code, status and refund, and the way to the
 * returns page searched by its code (where ADMIN decides). Nothing while loading, without a return, or on a failure.
 */
export function OrderReturnCard({ orderId }: { orderId: string }) {
  const { data: item } = useGetAdminOrderReturnQuery(orderId);
  if (!item) return null;

  return (
    <Card
      variant="borderless"
      className={styles.card}
      title={
        <span>
          <RollbackOutlined /> Trả hàng
        </span>
      }
    >
      <div className={styles.returnHead}>
        <span className={styles.code}>{item.code}</span>
        <ReturnStatusTag status={item.status} />
      </div>
      <div className={styles.returnFigures}>
        <span className={styles.secondary}>Số tiền hoàn</span>
        <span className={styles.money}>{formatVnd(item.refundAmount)}</span>
      </div>
      <div className={styles.secondary}>{REFUND_METHOD_LABELS[item.refundMethod]}</div>
      <Link to={paths.admin.returns.getHref({ search: item.code })} className={styles.returnLink}>
        Xem yêu cầu trả hàng
      </Link>
    </Card>
  );
}
