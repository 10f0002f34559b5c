import { escapeHtml, formatVnd, SITE_NAME } from '@lumi/shared';

/**
 * Self-contained HTML of the payment sandboxes (no external assets, no scripts: the app's CSP allows inline
 * styles only). Lumi's shop palette: pink primary, soft background.
 */

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:'Inter','Segoe UI',system-ui,-apple-system,'Helvetica Neue',Arial,'Noto Sans',sans-serif;
background:linear-gradient(160deg,#fdf2f8 0%,#fff 55%,#f5f3ff 100%);color:#1f1230;display:flex;align-items:center;justify-content:center;padding:24px}
.card{width:100%;max-width:460px;background:#fff;border-radius:16px;box-shadow:0 12px 40px rgba(157,23,77,.12);overflow:hidden}
.head{padding:20px 24px;color:#fff;display:flex;align-items:center;justify-content:space-between;gap:12px}
.head.vnpay{background:linear-gradient(120deg,#005baa,#0a7ed8)}
.head.stripe{background:linear-gradient(120deg,#635bff,#8b5cf6)}
.brand{font-weight:700;font-size:20px;letter-spacing:.2px}
.badge{font-size:12px;background:rgba(255,255,255,.2);border:1px solid rgba(255,255,255,.4);border-radius:999px;padding:3px 10px;white-space:nowrap}
.body{padding:24px}
h1{font-size:18px;margin:0 0 16px}
dl{margin:0 0 20px;display:grid;grid-template-columns:auto 1fr;gap:10px 16px;font-size:14px}
dt{color:#6b5a77}
dd{margin:0;text-align:right;font-weight:500;word-break:break-word}
.amount{display:flex;justify-content:space-between;align-items:baseline;padding:16px;border-radius:12px;background:#fdf2f8;margin-bottom:20px}
.amount span{color:#9d174d;font-size:14px}
.amount strong{font-size:26px;color:#db2777}
.actions{display:flex;gap:12px}
button{flex:1;font:inherit;font-weight:600;font-size:15px;border-radius:10px;padding:12px 16px;cursor:pointer;border:1px solid transparent}
.pay{background:#db2777;color:#fff}
.pay:hover{background:#be185d}
.cancel{background:#fff;color:#1f1230;border-color:#e5d5e8}
.cancel:hover{background:#faf5ff}
.note{margin:18px 0 0;font-size:12px;color:#6b5a77;line-height:1.5}
.error{background:#fef2f2;color:#991b1b;border:1px solid #fecaca;border-radius:10px;padding:12px 14px;font-size:14px;margin-bottom:16px}
.ok{background:#f0fdf4;color:#166534;border:1px solid #bbf7d0;border-radius:10px;padding:12px 14px;font-size:14px;margin-bottom:16px}
label{display:block;font-size:13px;color:#6b5a77;margin:0 0 6px}
input{width:100%;font:inherit;font-size:15px;padding:10px 12px;border:1px solid #e5d5e8;border-radius:10px;margin:0 0 14px;color:#1f1230}
input:focus{outline:2px solid #f9a8d4;border-color:#db2777}
.row{display:flex;gap:12px}
.row>div{flex:1}
.lines{margin:0 0 16px;padding:0;list-style:none;font-size:14px}
.lines li{display:flex;justify-content:space-between;gap:12px;padding:6px 0;border-bottom:1px dashed #f3e8f1}
.lines li span:last-child{white-space:nowrap}
.amount strong{white-space:nowrap}
form{margin:0}
a{color:#db2777}
`;

export function sandboxLayout(options: {
  title: string;
  head: string;
  variant: 'vnpay' | 'stripe';
  body: string;
}) {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)} · ${escapeHtml(SITE_NAME)}</title>
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<main class="card">
<div class="head ${options.variant}"><div class="brand">${escapeHtml(options.head)}</div><div class="badge">Môi trường thử nghiệm</div></div>
<div class="body">
${options.body}
</div>
</main>
</body>
</html>`;
}

export function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
}

export function amountBlock(amount: number): string {
  return `<div class="amount"><span>Số tiền thanh toán</span><strong>${escapeHtml(formatVnd(amount))}</strong></div>`;
}

export function details(rows: [string, string][]): string {
  return `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

export function errorPage(variant: 'vnpay' | 'stripe', title: string, message: string): string {
  return sandboxLayout({
    title,
    head: variant === 'vnpay' ? 'VNPAY' : 'Stripe Checkout',
    variant,
    body: `<h1>${escapeHtml(title)}</h1><div class="error">${escapeHtml(message)}</div>
<p class="note">Trang này chỉ dùng để thử thanh toán khi cửa hàng chưa được kết nối cổng thanh toán thật.</p>`,
  });
}

/** CSP of the sandbox pages: inline styles only, forms to this server and to the shop's return address. */
export function sandboxCsp(returnUrls: string[]): string {
  const origins = new Set<string>(["'self'"]);
  for (const url of returnUrls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // An unparsable return address adds nothing.
    }
  }
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    "img-src 'self' data:",
    `form-action ${[...origins].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}
