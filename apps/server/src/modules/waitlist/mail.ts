import { CLINIC_SITE_NAME, escapeHtml, formatWeekdayDate, waitlistOfferWords } from '@lumi/shared';
import type { OutgoingMail } from '../../providers/mail';
import { mailLayout } from '../../providers/mail/templates';

/** The mail of an offer: the free times, the link to book one, and that the first to book gets it. */
export function waitlistOfferMail(offer: {
  to: string;
  customerName: string;
  doctorName: string;
  clinicName: string;
  date: string;
  times: string[];
  /** The absolute link to book the first free time. */
  url: string;
}): OutgoingMail {
  const words = waitlistOfferWords(offer);
  const day = formatWeekdayDate(offer.date);
  const subject = `[${CLINIC_SITE_NAME}] Có giờ khám trống ${offer.times[0] ?? ''}, ${day}`;
  const text =
    `Xin chào ${offer.customerName},\n\n${words.content}\n\n` +
    `Bác sĩ: ${offer.doctorName}\nPhòng khám: ${offer.clinicName}\nNgày: ${day}\nGiờ trống: ${offer.times.join(', ')}\n\n` +
    `Đặt lịch ngay: ${offer.url}\n\n— ${CLINIC_SITE_NAME}`;
  const html = mailLayout(
    subject,
    `<p style="font-size:16px;margin:0 0 12px">Xin chào <strong>${escapeHtml(offer.customerName)}</strong>,</p>
<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(words.content)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;line-height:1.8;margin:0 0 20px">
<tr><td style="color:#6b7280;padding-right:12px">Bác sĩ</td><td><strong>${escapeHtml(offer.doctorName)}</strong></td></tr>
<tr><td style="color:#6b7280;padding-right:12px">Phòng khám</td><td>${escapeHtml(offer.clinicName)}</td></tr>
<tr><td style="color:#6b7280;padding-right:12px">Ngày</td><td>${escapeHtml(day)}</td></tr>
<tr><td style="color:#6b7280;padding-right:12px">Giờ trống</td><td><strong>${escapeHtml(offer.times.join(', '))}</strong></td></tr>
</table>
<p style="text-align:center;margin:0 0 8px"><a href="${escapeHtml(offer.url)}" style="display:inline-block;background:#db2777;color:#fff;text-decoration:none;font-weight:600;border-radius:10px;padding:12px 28px">Đặt lịch ngay</a></p>`,
    { ignoreNote: false },
  );
  return { to: offer.to, subject, text, html };
}
