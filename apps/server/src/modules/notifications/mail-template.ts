import { MSG, PRODUCT_NAME, type MailContent } from '@kollabo/shared';

// The frame of every notification mail: HTML with inline styles (mail clients drop <style>
// blocks and classes), the brand's violet, the logo as text (no image, nothing loaded from the
// network, so no tracking pixel), one clear button, the reason the person got it and the
// unsubscribe link; and the same content as plain text for the text alternative.

const BRAND = '#5B3DF5';
const INK = '#1B1B2F';
const MUTED = '#5C5F73';
const LINE = '#E6E6EF';
const BG = '#F7F7FB';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface MailFrame {
  /** Who the greeting names: her name, else her trade name, else her pseudo (greetingName). */
  greetName: string;
  /** Absolute URL of the button. */
  url: string;
  /** The category's label, for the reason line. */
  categoryLabel: string;
  /** Absent for security mails: they cannot be turned off, so they offer no unsubscribe. */
  unsubscribeUrl?: string;
  settingsUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(content: MailContent, frame: MailFrame): RenderedMail {
  const F = MSG.notificationMail;
  const reason = frame.unsubscribeUrl ? F.reason(frame.categoryLabel) : F.securityReason;
  const text = [
    F.greeting(frame.greetName),
    '',
    ...content.lines.flatMap((line) => [line, '']),
    ...(content.facts?.length
      ? [...content.facts.map(([label, value]) => `${label} : ${value}`), '']
      : []),
    `${content.button} : ${frame.url}`,
    '',
    F.signature,
    '',
    '--',
    reason,
    ...(frame.unsubscribeUrl
      ? [`${F.unsubscribe} : ${frame.unsubscribeUrl}`, `${F.manage} : ${frame.settingsUrl}`]
      : []),
  ].join('\n');

  const paragraph = (line: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(line)}</p>`;
  const facts = content.facts?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border-collapse:collapse;">${content.facts
        .map(
          ([label, value]) =>
            `<tr><td style="padding:10px 0;border-bottom:1px solid ${LINE};font-size:14px;color:${MUTED};">${escapeHtml(label)}</td><td align="right" style="padding:10px 0;border-bottom:1px solid ${LINE};font-size:14px;font-weight:600;color:${INK};">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const url = escapeHtml(frame.url);
  const html = `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${BG};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BG};font-family:${FONT};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;">
<tr><td style="padding:0 0 20px;">
<span style="display:inline-block;width:32px;height:32px;border-radius:8px;background:${BRAND};color:#FFFFFF;font-size:18px;font-weight:800;line-height:32px;text-align:center;vertical-align:middle;">K</span>
<span style="font-size:20px;font-weight:800;letter-spacing:-0.02em;color:${INK};vertical-align:middle;padding-left:8px;">${PRODUCT_NAME}</span>
</td></tr>
<tr><td style="background:#FFFFFF;border:1px solid ${LINE};border-radius:12px;padding:32px 28px;">
<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(F.greeting(frame.greetName))}</p>
${content.lines.map(paragraph).join('\n')}
${facts}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:8px;background:${BRAND};">
<a href="${url}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:700;color:#FFFFFF;text-decoration:none;border-radius:8px;">${escapeHtml(content.button)}</a>
</td></tr></table>
<p style="margin:0 0 4px;font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(F.linkFallback)}</p>
<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${url}" style="color:${BRAND};">${url}</a></p>
<p style="margin:0;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(F.signature)}</p>
</td></tr>
<tr><td style="padding:20px 8px 0;font-size:12px;line-height:18px;color:${MUTED};">
<p style="margin:0 0 8px;">${escapeHtml(reason)}</p>
${frame.unsubscribeUrl ? `<p style="margin:0 0 8px;"><a href="${escapeHtml(frame.unsubscribeUrl)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(F.unsubscribe)}</a> · <a href="${escapeHtml(frame.settingsUrl)}" style="color:${MUTED};text-decoration:underline;">${escapeHtml(F.manage)}</a></p>` : ''}
<p style="margin:0;">${PRODUCT_NAME} · ${escapeHtml(F.tagline)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  return { subject: content.subject, text, html };
}
