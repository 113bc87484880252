/** The HTML every e-mail shares: one centred card, inline styles only (mail clients drop style sheets). */

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const BRAND = '#2786fb';
export const MUTED = '#52606d';

/** A paragraph; `content` is HTML already escaped. A style without its own margin gets the default one. */
export const paragraph = (content: string, style = ''): string => `<p style="${style.includes('margin:') ? '' : 'margin:0 0 16px;'}${style}">${content}</p>`;

/** A button-like link and, under it, the link itself for clients that do not show the button. */
export function linkBlock(link: string, label: string, hint: string): string {
  return [
    paragraph(
      `<a href="${escapeHtml(link)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a>`,
      'margin:24px 0;',
    ),
    paragraph(`${escapeHtml(hint)}<br><a href="${escapeHtml(link)}" style="color:${BRAND};word-break:break-all;">${escapeHtml(link)}</a>`, `font-size:13px;color:${MUTED};`),
  ].join('\n');
}

/** The whole document around the card's inner HTML (`inner` is HTML already escaped). */
export function emailPage(opts: { lang: string; title: string; product: string; inner: string; footer: string }): string {
  return `<!doctype html>
<html lang="${opts.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;"><tr><td style="padding:32px;">
${paragraph(opts.product, `margin:0 0 24px;font-size:20px;font-weight:bold;color:${BRAND};`)}
${opts.inner}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#7b8794;">${escapeHtml(opts.footer)}</p>
</td></tr></table>
</body>
</html>
`;
}
