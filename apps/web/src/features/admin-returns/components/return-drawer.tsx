import { Alert, Button, Drawer, Image, Result, Skeleton } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  REFUND_METHOD_LABELS,
  RETURN_REASON_LABELS,
  formatDateTime,
  formatVnd,
  groupThousands,
  type OrderReturn,
} from '@lumi/shared';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/errors';
import { adminReturnsApi, useGetAdminReturnQuery } from '../api/admin-returns-api';
import { REFUND_POLL_MS, awaitsTransfer, isOnlineRefundPending } from '../utils/returns-query';
import { ReturnActions, useHasReturnActions } from './return-actions';
import { ReturnStatusTag } from '@/components/order/return-status-tag';
import styles from './admin-returns.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/** One label and its value, in a two-column list that becomes one column on a phone. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detailFact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const pointsOf = (points: number) => `${groupThousands(points)} điểm`;

/** What the gateway, the customer's bank account or the admin's decision say about the refund. */
function RefundNotices({ item }: { item: OrderReturn }) {
  return (
    <>
      {item.refundError && item.status !== 'refunded' && (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          title={`Hoàn tiền qua cổng thanh toán chưa thành công, hệ thống sẽ thử lại: ${item.refundError}`}
        />
      )}
      {isOnlineRefundPending(item) && !item.refundError && (
        <Alert
          type="info"
          showIcon
          className={styles.notice}
          title="Hệ thống đang hoàn tiền qua cổng thanh toán, trạng thái sẽ tự cập nhật sau vài giây."
        />
      )}
      {awaitsTransfer(item) && (
        <Alert
          type="info"
          showIcon
          className={styles.notice}
          title={`Đơn thanh toán khi nhận hàng: chờ cửa hàng chuyển khoản ${formatVnd(item.refundAmount)} cho khách và ghi nhận mã giao dịch.`}
        />
      )}
    </>
  );
}

