import { OTP_TTL_SECONDS, SITE_NAME, escapeHtml, type OtpPurpose } from '@lumi/shared';
import type { OutgoingMail } from './index';

/**
 * The branded frame of every Lumi e-mail: `width` of the card, and `ignoreNote` for the line telling someone who
 * asked for nothing to ignore the mail (account mails; order mails answer a purchase).
 */
export function mailLayout(
  title: string,
  body: string,
  { width = 560, ignoreNote = true }: { width?: number; ignoreNote?: boolean } = {},
): string {
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fdf2f8;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="padding:32px 12px"><tr><td align="center">
<table role="presentation" width="${width}" cellpadding="0" cellspacing="0" style="max-width:${width}px;background:#ffffff;border-radius:16px;overflow:hidden;box-shadow:0 4px 24px rgba(219,39,119,.12)">
<tr><td style="background:linear-gradient(135deg,#ec4899,#a855f7);padding:24px 32px;color:#fff;font-size:26px;font-weight:700;letter-spacing:1px">${SITE_NAME}</td></tr>
<tr><td style="padding:32px">${body}</td></tr>
<tr><td style="padding:16px 32px 28px;color:#9ca3af;font-size:12px;border-top:1px solid #fce7f3">
Email này được gửi tự động từ ${SITE_NAME}, vui lòng không trả lời.${ignoreNote ? '<br>Nếu bạn không thực hiện yêu cầu này, hãy bỏ qua email.' : ''}</td></tr>
</table></td></tr></table></body></html>`;
}

export function otpMail(options: {
  to: string;
  name: string;
  code: string;
  purpose: OtpPurpose;
}): OutgoingMail {
  const minutes = Math.round(OTP_TTL_SECONDS / 60);
  const action = options.purpose === 'reset' ? 'đặt lại mật khẩu' : 'xác thực tài khoản';
  const subject =
    options.purpose === 'reset'
      ? `[${SITE_NAME}] Mã OTP đặt lại mật khẩu`
      : `[${SITE_NAME}] Mã OTP xác thực tài khoản`;
  const text =
    `Xin chào ${options.name},\n\nMã OTP để ${action} của bạn là: ${options.code}\n` +
    `Mã có hiệu lực trong ${minutes} phút. Không chia sẻ mã này với bất kỳ ai.\n\n— ${SITE_NAME}`;
  const html = mailLayout(
    subject,
    `<p style="font-size:16px;margin:0 0 12px">Xin chào <strong>${escapeHtml(options.name)}</strong>,</p>
<p style="font-size:15px;line-height:1.6;margin:0 0 20px">Mã OTP để ${action} của bạn là:</p>
<p style="text-align:center;margin:0 0 20px"><span style="display:inline-block;font-size:34px;font-weight:700;letter-spacing:10px;color:#db2777;background:#fdf2f8;border:1px dashed #f9a8d4;border-radius:12px;padding:14px 24px">${options.code}</span></p>
<p style="font-size:14px;line-height:1.6;color:#4b5563;margin:0">Mã có hiệu lực trong <strong>${minutes} phút</strong>. Vì an toàn tài khoản, tuyệt đối không chia sẻ mã này với bất kỳ ai, kể cả nhân viên ${SITE_NAME}.</p>`,
  );
  return { to: options.to, subject, text, html };
}
