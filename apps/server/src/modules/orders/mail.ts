import {
  ORDER_FIGURE_LABELS,
  pointsText,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  SITE_NAME,
  escapeHtml,
  formatDateTime,
  formatVnd,
  orderFigures,
  type Order,
} from '@lumi/shared';
import type { OutgoingMail } from '../../providers/mail';
import { mailLayout } from '../../providers/mail/templates';

/** The order changes that the customer is mailed about. */
export type OrderMailKind = 'placed' | 'shipping' | 'delivered' | 'cancelled';

const COPY: Record<
  OrderMailKind,
  { subject: (code: string) => string; heading: string; lead: (code: string) => string }
> = {
  placed: {
    subject: (code) => `[${SITE_NAME}] Xác nhận đơn hàng ${code}`,
    heading: 'Cảm ơn bạn đã đặt hàng!',
    lead: (code) =>
      `Đơn hàng <strong>${code}</strong> của bạn đã được đặt thành công. ${SITE_NAME} sẽ sớm xác nhận và chuẩn bị hàng cho bạn.`,
  },
  shipping: {
    subject: (code) => `[${SITE_NAME}] Đơn hàng ${code} đang được giao`,
    heading: 'Đơn hàng đang trên đường đến bạn',
    lead: (code) =>
      `Đơn hàng <strong>${code}</strong> đã được bàn giao cho đơn vị vận chuyển. Vui lòng để ý điện thoại để nhận hàng.`,
  },
  delivered: {
    subject: (code) => `[${SITE_NAME}] Đơn hàng ${code} đã giao thành công`,
    heading: 'Giao hàng thành công',
    lead: (code) =>
      `Đơn hàng <strong>${code}</strong> đã được giao thành công. Cảm ơn bạn đã mua sắm tại ${SITE_NAME}, hãy để lại đánh giá cho sản phẩm nhé!`,
  },
  cancelled: {
    subject: (code) => `[${SITE_NAME}] Đơn hàng ${code} đã bị hủy`,
    heading: 'Đơn hàng đã bị hủy',
    lead: (code) => `Đơn hàng <strong>${code}</strong> của bạn đã bị hủy.`,
  },
};

function addressOf(order: Order): string {
  return [order.address, order.ward.name, order.district.name, order.province.name]
    .filter(Boolean)
    .join(', ');
}

function lineLabel(line: Order['products'][number]): string {
  return line.color ? `${line.name} (${line.color.name})` : line.name;
}

/** The line at list prices when a promotion lowered it (the subtotal counts list prices). */
function listTotalOf(line: Order['products'][number]): number | null {
  const listTotal = line.originalPrice * line.quantity;
  return listTotal > line.lineTotal ? listTotal : null;
}