function ReturnDetail({ item }: { item: OrderReturn }) {
  const decided = item.decidedBy !== null || item.decidedAt !== null || item.note !== null;
  const refunded = item.refundedAt !== null || item.refundReference !== null;

  return (
    <div className={styles.detail}>
      <div className={styles.detailHead}>
        <ReturnStatusTag status={item.status} />
        <span className={styles.secondary}>Gửi lúc {formatDateTime(item.createdAt)}</span>
      </div>
      <dl className={styles.detailFacts}>
        <Fact label="Đơn hàng">
          <Link to={paths.admin.orderDetail.getHref(item.order._id)} className={styles.orderLink}>
            {item.order.code}
          </Link>
        </Fact>
        <Fact label="Khách hàng">
          <span className={styles.strong}>{item.user.name}</span>
          <span className={styles.secondary}>{item.user.email}</span>
        </Fact>
        {item.order.deliveredAt && (
          <Fact label="Giao hàng lúc">{formatDateTime(item.order.deliveredAt)}</Fact>
        )}
      </dl>

      <RefundNotices item={item} />

      <Section title={`Sản phẩm trả lại (${item.lines.length})`}>
        <ul className={styles.lines}>
          {item.lines.map((line) => (
            <li key={line.lineId} className={styles.line}>
              {line.image ? (
                <img src={line.image} alt="" className={styles.lineImage} width={48} height={48} />
              ) : (
                <span className={styles.lineImage} />
              )}
              <div className={styles.lineBody}>
                <div className={styles.strong}>{line.name}</div>
                {line.color && <div className={styles.secondary}>Màu: {line.color.name}</div>}
                <div className={styles.secondary}>
                  {line.quantity} × {formatVnd(line.price)}
                </div>
              </div>
              <div className={styles.money}>{formatVnd(line.quantity * line.price)}</div>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Lý do trả hàng">
        <p className={styles.reason}>{RETURN_REASON_LABELS[item.reason]}</p>
        {item.description && <p className={styles.quote}>{item.description}</p>}
      </Section>

      {item.images.length > 0 && (
        <Section title={`Ảnh khách gửi (${item.images.length})`}>
          <div className={styles.photos}>
            <Image.PreviewGroup>
              {item.images.map((image, index) => (
                <Image
                  key={image.publicId}
                  src={image.url}
                  width={72}
                  height={72}
                  className={styles.photo}
                  alt={`Ảnh trả hàng ${index + 1}`}
                />
              ))}
            </Image.PreviewGroup>
          </div>
        </Section>
      )}

      <Section title="Hoàn tiền">
        <dl className={styles.detailFacts}>
          <Fact label="Giá trị hàng trả">
            <span className={styles.money}>{formatVnd(item.goodsValue)}</span>
          </Fact>
          <Fact label="Số tiền hoàn">
            <span className={`${styles.money} ${styles.refund}`}>{formatVnd(item.refundAmount)}</span>
          </Fact>
          <Fact label="Hoàn điểm">{pointsOf(item.pointsBack)}</Fact>
          <Fact label="Thu hồi điểm">{pointsOf(item.pointsRevoked)}</Fact>
          <Fact label="Hoàn lượt dùng mã giảm giá">{item.voucherBack ? 'Có' : 'Không'}</Fact>
          <Fact label="Phương thức hoàn tiền">{REFUND_METHOD_LABELS[item.refundMethod]}</Fact>
          {item.refundMethod === 'BANK_TRANSFER' && item.bank && (
            <Fact label="Tài khoản nhận tiền">
              <span className={styles.strong}>{item.bank.accountNumber}</span>
              <span>{item.bank.bankName}</span>
              <span>{item.bank.accountName}</span>
            </Fact>
          )}
        </dl>
      </Section>

      {(decided || refunded) && (
        <Section title="Xử lý">
          <dl className={styles.detailFacts}>
            {item.note && <Fact label="Ghi chú">{item.note}</Fact>}
            {item.decidedBy && <Fact label="Người duyệt">{item.decidedBy.name}</Fact>}
            {item.decidedAt && <Fact label="Duyệt lúc">{formatDateTime(item.decidedAt)}</Fact>}
            {item.refundedAt && <Fact label="Hoàn tiền lúc">{formatDateTime(item.refundedAt)}</Fact>}
            {item.refundReference && (
              <Fact label="Mã giao dịch hoàn tiền">
                <span className={styles.reference}>{item.refundReference}</span>
              </Fact>
            )}
          </dl>
        </Section>
      )}
    </div>
  );
}

type ReturnDrawerProps = {
  /** `?return=`: the return's id, or undefined (closed). */
  id: string | undefined;
  onClose: () => void;
};

/**
 * `?return=<id>`: one return read afresh, with ADMIN's moves in the footer. While the gateway refunds (accepted,
 * VNPay or Stripe) it is asked again every few seconds until the server says it is refunded.
 */
export function ReturnDrawer({ id, onClose }: ReturnDrawerProps) {
  const arg = id ?? skipToken;
  // The answer already held decides whether to keep asking: no state, no effect.
  const held = adminReturnsApi.endpoints.getAdminReturn.useQueryState(arg);
  const polling = held.currentData !== undefined && isOnlineRefundPending(held.currentData);
  const query = useGetAdminReturnQuery(arg, { pollingInterval: polling ? REFUND_POLL_MS : 0 });
  const item = query.currentData;
  const hasActions = useHasReturnActions(item);
  const notFound = isApiError(query.error) && query.error.status === 404;

  let body;
  if (item) body = <ReturnDetail item={item} />;
  else if (query.isError)
    body = (
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? 'Không tìm thấy yêu cầu trả hàng' : 'Không thể tải yêu cầu trả hàng'}
        subTitle={notFound ? undefined : isApiError(query.error) ? query.error.message : undefined}
        extra={
          notFound ? null : (
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              Thử lại
            </Button>
          )
        }
      />
    );
  else body = <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <Drawer
      open={id !== undefined}
      onClose={onClose}
      title={item ? `Yêu cầu trả hàng ${item.code}` : 'Yêu cầu trả hàng'}
      size="min(640px, 100vw)"
      destroyOnHidden
      footer={item && hasActions ? <ReturnActions item={item} /> : null}
    >
      {body}
    </Drawer>
  );
}
