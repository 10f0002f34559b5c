const EMPTY_PARAGRAPH = /<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>/g;
const TRAILING_EMPTY_PARAGRAPHS = /(?:<p>(?:\s|&nbsp;|<br\s*\/?>)*<\/p>)+$/;

/**
 * The editor's HTML as the field keeps it: an editor with nothing typed ('<p></p>') is empty (the
 * server requires text), and the empty paragraphs the editor keeps after a last list or image go.
 */
export function normaliseEditorHtml(html: string): string {
  const trimmed = html.trim();
  if (trimmed.replace(EMPTY_PARAGRAPH, '').trim() === '') return '';
  return trimmed.replace(TRAILING_EMPTY_PARAGRAPHS, '');
}

/**
 * What was typed into the link box → an http(s) address ('lumi.vn' → 'https://lumi.vn'), or null to
 * remove the link. Other schemes (javascript:, mailto:) are not kept by the server, so none is made.
 */
export function normaliseLinkHref(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return `https://${value.replace(/^\/+/, '')}`;
}