/** The Vietnamese HTML (and plain-text) e-mail telling the customer about their order. */
export function orderMail(options: {
  to: string;
  kind: OrderMailKind;
  order: Order;
  publicUrl: string;
}): OutgoingMail {
  const { order, kind } = options;
  const copy = COPY[kind];
  const code = order.code;
  const subject = copy.subject(code);
  const link = `${options.publicUrl.replace(/\/$/, '')}/order-detail/${encodeURIComponent(order._id)}`;
  const customer = order.user.name || order.name;
  const reason = kind === 'cancelled' ? order.cancelReason : null;
  const refund = kind === 'cancelled' && order.payment.status === 'refund_pending';
  const address = addressOf(order);
  // The figures as the shop shows them (subtotal before promotions − savings + fee = total).
  const figures = orderFigures(order);
  const amounts: [label: string, amount: string][] = [
    [ORDER_FIGURE_LABELS.subtotal, formatVnd(figures.subtotal)],
    ...(figures.savings > 0
      ? [[ORDER_FIGURE_LABELS.savings, `-${formatVnd(figures.savings)}`] as [string, string]]
      : []),
    [
      ORDER_FIGURE_LABELS.shippingFee,
      figures.shippingFee ? formatVnd(figures.shippingFee) : ORDER_FIGURE_LABELS.freeShipping,
    ],
    ...(figures.voucher > 0
      ? [
          [
            `${ORDER_FIGURE_LABELS.voucher} (${order.voucher?.code ?? ''})`,
            `-${formatVnd(figures.voucher)}`,
          ] as [string, string],
        ]
      : []),
    ...(figures.points > 0
      ? [
          [
            `${ORDER_FIGURE_LABELS.points} (${pointsText(order.points?.used ?? 0)})`,
            `-${formatVnd(figures.points)}`,
          ] as [string, string],
        ]
      : []),
  ];
  const total = formatVnd(figures.total);

  const rows = order.products
    .map(
      (l) => `<tr>
<td style="padding:8px 0;border-bottom:1px solid #fce7f3;font-size:14px">${escapeHtml(lineLabel(l))}</td>
<td style="padding:8px 0;border-bottom:1px solid #fce7f3;font-size:14px;text-align:center;white-space:nowrap">× ${l.quantity}</td>
<td style="padding:8px 0;border-bottom:1px solid #fce7f3;font-size:14px;text-align:right;white-space:nowrap">${listTotalOf(l) === null ? '' : `<s style="color:#9ca3af;font-size:12px">${formatVnd(listTotalOf(l) ?? 0)}</s> `}${formatVnd(l.lineTotal)}</td></tr>`,
    )
    .join('\n');
  const money = (label: string, amount: string, strong = false) =>
    `<tr><td colspan="2" style="padding:4px 0;font-size:14px;${strong ? 'font-weight:700' : 'color:#4b5563'}">${label}</td>
<td style="padding:4px 0;font-size:14px;text-align:right;white-space:nowrap;${strong ? 'font-weight:700;color:#db2777' : ''}">${amount}</td></tr>`;

  const html = mailLayout(
    subject,
    `<p style="font-size:16px;margin:0 0 12px">Xin chào <strong>${escapeHtml(customer)}</strong>,</p>
<h1 style="font-size:20px;margin:0 0 12px;color:#db2777">${copy.heading}</h1>
<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${copy.lead(escapeHtml(code))}</p>
${reason ? `<p style="font-size:14px;line-height:1.6;margin:0 0 16px;padding:12px 16px;background:#fef2f2;border-radius:8px;color:#b91c1c">Lý do hủy: ${escapeHtml(reason)}</p>` : ''}
${refund ? `<p style="font-size:14px;line-height:1.6;margin:0 0 16px">Đơn hàng đã được thanh toán, ${SITE_NAME} sẽ hoàn tiền cho bạn trong thời gian sớm nhất.</p>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">
<tr><td colspan="3" style="padding:0 0 8px;font-size:13px;color:#6b7280">Mã đơn hàng: <strong style="color:#1f2937">${escapeHtml(code)}</strong> · Ngày đặt: ${formatDateTime(order.createdAt)}</td></tr>
${rows}
${amounts.map(([label, amount]) => money(label, amount)).join('\n')}
${money(ORDER_FIGURE_LABELS.total, total, true)}
</table>
<p style="font-size:14px;line-height:1.6;margin:0 0 4px"><strong>Người nhận:</strong> ${escapeHtml(order.name)} · ${escapeHtml(order.phone)}</p>
<p style="font-size:14px;line-height:1.6;margin:0 0 4px"><strong>Địa chỉ giao hàng:</strong> ${escapeHtml(address)}</p>
<p style="font-size:14px;line-height:1.6;margin:0 0 24px"><strong>Thanh toán:</strong> ${PAYMENT_METHOD_LABELS[order.paymentMethod]} · ${PAYMENT_STATUS_LABELS[order.payment.status]}</p>
<p style="text-align:center;margin:0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#db2777;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 28px;border-radius:999px">Xem chi tiết đơn hàng</a></p>`,
    { width: 600, ignoreNote: false },
  );

  const text = [
    `Xin chào ${customer},`,
    '',
    `${copy.heading}`,
    copy.lead(code).replace(/<\/?strong>/g, ''),
    ...(reason ? [`Lý do hủy: ${reason}`] : []),
    ...(refund
      ? [`Đơn hàng đã được thanh toán, ${SITE_NAME} sẽ hoàn tiền cho bạn trong thời gian sớm nhất.`]
      : []),
    '',
    `Mã đơn hàng: ${code}`,
    ...order.products.map((l) => {
      const listTotal = listTotalOf(l);
      const was = listTotal === null ? '' : ` (giá gốc ${formatVnd(listTotal)})`;
      return `- ${lineLabel(l)} × ${l.quantity}: ${formatVnd(l.lineTotal)}${was}`;
    }),
    ...amounts.map(([label, amount]) => `${label}: ${amount}`),
    `${ORDER_FIGURE_LABELS.total}: ${total}`,
    '',
    `Người nhận: ${order.name} · ${order.phone}`,
    `Địa chỉ giao hàng: ${address}`,
    `Thanh toán: ${PAYMENT_METHOD_LABELS[order.paymentMethod]} · ${PAYMENT_STATUS_LABELS[order.payment.status]}`,
    '',
    `Xem chi tiết đơn hàng: ${link}`,
    '',
    `— ${SITE_NAME}`,
  ].join('\n');

  return { to: options.to, subject, text, html };
}
