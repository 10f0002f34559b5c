/** Text placed inside HTML (mail templates, generated pages, rich text made from plain text). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A search as typed, trimmed with its runs of spaces made one (the server's search and its suggestions). */
export function normaliseSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text (a clinic's HTML address, say) as one line of plain text: tags dropped, common entities decoded. */
export function richTextToPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A doctor's name with its title: 'BS. ' unless the name already starts with one (BS., ThS., TS., PGS., GS.). */
export function titledDoctorName(name: string): string {
  const trimmed = name.trim();
  return /^(BS|ThS|TS|PGS|GS)\b/i.test(trimmed) ? trimmed : `BS. ${trimmed}`;
}

/** Lower case without Vietnamese diacritics, for matching what is typed ('kem chong' ~ 'Kem chống'). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .trim();
}

/** True when every word typed appears in the text, ignoring case and diacritics (the admin's pickers). */
export function matchesSearch(text: string, query: string): boolean {
  const haystack = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Plain text as a form sends it: new lines kept (CRLF and CR as LF), other control characters removed, trimmed. */
export function plainText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '')
      .trim()
  );
}
