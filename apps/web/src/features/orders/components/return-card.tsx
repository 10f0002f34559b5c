import { Image as AntImage } from 'antd';
import type { ReactNode } from 'react';
import {
  formatDateTime,
  formatVnd,
  pointsText,
  REFUND_METHOD_LABELS,
  RETURN_REASON_LABELS,
  type OrderReturn,
  type ReturnStatus,
} from '@lumi/shared';
import { ReturnStatusTag } from '@/components/order/return-status-tag';
import styles from './orders.module.css';

/** What happens next, in the customer's words. */
const STATUS_HINTS: Record<ReturnStatus, string> = {
  requested: 'Lumi sẽ phản hồi yêu cầu của bạn trong 1–2 ngày làm việc.',
  accepted: 'Yêu cầu đã được chấp nhận, Lumi đang hoàn tiền cho bạn.',
  refunded: 'Lumi đã hoàn tiền cho yêu cầu này.',
  refused: 'Yêu cầu trả hàng không được chấp nhận.',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The order's return request as the customer sees it: where it stands, what goes back and how. */
export function ReturnCard({ orderReturn }: { orderReturn: OrderReturn }) {
  const r = orderReturn;
  const bank = r.refundMethod === 'BANK_TRANSFER' ? r.bank : null;
  return (
    <section className={styles.card} aria-labelledby="order-return">
      <div className={styles.returnHead}>
        <h2 id="order-return" className={styles.cardTitle}>
          Yêu cầu trả hàng <span className={styles.code}>{r.code}</span>
        </h2>
        <ReturnStatusTag status={r.status} />
      </div>
      <p className={styles.muted}>{STATUS_HINTS[r.status]}</p>
      {r.status === 'refused' && r.note && <p className={styles.cancelNote}>Lý do từ chối: {r.note}</p>}

      <dl className={styles.returnInfo}>
        <Fact label="Lý do">{RETURN_REASON_LABELS[r.reason]}</Fact>
      </dl>
      {r.description && <p className={styles.returnDescription}>{r.description}</p>}
      {r.images.length > 0 && (
        <div className={styles.returnUploads} aria-label="Ảnh sản phẩm trả" role="group">
          <AntImage.PreviewGroup>
            {r.images.map((image, index) => (
              <div key={image.publicId} className={styles.returnTile}>
                <AntImage
                  src={image.url}
                  alt={`Ảnh trả hàng ${index + 1}`}
                  width={72}
                  height={72}
                  className={styles.returnTileImage}
                />
              </div>
            ))}
          </AntImage.PreviewGroup>
        </div>
      )}

      <h3 className={styles.returnSubtitle}>Sản phẩm trả</h3>
      <ul className={styles.returnLines}>
        {r.lines.map((line) => (
          <li key={line.lineId} className={styles.returnLine}>
            {line.image ? (
              <img src={line.image} alt="" className={styles.returnLineImage} width={44} height={44} />
            ) : (
              <span className={styles.returnLineImage} />
            )}
            <div className={styles.lineBody}>
              <div className={styles.strong}>{line.name}</div>
              {line.color && <div className={styles.muted}>Màu: {line.color.name}</div>}
            </div>
            <span className={styles.returnQty}>× {line.quantity}</span>
          </li>
        ))}
      </ul>

      <dl className={styles.returnInfo}>
        <Fact label="Số tiền hoàn">
          <span className={styles.amount}>{formatVnd(r.refundAmount)}</span>
        </Fact>
        {r.pointsBack > 0 && (
          <Fact label="Điểm thưởng">{`Hoàn lại ${pointsText(r.pointsBack)} đã dùng`}</Fact>
        )}
        {r.pointsRevoked > 0 && (
          <Fact label="Điểm đã tích">{`Thu hồi ${pointsText(r.pointsRevoked)} đã tích`}</Fact>
        )}
        <Fact label="Hình thức hoàn tiền">{REFUND_METHOD_LABELS[r.refundMethod]}</Fact>
        {bank && (
          <Fact label="Tài khoản nhận">
            <span className={styles.returnBank}>
              {bank.bankName} · {bank.accountNumber} · {bank.accountName}
            </span>
          </Fact>
        )}
        {r.refundReference && <Fact label="Mã giao dịch hoàn tiền">{r.refundReference}</Fact>}
        <Fact label="Gửi yêu cầu lúc">{formatDateTime(r.createdAt)}</Fact>
        {r.decidedAt && <Fact label="Xử lý lúc">{formatDateTime(r.decidedAt)}</Fact>}
        {r.refundedAt && <Fact label="Hoàn tiền lúc">{formatDateTime(r.refundedAt)}</Fact>}
      </dl>
      {r.status !== 'refused' && r.note && (
        <p className={styles.returnShopNote}>Ghi chú của cửa hàng: {r.note}</p>
      )}
    </section>
  );
}
