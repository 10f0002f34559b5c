import { DIRECTORY_TEXT, SITE_NAME, escapeHtml, formatDateTime, type CreateContactBody } from '@lumi/shared';
import type { OutgoingMail } from '../../providers/mail';
import { mailLayout } from '../../providers/mail/templates';

/** The mail telling an administrator about a new partnership request. */
export function contactMail(options: {
  to: string;
  contact: CreateContactBody;
  at: Date;
  publicUrl: string;
}): OutgoingMail {
  const { contact } = options;
  const subject = `[${SITE_NAME}] ${DIRECTORY_TEXT.contactMailSubject(contact.clinicName)}`;
  const fields: [string, string][] = [
    ['Tên phòng khám', contact.clinicName],
    ['Người liên hệ', contact.contactName],
    ['Email', contact.email],
    ['Số điện thoại', contact.phone],
    ['Địa chỉ phòng khám', contact.address ?? '—'],
    ['Thời gian', formatDateTime(options.at)],
  ];
  const link = `${options.publicUrl.replace(/\/$/, '')}/admin/contacts`;
  const text =
    `${DIRECTORY_TEXT.contactMailSubject(contact.clinicName)}\n\n` +
    fields.map(([k, v]) => `${k}: ${v}`).join('\n') +
    `\n\nNội dung:\n${contact.content}\n\nXem tất cả liên hệ: ${link}\n\n— ${SITE_NAME}`;
  const rows = fields
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;white-space:nowrap">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  const html = mailLayout(
    subject,
    `<p style="font-size:16px;margin:0 0 16px"><strong>${escapeHtml(DIRECTORY_TEXT.contactMailSubject(contact.clinicName))}</strong></p>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 16px">${rows}</table>
<p style="font-size:14px;margin:0 0 6px;color:#6b7280">Nội dung:</p>
<p style="font-size:14px;line-height:1.6;margin:0 0 20px;white-space:pre-wrap">${escapeHtml(contact.content)}</p>
<p style="margin:0"><a href="${escapeHtml(link)}" style="color:#db2777">Xem tất cả liên hệ</a></p>`,
    { ignoreNote: false },
  );
  return { to: options.to, subject, text, html };
}
