import { SITE_NAME, backInStockWords, escapeHtml } from '@lumi/shared';
import type { OutgoingMail } from '../../providers/mail';
import { mailLayout } from '../../providers/mail/templates';

/** The mail telling a customer that the product they waited for is back, with the link to buy it. */
export function backInStockMail(alert: {
  to: string;
  customerName: string;
  productName: string;
  variantName: string | null;
  /** The product page's absolute address. */
  url: string;
}): OutgoingMail {
  const words = backInStockWords(alert.productName, alert.variantName);
  const subject = `[${SITE_NAME}] ${words.title}: ${alert.productName}`;
  const text =
    `Xin chào ${alert.customerName},\n\n${words.content}\n\nXem sản phẩm: ${alert.url}\n\n` +
    `Bạn nhận thư này vì đã chọn 'Báo khi có hàng' cho sản phẩm này.\n\n— ${SITE_NAME}`;
  const html = mailLayout(
    subject,
    `<p style="font-size:16px;margin:0 0 12px">Xin chào <strong>${escapeHtml(alert.customerName)}</strong>,</p>
<p style="font-size:15px;line-height:1.6;margin:0 0 20px">${escapeHtml(words.content)}</p>
<p style="text-align:center;margin:0 0 16px"><a href="${escapeHtml(alert.url)}" style="display:inline-block;background:#db2777;color:#fff;text-decoration:none;font-weight:600;border-radius:10px;padding:12px 28px">Mua ngay</a></p>
<p style="font-size:13px;color:#6b7280;margin:0">Bạn nhận thư này vì đã chọn 'Báo khi có hàng' cho sản phẩm này.</p>`,
    { ignoreNote: false },
  );
  return { to: alert.to, subject, text, html };
}
