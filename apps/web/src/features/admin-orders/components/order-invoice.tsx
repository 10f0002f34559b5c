import { createPortal } from 'react-dom';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  formatDateTime,
  formatVnd,
  orderFigures,
  type Order,
} from '@lumi/shared';
import { MoneyFiguresList } from '@/components/money-figures';
import styles from './admin-orders.module.css';

export function fullAddress(order: Pick<Order, 'address' | 'ward' | 'district' | 'province'>): string {
  return [order.address, order.ward.name, order.district.name, order.province.name].join(', ');
}

/**
 * The print view of an order ('In đơn hàng'): a plain invoice placed directly in `<body>`, hidden on
 * screen; the print stylesheet hides everything else (admin menu, header, buttons).
 */
export function OrderInvoice({ order }: { order: Order }) {
  return createPortal(
    <section className={styles.invoice} aria-hidden="true" data-testid="order-invoice">
      <header className={styles.invoiceHead}>
        <div>
          <div className={styles.invoiceBrand}>Lumi</div>
          <div>Mỹ phẩm chính hãng</div>
        </div>
        <div className={styles.invoiceMeta}>
          <h1 className={styles.invoiceTitle}>HÓA ĐƠN BÁN HÀNG</h1>
          <div>Mã đơn: {order.code}</div>
          <div>Ngày đặt: {formatDateTime(order.createdAt)}</div>
        </div>
      </header>
      <div className={styles.invoiceParty}>
        <div>
          <strong>Người nhận:</strong> {order.name} — {order.phone}
        </div>
        <div>
          <strong>Địa chỉ:</strong> {fullAddress(order)}
        </div>
        {order.note && (
          <div>
            <strong>Ghi chú:</strong> {order.note}
          </div>
        )}
        <div>
          <strong>Thanh toán:</strong> {PAYMENT_METHOD_LABELS[order.paymentMethod]} (
          {PAYMENT_STATUS_LABELS[order.payment.status]})
        </div>
      </div>
      <table className={styles.invoiceTable}>
        <thead>
          <tr>
            <th>#</th>
            <th>Sản phẩm</th>
            <th>Đơn giá</th>
            <th>SL</th>
            <th>Thành tiền</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line, index) => (
            <tr key={line._id}>
              <td>{index + 1}</td>
              <td>
                {line.name}
                {line.color ? ` — ${line.color.name}` : ''}
              </td>
              <td>{formatVnd(line.price)}</td>
              <td>{line.quantity}</td>
              <td>{formatVnd(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <MoneyFiguresList
        figures={orderFigures(order)}
        voucherCode={order.voucher?.code}
        pointsUsed={order.points?.used}
        classes={{ list: styles.invoiceTotals, total: styles.invoiceGrand }}
      />
      <p className={styles.invoiceThanks}>Cảm ơn quý khách đã mua sắm tại Lumi!</p>
    </section>,
    document.body,
  );
}
